import type { EventOrderStatus, OrdersQuery } from '@tessera/sdk/event-orders-admin';
import { ORDER_STATUS } from './order-labels.ts';

// The orders page keeps its filters in the address (so a filtered list can be bookmarked, shared,
// and linked from an event's sales page): this file turns one into the other and into the query.

export const ORDERS_PAGE_SIZE = 25;

export type ArchivedFilter = 'current' | 'archived' | 'all';
export type PaymentFilter = 'all' | 'confirmed' | 'unconfirmed';
export type CheckInFilter = 'all' | 'full' | 'partial';
/** The orders a page lists first (ListOrders' `sort`); newest first unless chosen. */
export const ORDER_SORTS = [
  { value: 'created:desc', label: 'Newest first' },
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'total:desc', label: 'Highest total' },
  { value: 'total:asc', label: 'Lowest total' },
  { value: 'email:asc', label: 'Buyer email, A to Z' },
  { value: 'orderNumber:asc', label: 'Order number' },
] as const satisfies readonly { value: NonNullable<OrdersQuery['sort']>; label: string }[];
export type OrderSort = (typeof ORDER_SORTS)[number]['value'];
const SORT_VALUES: readonly OrderSort[] = ORDER_SORTS.map((sort) => sort.value);

export interface OrderFilters {
  eventId: string | null;
  statuses: EventOrderStatus[];
  archived: ArchivedFilter;
  payment: PaymentFilter;
  checkIn: CheckInFilter;
  search: string;
  sort: OrderSort;
  /** Zero-based. */
  page: number;
}

const isStatus = (value: string): value is EventOrderStatus => Object.hasOwn(ORDER_STATUS, value);
const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Anything the address holds is read defensively: unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    eventId: params.get('event') || null,
    statuses: [...new Set(params.getAll('status').filter(isStatus))],
    archived: oneOf(params.get('archived'), ['current', 'archived', 'all'], 'current'),
    payment: oneOf(params.get('payment'), ['all', 'confirmed', 'unconfirmed'], 'all'),
    checkIn: oneOf(params.get('checkin'), ['all', 'full', 'partial'], 'all'),
    search: (params.get('q') ?? '').slice(0, 200),
    sort: oneOf(params.get('sort'), SORT_VALUES, 'created:desc'),
    page: Number.isFinite(page) && page > 1 ? Math.min(page - 1, 4000) : 0,
  };
}

/** The address of the filters: defaults left out, so the plain page stays `/dashboard/orders`. */
export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.eventId) params.set('event', filters.eventId);
  for (const status of filters.statuses) params.append('status', status);
  if (filters.archived !== 'current') params.set('archived', filters.archived);
  if (filters.payment !== 'all') params.set('payment', filters.payment);
  if (filters.checkIn !== 'all') params.set('checkin', filters.checkIn);
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.sort !== 'created:desc') params.set('sort', filters.sort);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  return params;
}

function tagsOf(filters: OrderFilters): NonNullable<OrdersQuery['tag']> {
  const tags: NonNullable<OrdersQuery['tag']> = [];
  if (filters.archived === 'current') tags.push('NON_ARCHIVED');
  if (filters.archived === 'archived') tags.push('ARCHIVED');
  if (filters.payment === 'confirmed') tags.push('CONFIRMED');
  if (filters.payment === 'unconfirmed') tags.push('UNCONFIRMED');
  if (filters.checkIn === 'full') tags.push('FULLY_CHECKED_IN');
  if (filters.checkIn === 'partial') tags.push('NOT_FULLY_CHECKED_IN');
  return tags;
}

/** What every read of the filters shares: tags and the search phrase. */
function baseQuery(filters: OrderFilters): OrdersQuery {
  const tag = tagsOf(filters);
  const search = filters.search.trim();
  return { ...(tag.length ? { tag } : {}), ...(search ? { searchPhrase: search } : {}) };
}

/** Everything the filters select (the export walks all its pages). */
export function selectionQuery(filters: OrderFilters): OrdersQuery {
  return {
    ...baseQuery(filters),
    ...(filters.eventId ? { eventId: [filters.eventId] } : {}),
    ...(filters.statuses.length ? { status: filters.statuses } : {}),
  };
}

/** One page of the list in the chosen order, every part but the invoice (the drawer reads it). */
export function pageQuery(filters: OrderFilters): OrdersQuery {
  return {
    ...selectionQuery(filters),
    fieldset: ['DETAILS', 'TICKETS'],
    sort: filters.sort,
    limit: ORDERS_PAGE_SIZE,
    offset: filters.page * ORDERS_PAGE_SIZE,
  };
}

/**
 * The counts beside the status filter: over every other filter but not the statuses chosen, so
 * choosing one status still shows how many orders each other status has. Likewise for events.
 */
export function statusFacetQuery(filters: OrderFilters): OrdersQuery {
  return { ...selectionQuery({ ...filters, statuses: [] }), facet: ['status'], limit: 0 };
}

export function eventFacetQuery(filters: OrderFilters): OrdersQuery {
  return { ...selectionQuery({ ...filters, eventId: null }), facet: ['eventId'], limit: 0 };
}
