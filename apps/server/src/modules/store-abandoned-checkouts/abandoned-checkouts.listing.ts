import { sql, type RawBuilder, type SqlBool } from 'kysely';
import * as iso4217 from 'dinero.js/currencies';
import { AbandonedCheckoutStatuses } from '@tessera/contracts/abandoned-checkouts';
import { currencyExponent, isKnownCurrency } from '../../platform/money/index.ts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import { ABANDONED_COLUMNS, type AbandonedRow } from './abandoned-checkouts.store.ts';

const column = (name: string) => sql.ref(`store_abandoned_checkouts.${name}`);
const lower = (name: string) => sql`LOWER(${column(name)})`;
const lowerCased = (value: string) => value.toLowerCase();

/**
 * `totalPrice.amount` in the currency's major units (a filter says 25.5, the row keeps 2550
 * cents): the minor amount divided by 10^exponent of the row's currency, as one CASE over the
 * currencies whose exponent is not 2.
 */
function majorUnits(minorColumn: string): RawBuilder<unknown> {
  const byExponent = new Map<number, string[]>();
  for (const code of Object.keys(iso4217).filter(isKnownCurrency)) {
    const exponent = currencyExponent(code);
    if (exponent !== 2) byExponent.set(exponent, [...(byExponent.get(exponent) ?? []), code]);
  }
  const cases = [...byExponent].map(
    ([exponent, codes]) =>
      sql`WHEN ${column('currency')} IN (${sql.join(codes.map((c) => sql.lit(c)))}) THEN ${sql.lit(10 ** exponent)}`,
  );
  return sql`(${column(minorColumn)} * 1.0 / CASE ${sql.join(cases, sql` `)} ELSE 100 END)`;
}

/** The ecom listing's fields (QueryAbandonedCheckouts, SearchAbandonedCheckouts). */
const checkoutFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  checkoutId: { kind: 'string', sql: column('checkout_id'), nullable: false },
  cartId: { kind: 'string', sql: column('cart_id') },
  status: { kind: 'enum', values: AbandonedCheckoutStatuses, sql: column('status'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  checkoutRecoveredDate: { kind: 'date', sql: column('recovered_date') },
  'buyerInfo.email': { kind: 'string', sql: lower('buyer_email'), normalize: lowerCased },
  'buyerInfo.memberId': { kind: 'string', sql: column('buyer_member_id') },
  'buyerInfo.visitorId': { kind: 'string', sql: column('buyer_visitor_id') },
  // A member's contact is the member (members' contactId is the member id).
  'buyerInfo.contactId': { kind: 'string', sql: column('buyer_member_id') },
  'contactDetails.firstName': { kind: 'string', sql: column('first_name'), sortable: false },
  'contactDetails.lastName': { kind: 'string', sql: column('last_name'), sortable: false },
  'totalPrice.amount': { kind: 'number', sql: majorUnits('total_minor'), nullable: false },
  'subtotalPrice.amount': { kind: 'number', sql: majorUnits('subtotal_minor'), nullable: false },
};

/**
 * Stores v1's names over the same rows (QueryAbandonedCarts): a cart's `id` is its cart's id (the
 * checkout's when it had none), `abandonTime` when it was found abandoned.
 */
const cartFields: QueryFields = {
  ...checkoutFields,
  id: { kind: 'string', sql: sql`COALESCE(${column('cart_id')}, ${column('checkout_id')})`, nullable: false },
  abandonTime: checkoutFields.createdDate!,
  'buyerInfo.firstName': checkoutFields['contactDetails.firstName']!,
  'buyerInfo.lastName': checkoutFields['contactDetails.lastName']!,
  total: checkoutFields['totalPrice.amount']!,
};

/** What one request adds: the shape asked for, and a search's free text. */
export interface AbandonedListingContext {
  view: 'checkouts' | 'carts';
  /** Free text over the buyer's email and name; words joined by `mode` (OR: any word, AND: every). */
  search: { expression: string; mode: 'OR' | 'AND' } | null;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Words of a search, at most ten (the expression is at most 100 characters). */
const wordsOf = (expression: string) => expression.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);

/** One word found in the buyer's email, first or last name. */
function wordMatches(word: string): RawBuilder<SqlBool> {
  const pattern = `%${likeEscaped(word)}%`;
  const like = (name: string) => sql`${lower(name)} LIKE ${pattern} ESCAPE '\\'`;
  return sql<SqlBool>`(${like('buyer_email')} OR ${like('first_name')} OR ${like('last_name')})`;
}

const searchKey = (ctx: AbandonedListingContext) =>
  ctx.search ? `${ctx.search.mode}\u0000${wordsOf(ctx.search.expression).join(' ')}` : '';

/**
 * QueryAbandonedCheckouts, SearchAbandonedCheckouts and stores v1's QueryAbandonedCarts: a site's
 * abandoned checkouts, newest first; cursor paging up to 100 (v1: offset paging).
 */
export const abandonedCheckoutsListing = defineListing({
  name: 'store-abandoned-checkouts',
  routes: ['queryAbandonedCheckouts', 'searchAbandonedCheckouts', 'queryAbandonedCarts'],
  table: 'store_abandoned_checkouts',
  base: (scope, ctx: AbandonedListingContext) => {
    const all = selectFromSite(scope, 'store_abandoned_checkouts');
    const words = ctx.search ? wordsOf(ctx.search.expression) : [];
    if (words.length === 0) return all;
    const joiner = ctx.search!.mode === 'AND' ? sql` AND ` : sql` OR `;
    return all.where(sql<SqlBool>`(${sql.join(words.map(wordMatches), joiner)})`);
  },
  fields: ({ ctx }) => (ctx.view === 'carts' ? cartFields : checkoutFields),
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'store_abandoned_checkouts.id',
  limits: { default: 50, max: 100 },
  columns: ABANDONED_COLUMNS,
  contextKey: (ctx) => `${ctx.view}\u0000${searchKey(ctx)}`,
  // A cursor serves the search it was made for only.
  cursorScope: (ctx) => `${ctx.view}\u0000${searchKey(ctx)}`,
  // Shaped by the service: the three routes answer three envelopes (and the links need the site).
  shape: (page) => page as unknown as { rows: AbandonedRow[] },
});
