import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { keptStatement } from '../../platform/kept-statement.ts';
import type { StoreCartLinesTable, StoreCartsTable, StoreCheckoutsTable } from './store-cart.schema.ts';

// Rows of carts, checkouts and their lines. Every write of a cart or a checkout raises its revision.

export type CartRow = StoreCartsTable;
export type CheckoutRow = StoreCheckoutsTable;
export type LineRow = StoreCartLinesTable;
export interface Subject {
  readonly role: string;
  readonly id: string;
}

export const findCartOf = async (scope: SiteScope, subject: Subject): Promise<CartRow | undefined> =>
  (await cartOfStatement(scope.db, { siteId: scope.siteId, role: subject.role, id: subject.id })).rows[0] as
    CartRow | undefined;

const cartOfStatement = keptStatement((db, a: { siteId: string; role: string; id: string }) =>
  selectFromSite(siteScope(db, a.siteId), 'store_carts')
    .selectAll()
    .where('subject_role', '=', a.role)
    .where('subject_id', '=', a.id),
);

/** The caller's cart, locked for the unit's change (none: undefined). */
export const lockCartOf = (unit: SiteTx, subject: Subject): Promise<CartRow | undefined> =>
  unit
    .forUpdate(
      selectFromSite(unit, 'store_carts')
        .selectAll()
        .where('subject_role', '=', subject.role)
        .where('subject_id', '=', subject.id),
    )
    .executeTakeFirst() as Promise<CartRow | undefined>;

export const findCartById = (scope: SiteScope, id: string): Promise<CartRow | undefined> =>
  selectFromSite(scope, 'store_carts').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    CartRow | undefined
  >;

/**
 * Inserts the subject's cart and answers it; a concurrent first call that inserted it first wins
 * (unique index): then nothing is inserted, undefined is answered and the caller locks the one
 * that exists. The row inserted is the unit's own (locked until the commit on PostgreSQL).
 */
export async function insertCart(
  unit: SiteTx,
  row: Omit<Insertable<CartRow>, 'site_id'>,
): Promise<CartRow | undefined> {
  const { rows } = await insertCartRow(unit.db, { ...row, site_id: unit.siteId });
  return rows[0] as CartRow | undefined;
}

// DO NOTHING rather than catching the violation: a failed statement aborts a PostgreSQL transaction.
const insertCartRow = keptStatement((db, row: Insertable<CartRow>) =>
  db
    .insertInto('store_carts')
    .values(row)
    .onConflict((oc) => oc.columns(['site_id', 'subject_role', 'subject_id']).doNothing())
    .returningAll(),
);

/** `raise: false` for a cart inserted in the same unit (already at the change's revision). */
export async function updateCart(
  unit: SiteTx,
  id: string,
  changes: Partial<CartRow>,
  now: string,
  raise = true,
): Promise<void> {
  await updateSiteTable(unit, 'store_carts')
    .set((eb) => ({ ...changes, updated_date: now, revision: eb('revision', '+', raise ? 1 : 0) }) as never)
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the cart a checkout was made from, unless the cart made a newer checkout since (its
 * `checkout_id` moved on): one conditional delete, its lines only when it went.
 */
export async function deleteCartOfCheckout(unit: SiteTx, cartId: string, checkoutId: string): Promise<void> {
  const gone = await deleteCartIfAt(unit.db, { siteId: unit.siteId, cartId, checkoutId });
  if (Number(gone.numAffectedRows ?? 0) > 0)
    await deleteLinesOf(unit.db, { siteId: unit.siteId, parentId: cartId });
}

// Both run at every order: built and compiled once (platform/kept-statement.ts).
const deleteCartIfAt = keptStatement((db, a: { siteId: string; cartId: string; checkoutId: string }) =>
  deleteFromSite(siteScope(db, a.siteId), 'store_carts')
    .where('id', '=', a.cartId)
    .where('checkout_id', '=', a.checkoutId),
);
const deleteLinesOf = keptStatement((db, a: { siteId: string; parentId: string }) =>
  deleteFromSite(siteScope(db, a.siteId), 'store_cart_lines').where('parent_id', '=', a.parentId),
);

/** Points the cart at its newest checkout (create-checkout, every purchase): a kept statement. */
export async function setCartCheckout(
  unit: SiteTx,
  id: string,
  checkoutId: string,
  now: string,
): Promise<void> {
  await setCartCheckoutStatement(unit.db, { siteId: unit.siteId, id, checkoutId, now });
}

const setCartCheckoutStatement = keptStatement(
  (db, a: { siteId: string; id: string; checkoutId: string; now: string }) =>
    updateSiteTable(siteScope(db, a.siteId), 'store_carts')
      .set((eb) => ({ checkout_id: a.checkoutId, updated_date: a.now, revision: eb('revision', '+', 1) }))
      .where('id', '=', a.id),
);

export async function deleteCart(unit: SiteTx, id: string): Promise<void> {
  await deleteFromSite(unit, 'store_cart_lines').where('parent_id', '=', id).execute();
  await deleteFromSite(unit, 'store_carts').where('id', '=', id).execute();
}

export const findCheckout = async (scope: SiteScope, id: string): Promise<CheckoutRow | undefined> =>
  (await checkoutStatement(scope.db, { siteId: scope.siteId, id })).rows[0] as CheckoutRow | undefined;

const checkoutStatement = keptStatement((db, a: { siteId: string; id: string }) =>
  selectFromSite(siteScope(db, a.siteId), 'store_checkouts').selectAll().where('id', '=', a.id),
);

export const lockCheckout = (unit: SiteTx, id: string): Promise<CheckoutRow | undefined> =>
  unit
    .forUpdate(selectFromSite(unit, 'store_checkouts').selectAll().where('id', '=', id))
    .executeTakeFirst() as Promise<CheckoutRow | undefined>;

export const latestCheckoutOfCart = (scope: SiteScope, cartId: string): Promise<CheckoutRow | undefined> =>
  selectFromSite(scope, 'store_checkouts')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('created_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<CheckoutRow | undefined>;

export async function insertCheckout(
  unit: SiteTx,
  row: Omit<Insertable<CheckoutRow>, 'site_id'>,
): Promise<void> {
  await insertCheckoutRow(unit.db, { ...row, site_id: unit.siteId });
}

const insertCheckoutRow = keptStatement((db, row: Insertable<CheckoutRow>) =>
  db.insertInto('store_checkouts').values(row),
);

export async function updateCheckout(
  unit: SiteTx,
  id: string,
  changes: Partial<CheckoutRow>,
  now: string,
): Promise<void> {
  await updateSiteTable(unit, 'store_checkouts')
    .set((eb) => ({ ...changes, updated_date: now, revision: eb('revision', '+', 1) }) as never)
    .where('id', '=', id)
    .execute();
}

/**
 * Completes a checkout once: a conditional update (`completed = 0`), so two order attempts on any
 * number of processes complete it at most once. False when it was already completed (or is gone).
 */
export async function completeCheckoutRow(
  unit: SiteTx,
  id: string,
  orderId: string | null,
  now: string,
): Promise<boolean> {
  const { numAffectedRows } = await completeStatement(unit.db, { orderId, now, siteId: unit.siteId, id });
  return Number(numAffectedRows) === 1;
}

const completeStatement = keptStatement(
  (db, a: { orderId: string | null; now: string; siteId: string; id: string }) =>
    updateSiteTable(siteScope(db, a.siteId), 'store_checkouts')
      .set(
        (eb) =>
          ({
            completed: 1,
            order_id: a.orderId,
            updated_date: a.now,
            revision: eb('revision', '+', 1),
          }) as never,
      )
      .where('id', '=', a.id)
      .where('completed', '=', 0),
);

export const linesOf = async (scope: SiteScope, parentId: string): Promise<LineRow[]> =>
  (await linesStatement(scope.db, { siteId: scope.siteId, parentId })).rows as LineRow[];

const linesStatement = keptStatement((db, a: { siteId: string; parentId: string }) =>
  selectFromSite(siteScope(db, a.siteId), 'store_cart_lines')
    .selectAll()
    .where('parent_id', '=', a.parentId)
    .orderBy('position'),
);

/**
 * Replaces the lines of a cart or checkout with `lines` (in their order). `hadLines: false` (a
 * cart or checkout made in this unit) skips deleting what cannot be there.
 */
export async function writeLines(
  unit: SiteTx,
  parentId: string,
  lines: readonly Omit<LineRow, 'site_id'>[],
  hadLines = true,
) {
  if (hadLines) await deleteFromSite(unit, 'store_cart_lines').where('parent_id', '=', parentId).execute();
  // One line (a cart of one item, the common case): the kept statement.
  if (lines.length === 1) return void (await insertLineRow(unit.db, { ...lines[0], site_id: unit.siteId }));
  // Bounded per statement: SQLite takes at most 32,766 parameters.
  for (let i = 0; i < lines.length; i += 200) {
    await insertIntoSite(unit, 'store_cart_lines', lines.slice(i, i + 200)).execute();
  }
}

const insertLineRow = keptStatement((db, row: LineRow) => db.insertInto('store_cart_lines').values(row));

/** The subjects a checkout belongs to: who made it, and the visitor whose cart it came from. */
export async function subjectsOfCheckout(db: Executor, siteId: string, id: string) {
  const row = (await checkoutSubjects(db, { siteId, id })).rows[0];
  return row ? subjectsOfRow(row) : [];
}

const checkoutSubjects = keptStatement((db, a: { siteId: string; id: string }) =>
  selectFromSite(siteScope(db, a.siteId), 'store_checkouts')
    .select(['subject_role', 'subject_id', 'merged_visitor_id'])
    .where('id', '=', a.id),
);

export async function subjectsOfCart(db: Executor, siteId: string, id: string) {
  const row = await selectFromSite(siteScope(db, siteId), 'store_carts')
    .select(['subject_role', 'subject_id', 'merged_visitor_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? subjectsOfRow(row) : [];
}

function subjectsOfRow(row: {
  subject_role: string;
  subject_id: string | null;
  merged_visitor_id: string | null;
}) {
  const subjects: { role: 'VISITOR' | 'MEMBER'; id: string }[] = [];
  if ((row.subject_role === 'VISITOR' || row.subject_role === 'MEMBER') && row.subject_id)
    subjects.push({ role: row.subject_role, id: row.subject_id });
  if (row.merged_visitor_id) subjects.push({ role: 'VISITOR', id: row.merged_visitor_id });
  return subjects;
}
