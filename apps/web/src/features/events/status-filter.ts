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

export function eventsQueryFor(status: StatusFilter, page: number): EventsQuery {
  return {
    ...(status === 'ALL' ? {} : { filter: { status: { $eq: status as EventStatus } } }),
    sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: status === 'ENDED' ? 'DESC' : 'ASC' }],
    paging: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
  };
}
