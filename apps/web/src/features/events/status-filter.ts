import type { EventStatus, EventsQuery } from '@tessera/sdk';

export const STATUS_FILTERS = ['ALL', 'UPCOMING', 'STARTED', 'ENDED', 'CANCELED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  ALL: 'All',
  UPCOMING: 'Upcoming',
  STARTED: 'Happening now',
  ENDED: 'Past',
  CANCELED: 'Canceled',
};

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? 'ALL';
}

export const PAGE_SIZE = 12;

/**
 * "All" is two listings one after the other: what is still to come (upcoming and happening now,
 * soonest first), then what is over (past and canceled, latest first). One sort cannot say that.
 */
export const ALL_PARTS: readonly { statuses: EventStatus[]; order: 'ASC' | 'DESC' }[] = [
  { statuses: ['UPCOMING', 'STARTED'], order: 'ASC' },
  { statuses: ['ENDED', 'CANCELED'], order: 'DESC' },
];

/** The query of one part of "All", from `offset` for `limit` events. */
export function allPartQuery(part: 0 | 1, offset: number, limit: number): EventsQuery {
  const { statuses, order } = ALL_PARTS[part];
  return {
    filter: { status: { $in: statuses } },
    sort: [{ fieldName: 'dateAndTimeSettings.startDate', order }],
    paging: { limit, offset },
  };
}

export function eventsQueryFor(status: StatusFilter, page: number): EventsQuery {
  return {
    ...(status === 'ALL' ? {} : { filter: { status: { $eq: status as EventStatus } } }),
    sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: status === 'ENDED' ? 'DESC' : 'ASC' }],
    paging: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
  };
}
