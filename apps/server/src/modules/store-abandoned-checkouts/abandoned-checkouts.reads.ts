import type { QueryV2 } from '@tessera/contracts';
import type { InputOf } from '@tessera/contracts/routes/index';
import type { abandonedCheckoutsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { openListing } from '../../platform/query/listing.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
import { toCartWire, v1Query } from './abandoned-carts.wire.ts';
import { abandonedCheckoutsListing, type AbandonedListingContext } from './abandoned-checkouts.listing.ts';
import { ABANDONED_COLUMNS, recoveryUrl, toWire, type AbandonedRow } from './abandoned-checkouts.store.ts';

/** The owner's lists of abandoned checkouts: ecom query and search, stores v1's carts. */
export class AbandonedCheckoutsReads {
  private readonly listing;

  constructor(private readonly deps: { db: Db; now: () => string; publicUrl: string }) {
    this.listing = openListing(abandonedCheckoutsListing, {
      db: deps.db,
      cursorSecret: siteCursorSecrets(deps.db),
    });
  }

  private async page(caller: Caller, ctx: AbandonedListingContext, request: QueryV2) {
    const page = await this.listing.page(caller.siteId, ctx, request, this.deps.now());
    return { rows: page.rows as AbandonedRow[], metadata: page.pagingMetadata };
  }

  private wire = (caller: Caller, rows: AbandonedRow[]) =>
    rows.map((row) => toWire(row, recoveryUrl(this.deps.publicUrl, caller.siteId, row.id)));

  async query(caller: Caller, input: InputOf<typeof R.queryAbandonedCheckouts>) {
    const { fields: _fields, fieldsets: _fieldsets, ...query } = input.query ?? {};
    const { rows, metadata } = await this.page(
      caller,
      { view: 'checkouts', search: null },
      { ...query, cursorPaging: query.cursorPaging ?? {} },
    );
    return { abandonedCheckouts: this.wire(caller, rows), metadata };
  }

  async search(caller: Caller, input: InputOf<typeof R.searchAbandonedCheckouts>) {
    const { search: text, ...query } = input.search ?? {};
    const expression = text?.expression?.trim();
    const { rows, metadata } = await this.page(
      caller,
      { view: 'checkouts', search: expression ? { expression, mode: text?.mode ?? 'OR' } : null },
      { ...query, cursorPaging: query.cursorPaging ?? {} },
    );
    return { abandonedCheckouts: this.wire(caller, rows), pagingMetadata: metadata };
  }

  async queryCarts(caller: Caller, input: InputOf<typeof R.queryAbandonedCarts>) {
    const { rows, metadata } = await this.page(
      caller,
      { view: 'carts', search: null },
      v1Query(input.query ?? {}),
    );
    return { abandonedCarts: rows.map(toCartWire), totalResults: metadata.total ?? rows.length };
  }

  /** By its v1 id: the cart's id (or the checkout's, for a checkout made without a cart). */
  async getCart(caller: Caller, id: string) {
    // A cart checked out twice and left both times: its newest.
    const rows = await selectFromSite(siteScope(this.deps.db, caller.siteId), 'store_abandoned_checkouts')
      .select(ABANDONED_COLUMNS)
      .where((eb) => eb.or([eb('cart_id', '=', id), eb('checkout_id', '=', id)]))
      .orderBy('created_date', 'desc')
      .limit(1)
      .execute();
    const row = rows[0];
    if (!row) throw notFound('ABANDONED_CART_NOT_FOUND', 'Abandoned cart not found');
    return { abandonedCart: toCartWire(row) };
  }
}
