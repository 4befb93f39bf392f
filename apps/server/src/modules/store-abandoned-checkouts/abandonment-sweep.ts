import type { Db } from '../../platform/db.ts';
import { isoAt } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { parseMoney } from '../../platform/money/index.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { insertIntoSite } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import type { LoadedCheckout, StoreCartPort } from '../store-cart/index.ts';
import { staleCheckouts } from '../store-cart/index.ts';
import { recoveryUrl, type Snapshot } from './abandoned-checkouts.store.ts';
import { recoveryMessage } from './recovery-mail.ts';

/** A checkout untouched this long is abandoned (the hosted default: one hour). */
export const ABANDON_AFTER_MS = 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Checkouts read per batch, and batches per run: a run stays short; the next goes on. */
const BATCH = 100;
const BATCHES_PER_RUN = 10;
const SWEEP = 'checkouts';

export interface SweepDeps {
  db: Db;
  uow: UnitOfWork;
  cart: StoreCartPort;
  abandonAfterMs: number;
  /** This server's public URL: the recovery email's link goes through its redirect route. */
  publicUrl: string;
}

/**
 * The `store-abandoned-checkouts.sweep` job: walks stale checkouts in (updated date, id) order
 * from where the last run stopped and snapshots each as ABANDONED (one per checkout: a unique
 * index, insert-or-nothing). A checkout touched since comes again later and is skipped then.
 */
export async function sweepAbandonedCheckouts(deps: SweepDeps, nowMs: number): Promise<number> {
  const before = isoAt(nowMs - deps.abandonAfterMs);
  const mark = await deps.db
    .selectFrom('store_abandonment_sweep')
    .select(['updated_date', 'checkout_id'])
    .where('name', '=', SWEEP)
    .executeTakeFirst();
  let after = mark ? { updatedDate: mark.updated_date, id: mark.checkout_id } : null;
  let found = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const stale = await staleCheckouts(deps.db, { before, after, limit: BATCH });
    for (const checkout of stale) {
      if (await abandonOrSkip(deps, checkout.siteId, checkout.id, isoAt(nowMs))) found++;
    }
    if (stale.length === 0) break;
    const last = stale[stale.length - 1]!;
    after = { updatedDate: last.updatedDate, id: last.id };
    await saveMark(deps.db, after);
    if (stale.length < BATCH) break;
  }
  return found;
}

async function saveMark(db: Db, after: { updatedDate: string; id: string }): Promise<void> {
  await db
    .insertInto('store_abandonment_sweep')
    .values({ name: SWEEP, updated_date: after.updatedDate, checkout_id: after.id })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ updated_date: after.updatedDate, checkout_id: after.id }),
    )
    .execute();
}

/**
 * A checkout that cannot be priced any more (a product gone since: store-cart answers 400) is
 * passed over, so one such checkout never stops the sweep behind it.
 */
async function abandonOrSkip(deps: SweepDeps, siteId: string, checkoutId: string, now: string) {
  try {
    return await abandon(deps, siteId, checkoutId, now);
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Snapshots one checkout in its site's unit and queues the buyer's recovery email with it (its
 * activity EMAIL_SENT); false when it is gone, completed or already kept. The email goes only
 * with the insert that won: a racing sweep's insert does nothing (the unique index; on PostgreSQL
 * it waits for the winner's commit), so it sends nothing; the outbox delivers the one message at
 * least once under a stable id.
 */
async function abandon(deps: SweepDeps, siteId: string, checkoutId: string, now: string): Promise<boolean> {
  return deps.uow.run(
    siteId,
    async (unit) => {
      const loaded = await deps.cart.loadCheckout(unit.db, siteId, checkoutId);
      if (!loaded || loaded.row.completed) return false;
      const { row, snapshot } = rowOf(loaded, now);
      const inserted = await insertIntoSite(unit, 'store_abandoned_checkouts', [row])
        .onConflict((oc) => oc.columns(['site_id', 'checkout_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      const message = recoveryMessage(row, snapshot, recoveryUrl(deps.publicUrl, siteId, row.id));
      if (message) await queueMessage(unit, message);
      return true;
    },
    { changes: [] },
  );
}

function rowOf({ row, checkout }: LoadedCheckout, now: string) {
  const currency = checkout.currency;
  const minor = (amount: string | undefined, field: string) =>
    parseMoney(amount ?? '0', currency, field).minor;
  const contact = checkout.billingInfo?.contactDetails;
  const snapshot: Snapshot = {
    buyerInfo: {
      ...(row.subject_role === 'MEMBER' && row.subject_id ? { memberId: row.subject_id } : {}),
      ...(row.subject_role === 'VISITOR' && row.subject_id ? { visitorId: row.subject_id } : {}),
      email: row.email,
    },
    contactDetails: {
      firstName: contact?.firstName ?? null,
      lastName: contact?.lastName ?? null,
      phone: contact?.phone ?? null,
      company: contact?.company ?? null,
    },
    buyerLanguage: row.buyer_language,
    lineItems: checkout.lineItems.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      ...(line.catalogReference ? { catalogReference: line.catalogReference } : {}),
      productName: { original: line.productName.original },
      price: { amount: line.price.amount },
    })),
  };
  const abandoned = {
    id: newId(),
    checkout_id: row.id,
    cart_id: row.cart_id,
    status: 'ABANDONED',
    buyer_email: row.email,
    buyer_member_id: snapshot.buyerInfo?.memberId ?? null,
    buyer_visitor_id: snapshot.buyerInfo?.visitorId ?? null,
    first_name: contact?.firstName ?? null,
    last_name: contact?.lastName ?? null,
    currency,
    subtotal_minor: minor(checkout.priceSummary.subtotal?.amount, 'subtotal'),
    total_minor: minor(checkout.priceSummary.total?.amount, 'total'),
    snapshot: JSON.stringify(snapshot),
    // Every abandoned checkout has an email (the sweep takes no other): its reminder goes with it.
    activities: JSON.stringify(row.email ? [{ type: 'EMAIL_SENT', createdDate: now }] : []),
    recovered_date: null,
    created_date: now,
    updated_date: now,
  };
  return { row: abandoned, snapshot };
}
