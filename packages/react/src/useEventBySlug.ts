import { useQuery } from '@tanstack/react-query';
import type { FieldsOptions } from '@tessera/sdk';
import { eventBySlugQueryOptions } from './query-options.ts';
import { useTesseraClient } from './useTesseraClient.ts';

/** `getEventBySlug`; a 404 (like every 4xx) is not retried (see `shouldRetryQuery`). */
export function useEventBySlug(slug: string | undefined, options: FieldsOptions = {}) {
  const client = useTesseraClient();
  return useQuery({ ...eventBySlugQueryOptions(client, slug ?? '', options), enabled: Boolean(slug) });
}
