import type {
  AbandonedCheckout,
  AbandonedCheckoutActivityType,
  AbandonedCheckoutStatus,
} from '@tessera/contracts/abandoned-checkouts';
import {
  addAbandonedCheckoutActivity as addActivityEndpoint,
  bulkDeleteAbandonedCheckouts as bulkDeleteEndpoint,
  deleteAbandonedCheckout as deleteEndpoint,
  getAbandonedCheckout as getEndpoint,
  getAbandonedCheckoutAnalytics as analyticsEndpoint,
  queryAbandonedCheckouts as queryEndpoint,
  searchAbandonedCheckouts as searchEndpoint,
} from '@tessera/contracts/routes/abandoned-checkouts.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallAnswer, type CallInput } from './endpoint-call.ts';

export type {
  AbandonedCheckout,
  AbandonedCheckoutActivityType,
  AbandonedCheckoutStatus,
} from '@tessera/contracts/abandoned-checkouts';
/** Filter, sort and cursor paging of QueryAbandonedCheckouts. */
export type AbandonedCheckoutsQuery = NonNullable<CallInput<typeof queryEndpoint>['query']>;
/** Counts and money of checkouts abandoned in a date range: recoverable, recovered, the rate. */
export type AbandonedCheckoutAnalytics = CallAnswer<typeof analyticsEndpoint>;
/** One id's outcome of a bulk delete. */
export type AbandonedCheckoutDeleteResult = CallAnswer<typeof bulkDeleteEndpoint>['results'][number];

/** One page of abandoned checkouts and the cursor of the next (null: the last page). */
export interface AbandonedCheckoutsPage {
  abandonedCheckouts: AbandonedCheckout[];
  nextCursor: string | null;
}

/** What a list page asks for: a status, free text over the buyer's email and name, a page size, a cursor. */
export interface AbandonedCheckoutsListing {
  status?: AbandonedCheckoutStatus;
  /** Words found in the buyer's email, first or last name (any of them). */
  text?: string;
  limit?: number;
  /** The `nextCursor` of the page before (its filter and search come with it). */
  cursor?: string | null;
}

const hasAbandonedCheckout = hasObject('abandonedCheckout');
const hasList = hasArray('abandonedCheckouts');

/**
 * `@tessera/sdk/abandoned-checkouts-admin`: checkouts left with an email and lines (found by the
 * server's hourly sweep, each emailed a recovery link once) and whether they became orders
 * (RECOVERED). List, search, read, delete, record activities, analytics. Owner credentials, or
 * staff managing orders.
 */
export function abandonedCheckoutsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** Newest first by default; `filter` on status, createdDate, checkoutRecoveredDate, buyerInfo.email, totalPrice.amount… */
    async queryAbandonedCheckouts(
      query: AbandonedCheckoutsQuery = {},
      options?: CallOptions,
    ): Promise<AbandonedCheckoutsPage> {
      const answer = await call(
        queryEndpoint,
        {},
        { query },
        { ...options, idempotent: true, check: hasList },
      );
      return {
        abandonedCheckouts: answer.abandonedCheckouts,
        nextCursor: answer.metadata.cursors?.next ?? null,
      };
    },
    /** A page of the list: by status and free text, newest first; the next page by `cursor`. */
    async listAbandonedCheckouts(
      listing: AbandonedCheckoutsListing = {},
      options?: CallOptions,
    ): Promise<AbandonedCheckoutsPage> {
      const { status, text, limit = 20, cursor } = listing;
      const expression = text?.trim().slice(0, 100);
      // The cursor holds the filter; the free text goes with every page (a cursor serves its search only).
      const search = {
        ...(cursor ? { cursorPaging: { limit, cursor } } : { cursorPaging: { limit } }),
        ...(!cursor && status ? { filter: { status } } : {}),
        ...(expression ? { search: { expression } } : {}),
      };
      const answer = await call(
        searchEndpoint,
        {},
        { search },
        { ...options, idempotent: true, check: hasList },
      );
      return {
        abandonedCheckouts: answer.abandonedCheckouts,
        nextCursor: answer.pagingMetadata.cursors?.next ?? null,
      };
    },
    async getAbandonedCheckout(id: string, options?: CallOptions): Promise<AbandonedCheckout> {
      return (
        await call(getEndpoint, { abandonedCheckoutId: id }, undefined, {
          ...options,
          check: hasAbandonedCheckout,
        })
      ).abandonedCheckout;
    },
    /** Deletes the record (the checkout itself stays); 404 when already gone. */
    async deleteAbandonedCheckout(id: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { abandonedCheckoutId: id }, undefined, options);
    },
    /** Up to 100 ids; a result per id (an unknown one fails alone). */
    async bulkDeleteAbandonedCheckouts(
      ids: string[],
      options?: CallOptions,
    ): Promise<AbandonedCheckoutDeleteResult[]> {
      return (
        await call(
          bulkDeleteEndpoint,
          {},
          { abandonedCheckoutIds: ids },
          { ...options, check: hasArray('results') },
        )
      ).results;
    },
    async addActivity(
      id: string,
      activityType: AbandonedCheckoutActivityType,
      options?: CallOptions,
    ): Promise<AbandonedCheckout> {
      return (
        await call(
          addActivityEndpoint,
          { abandonedCheckoutId: id },
          { activityType },
          { ...options, check: hasAbandonedCheckout },
        )
      ).abandonedCheckout;
    },
    /** Checkouts abandoned in [startDate, endDate) (ISO date-times). */
    async getAnalytics(
      range: { startDate: string; endDate: string },
      options?: CallOptions,
    ): Promise<AbandonedCheckoutAnalytics> {
      return call(analyticsEndpoint, {}, range, { ...options, idempotent: true });
    },
  };
}

export type AbandonedCheckoutsAdminModule = ReturnType<typeof abandonedCheckoutsAdmin>;
