import { useQuery } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import type { EventStatus } from '@tessera/sdk';
import { statusCountKey } from './owner-queries.ts';

const OPTIONS = { includeDrafts: true };

/** Number of events per status, drafts included. */
export function useStatusCounts() {
  const client = useTesseraClient();
  return useQuery({
    queryKey: statusCountKey(OPTIONS),
    queryFn: () => client.events.countEventsByStatus(OPTIONS),
    select: (response) => (response.facets.status?.counts ?? {}) as Partial<Record<EventStatus, number>>,
  });
}
