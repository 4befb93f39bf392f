import type { Event, RequestedField } from '@tessera/sdk';
import { useEventsQuery } from '@tessera/react';
import { PAGE_SIZE, allPartQuery, eventsQueryFor, type StatusFilter } from './status-filter.ts';

export interface ListedEvents {
  events: Event[];
  hasNext: boolean;
  totalPages: number | undefined;
}

const FIELDS: RequestedField[] = ['DETAILS', 'URLS', 'REGISTRATION'];

/**
 * One page of the home page's list. A status filter is one query; "All" pages through what is to
 * come, then what is over (status-filter.ts `ALL_PARTS`): a page that reaches the end of the first
 * part is filled from the start of the second.
 */
export function useListedEvents(status: StatusFilter, page: number) {
  const all = status === 'ALL';
  const first = useEventsQuery(
    all ? allPartQuery(0, page * PAGE_SIZE, PAGE_SIZE) : eventsQueryFor(status, page),
    {
      fields: FIELDS,
    },
  );
  const head = first.data;
  // How many events of the first part there are: its total, or (on its last page) what it returned.
  const firstTotal = head ? (head.total ?? head.offset + head.events.length) : 0;
  const room = head ? PAGE_SIZE - head.events.length : 0;
  // Asked even when the first part fills the page: its first event says whether a next page exists.
  const needsSecond = all && !!head && !first.isPlaceholderData;
  const second = useEventsQuery(
    allPartQuery(1, Math.max(0, page * PAGE_SIZE - firstTotal), Math.max(1, room)),
    { fields: FIELDS, enabled: needsSecond },
  );

  const pending = first.isPending || (needsSecond && second.isPending);
  const error = first.error ?? (needsSecond ? second.error : null);
  const refetch = () => {
    void first.refetch();
    if (needsSecond) void second.refetch();
  };
  let data: ListedEvents | undefined;
  if (head && !pending && !error) {
    const tail = needsSecond ? second.data : undefined;
    const shown = tail && room > 0 ? tail.events : [];
    const total = !all
      ? head.total
      : head.total !== undefined && tail?.total !== undefined
        ? head.total + tail.total
        : undefined;
    data = {
      events: shown.length ? [...head.events, ...shown] : head.events,
      hasNext: head.hasNext || (tail ? (room > 0 ? tail.hasNext : tail.events.length > 0) : false),
      totalPages: total === undefined ? undefined : Math.ceil(total / PAGE_SIZE),
    };
  }
  const stale = first.isPlaceholderData || (needsSecond && second.isPlaceholderData);
  return { data, error, isPending: pending, isPlaceholderData: stale, refetch };
}
