import { sql } from 'kysely';
import { insertIntoSite, selectFromSite, updateSiteTable, type SiteScope } from '../site-scope.ts';
import { PaymentTransitions } from './payment-states.ts';
import type { PaymentOperationsTable, PaymentsTable } from './payments.schema.ts';
import './payments.schema.ts';

export type PaymentRow = PaymentsTable;
export type OperationRow = PaymentOperationsTable;

// Every change of a payment row raises its revision and stamps updated_date.
const touched = (now: string) => ({ updated_date: now, revision: sql<number>`revision + 1` });

export const findPayment = (scope: SiteScope, id: string) =>
  selectFromSite(scope, 'payments').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    PaymentRow | undefined
  >;

export const findPaymentByKey = (scope: SiteScope, key: string) =>
  selectFromSite(scope, 'payments')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst() as Promise<PaymentRow | undefined>;

/** Inserts unless the key is taken (the unique index decides a race); the caller reads the row back. */
export async function insertPaymentOnce(scope: SiteScope, row: Omit<PaymentRow, 'site_id'>): Promise<void> {
  await insertIntoSite(scope, 'payments', [row])
    .onConflict((oc) => oc.columns(['site_id', 'idempotency_key']).doNothing())
    .execute();
}

/** Records the provider's answer to an authorization, once: only a PENDING payment moves. */
export async function settleAuthorization(
  scope: SiteScope,
  id: string,
  change: {
    status: string;
    providerReference: string | null;
    declineReason: string | null;
    capturedMinor: number;
  },
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'payments')
    .set({
      status: change.status,
      provider_reference: change.providerReference,
      decline_reason: change.declineReason,
      captured_minor: change.capturedMinor,
      ...touched(now),
    })
    .where('id', '=', id)
    .where('status', 'in', PaymentTransitions.authorize.from)
    .execute();
}

/** Keeps the provider's reference of a payment still PENDING (a slow one) so a later check can ask about it. */
export async function notePendingReference(scope: SiteScope, id: string, reference: string, now: string) {
  await updateSiteTable(scope, 'payments')
    .set({ provider_reference: reference, ...touched(now) })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

export const findOperationByKey = (scope: SiteScope, key: string) =>
  selectFromSite(scope, 'payment_operations')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst() as Promise<OperationRow | undefined>;

export async function insertOperationOnce(
  scope: SiteScope,
  row: Omit<OperationRow, 'site_id'>,
): Promise<void> {
  await insertIntoSite(scope, 'payment_operations', [row])
    .onConflict((oc) => oc.columns(['site_id', 'idempotency_key']).doNothing())
    .execute();
}

/** Moves an operation out of a status it is in; false when another call moved it first. */
export async function moveOperation(
  scope: SiteScope,
  id: string,
  from: string,
  change: { status: string; providerReference?: string; failureReason?: string },
  now: string,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'payment_operations')
    .set({
      status: change.status,
      provider_reference: change.providerReference ?? null,
      failure_reason: change.failureReason ?? null,
      updated_date: now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the payment's one slot for a capture or void: held by `operationId` until it ends. A
 * repeat of the same operation finds the slot its own.
 */
export async function claimForOperation(
  scope: SiteScope,
  paymentId: string,
  operationId: string,
  now: string,
) {
  const result = await updateSiteTable(scope, 'payments')
    .set({ pending_operation: operationId, ...touched(now) })
    .where('id', '=', paymentId)
    .where('status', 'in', PaymentTransitions.capture.from)
    .where((eb) => eb.or([eb('pending_operation', 'is', null), eb('pending_operation', '=', operationId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishClaimedOperation(
  scope: SiteScope,
  paymentId: string,
  operationId: string,
  change: { status?: string; capturedMinor?: number },
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'payments')
    .set({
      pending_operation: null,
      ...(change.status ? { status: change.status } : {}),
      ...(change.capturedMinor !== undefined ? { captured_minor: change.capturedMinor } : {}),
      ...touched(now),
    })
    .where('id', '=', paymentId)
    .where('pending_operation', '=', operationId)
    .execute();
}

/**
 * Sets aside `minor` for a refund, in one conditional statement: only from a refundable status
 * and only while refunded + refunds in flight + this one stay within what was captured. Two
 * refunds at the same moment on any number of processes cannot together pass the captured amount.
 */
export async function reserveRefund(
  scope: SiteScope,
  paymentId: string,
  minor: number,
  now: string,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'payments')
    .set({ refund_pending_minor: sql`refund_pending_minor + ${minor}`, ...touched(now) })
    .where('id', '=', paymentId)
    .where('status', 'in', PaymentTransitions.refund.from)
    .where(sql<boolean>`refunded_minor + refund_pending_minor + ${minor} <= captured_minor`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reserved refund the provider made: counted as refunded, the status follows the amounts. */
export async function completeRefund(
  scope: SiteScope,
  paymentId: string,
  minor: number,
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'payments')
    .set({
      refund_pending_minor: sql`refund_pending_minor - ${minor}`,
      refunded_minor: sql`refunded_minor + ${minor}`,
      status: sql<string>`CASE WHEN refunded_minor + ${minor} >= captured_minor THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
      ...touched(now),
    })
    .where('id', '=', paymentId)
    .execute();
}

/** A reserved refund the provider refused: the amount may be refunded again. */
export async function releaseRefund(
  scope: SiteScope,
  paymentId: string,
  minor: number,
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'payments')
    .set({ refund_pending_minor: sql`refund_pending_minor - ${minor}`, ...touched(now) })
    .where('id', '=', paymentId)
    .execute();
}
