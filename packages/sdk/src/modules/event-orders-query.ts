import type { EventOrderStatus } from '@tessera/contracts/event-checkout';
import type { ListOrdersQuery, OrderFieldset, OrderView } from '@tessera/contracts/event-orders';

// ListOrders is an offset listing with its own parameters (spec §7), not the filter language of
// QueryV2: the builder names each parameter, typed by the route's query schema.

/** The most orders one ListOrders page answers (the route's `limit` maximum). */
export const ORDERS_PAGE_LIMIT = 400;

/** One page of an offset listing and the way to the next. */
export interface OffsetPage<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
  hasNext(): boolean;
  next(): Promise<OffsetPage<T>>;
}

/** A page of orders, with the facet counts asked for (`facet`). */
export interface OrdersPage extends OffsetPage<OrderView> {
  facets?: Record<string, { counts: Record<string, number> }>;
  next(): Promise<OrdersPage>;
}

/** Wraps an answer's items and paging: the next page starts where this one's items end. */
export function offsetPage<T, P extends OffsetPage<T>>(
  items: T[],
  paging: { total: number; offset: number; limit: number },
  fetchFrom: (offset: number) => Promise<P>,
): OffsetPage<T> & { next(): Promise<P> } {
  const following = paging.offset + items.length;
  // An empty page (limit 0, or rows gone meanwhile) has no next: paging would never advance.
  const hasNext = items.length > 0 && following < paging.total;
  return {
    items,
    total: paging.total,
    offset: paging.offset,
    limit: paging.limit,
    hasNext: () => hasNext,
    next: () => (hasNext ? fetchFrom(following) : Promise.reject(new Error('there is no next page'))),
  };
}

type ListParameter = 'status' | 'eventId' | 'orderNumber' | 'memberId' | 'contactId' | 'eventCreatorId';
type Tag = NonNullable<ListOrdersQuery['tag']>[number];
type Facet = NonNullable<ListOrdersQuery['facet']>[number];
type Sort = NonNullable<ListOrdersQuery['sort']>;

/**
 * The orders listing as a builder, one method per parameter; list parameters add to what an
 * earlier call named (`.status('PAID').status('FREE')` is either). Immutable: each call answers a
 * new builder, so a base query can be shared by several pages of a screen.
 */
export class OrdersQueryBuilder {
  constructor(
    private readonly run: (query: ListOrdersQuery) => Promise<OrdersPage>,
    private readonly query: ListOrdersQuery = {},
  ) {}

  private with(change: Partial<ListOrdersQuery>): OrdersQueryBuilder {
    return new OrdersQueryBuilder(this.run, { ...this.query, ...change });
  }
  private adding<K extends ListParameter | 'tag' | 'facet' | 'fieldset'>(
    key: K,
    values: NonNullable<ListOrdersQuery[K]>,
  ): OrdersQueryBuilder {
    const before = (this.query[key] ?? []) as unknown[];
    const merged = [...new Set([...before, ...values])];
    return this.with({ [key]: merged } as Partial<ListOrdersQuery>);
  }

  status(...status: EventOrderStatus[]) {
    return this.adding('status', status);
  }
  eventId(...eventId: string[]) {
    return this.adding('eventId', eventId);
  }
  orderNumber(...orderNumber: string[]) {
    return this.adding('orderNumber', orderNumber);
  }
  memberId(...memberId: string[]) {
    return this.adding('memberId', memberId);
  }
  /** A member's contact id is the member's id. */
  contactId(...contactId: string[]) {
    return this.adding('contactId', contactId);
  }
  eventCreatorId(...eventCreatorId: string[]) {
    return this.adding('eventCreatorId', eventCreatorId);
  }
  /** Every tag named must hold: `.tag('CONFIRMED', 'NON_ARCHIVED')`. */
  tag(...tag: Tag[]) {
    return this.adding('tag', tag);
  }
  /** Counts per value of these fields, over the whole filtered listing. */
  facet(...facet: Facet[]) {
    return this.adding('facet', facet);
  }
  /** The parts answered (all when none): DETAILS, FORM, TICKETS, INVOICE. */
  fieldset(...fieldset: OrderFieldset[]) {
    return this.adding('fieldset', fieldset);
  }
  /** Matched against the buyer's names and email and the order number; blank: none. */
  searchPhrase(phrase: string) {
    const trimmed = phrase.trim();
    if (trimmed) return this.with({ searchPhrase: trimmed });
    const { searchPhrase: _dropped, ...rest } = this.query;
    return new OrdersQueryBuilder(this.run, rest);
  }
  sort(sort: Sort) {
    return this.with({ sort });
  }
  limit(limit: number) {
    return this.with({ limit });
  }
  offset(offset: number) {
    return this.with({ offset });
  }
  /** The query as it is sent. */
  build(): ListOrdersQuery {
    return this.query;
  }
  find(): Promise<OrdersPage> {
    return this.run(this.query);
  }
  /**
   * Every order the query selects, page after page of the largest size (an export). Rows added
   * while it walks can shift an offset page: sort by `created:asc` for a stable walk.
   */
  async *all(): AsyncGenerator<OrderView, void, undefined> {
    const { facet: _none, ...query } = this.query;
    let page: OrdersPage | null = await this.run({ ...query, limit: query.limit ?? ORDERS_PAGE_LIMIT });
    while (page) {
      yield* page.items;
      page = page.hasNext() ? await page.next() : null;
    }
  }
}
