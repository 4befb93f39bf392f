import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventOptions, EventInput } from '@tessera/sdk';
import { eventsAdmin } from './client-modules.ts';
import { eventKeys } from './query-keys.ts';
import { useTesseraClient } from './useTesseraClient.ts';

export interface CreateEventVariables {
  event: EventInput;
  options?: CreateEventOptions;
}

/** `createEvent` (needs the events-admin module); cached event queries are invalidated on success. */
export function useCreateEvent() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, options }: CreateEventVariables) => eventsAdmin(client).createEvent(event, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
