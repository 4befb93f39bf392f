import { useQuery } from '@tanstack/react-query';
import { ApplicationError, type FieldsOptions } from '@tessera/sdk';
import { eventKeys } from './query-keys.ts';
import { useTesseraClient } from './useTesseraClient.ts';

/** `getEventBySlug`; a 404 is not retried. */
export function useEventBySlug(slug: string | undefined, options: FieldsOptions = {}) {
  const client = useTesseraClient();
  return useQuery({
    queryKey: eventKeys.slug(slug ?? '', options),
    queryFn: () => client.events.getEventBySlug(slug!, options),
    enabled: Boolean(slug),
    retry: (failureCount, error) =>
      !(error instanceof ApplicationError && error.status === 404) && failureCount < 3,
  });
}
