import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys, useTesseraClient } from '@tessera/react';
import type { EventAction } from './event-actions.ts';

/** Runs one row action; the list and the counts are refetched afterwards, also after a failure. */
export function useEventAction(eventId: string) {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: EventAction): Promise<void> => {
      if (action === 'publish') await client.events.publishDraftEvent(eventId);
      else if (action === 'cancel') await client.events.cancelEvent(eventId);
      else if (action === 'clone') await client.events.cloneEvent(eventId, { draft: true });
      else await client.events.deleteEvent(eventId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
