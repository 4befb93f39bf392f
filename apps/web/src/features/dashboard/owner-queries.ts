import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, eventKeys, retryDelay } from '@tessera/react';
import { TesseraApiError, type CountEventsByStatusOptions, type EventsQuery } from '@tessera/sdk';

export const DASHBOARD_PAGE_SIZE = 50;

/** All events, drafts included, by start date. */
export function dashboardEventsQuery(page: number): EventsQuery {
  return {
    sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
    paging: { limit: DASHBOARD_PAGE_SIZE, offset: page * DASHBOARD_PAGE_SIZE },
  };
}

/** Under `eventKeys.all`, so invalidating events refreshes the counts too. */
export const statusCountKey = (options: CountEventsByStatusOptions) =>
  [...eventKeys.all, 'count-by-status', options] as const;

/**
 * A query client per owner session; 4xx answers (bad key, missing event) are not retried, and a
 * read answered 401 ends the session (`onUnauthenticated`) rather than leaving every page in error.
 */
export function createOwnerQueryClient(onUnauthenticated: () => void = () => undefined): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof TesseraApiError && error.status === 401) onUnauthenticated();
      },
    }),
    defaultOptions: {
      queries: {
        retryDelay,
        retry: (failureCount, error) =>
          !(error instanceof TesseraApiError && error.status !== undefined && error.status < 500) &&
          failureCount < QUERY_RETRIES,
      },
      mutations: { retry: 0 },
    },
  });
}
