import type { OrderTransactions, PriceInput } from '@tessera/contracts/store-payments';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { PaymentsService } from '../../platform/payments/payments.service.ts';
import { ProviderUnavailableError } from '../../platform/payments/provider.ts';
import { positiveMinorOf } from './amounts.ts';
import type { OrderLedger } from './order-ledger.ts';
import { findOrderPayment, movePaymentStatus } from './order-payments.store.ts';
import { paymentTransactionStatus } from './payment-transaction-status.ts';
import type { StoreOrderPaymentRow } from './store-payments.schema.ts';

export const SCHEDULED_ACTION_JOB = 'store-payments.scheduled-action';

type Action = 'CAPTURE' | 'VOID';

/** The collector's refusal, with spec §8's unavailability reason in `data.reason` where one applies. */
const refusal = (code: string, description: string, paymentId: string, reason?: string) =>
  new AppError(
    code === 'PAYMENT_NOT_FOUND' ? 'NOT_FOUND' : code === 'INVALID_AMOUNT' ? 'INVALID' : 'PRECONDITION',
    code,
    description,
    { paymentId, ...(reason ? { reason } : {}) },
  );

/** Capture and void keys: one per payment and action, so a retry, a double click or the scheduled job repeat it, never redo it. */
export const captureKey = (paymentId: string) => `store-capture:${paymentId}`;
export const voidKey = (paymentId: string) => `store-void:${paymentId}`;

/**
 * Capture and void of authorized (delayed-capture) payments, by the owner or by the scheduled
 * action a payment gateway order set. The provider call goes through PaymentsService under a key
 * per payment and action: its operation slot lets only one of a racing capture and void reach
 * the provider, and the payment row then moves AUTHORIZED → APPROVED or VOIDED under the
 * payment table's condition, in a unit with the order locked.
 */
export class AuthorizationsService {
  constructor(
    private readonly ledger: OrderLedger,
    private readonly payments: PaymentsService,
  ) {}

  registerJobs(jobs: Jobs): void {
    jobs.register(SCHEDULED_ACTION_JOB, async (job) => {
      const { paymentId, orderId } = job.payload as { paymentId: string; orderId: string };
      if (!job.siteId) return;
      const row = await findOrderPayment(this.ledger.scope(job.siteId), paymentId);
      if (!row || row.status !== 'AUTHORIZED' || !row.scheduled_action) return; // settled by a call meanwhile
      try {
        await this.settle(job.siteId, orderId, row, row.scheduled_action as Action, undefined, 'SCHEDULED');
      } catch (error) {
        // Someone captured or voided it first: the schedule has nothing left to do.
        if (error instanceof AppError && error.code.startsWith('PAYMENT_ALREADY_')) return;
        throw error;
      }
    });
  }

  async capture(
    caller: Caller,
    orderId: string,
    requests: readonly { paymentId?: string | null; amount?: PriceInput }[],
  ): Promise<{ orderTransactions: OrderTransactions }> {
    const order = await this.ledger.order(this.ledger.scope(caller.siteId), orderId);
    const planned = [];
    for (const [index, request] of requests.entries()) {
      const row = await this.authorized(caller.siteId, orderId, request.paymentId ?? '', 'CAPTURE');
      const amount =
        request.amount === undefined
          ? Number(row.amount_minor)
          : positiveMinorOf(request.amount, order.currency, `payments[${index}].amount`);
      if (amount > Number(row.amount_minor))
        throw refusal('INVALID_AMOUNT', 'amount must not exceed the authorized amount', row.id);
      planned.push({ row, amount });
    }
    for (const { row, amount } of planned) await this.settle(caller.siteId, orderId, row, 'CAPTURE', amount);
    return { orderTransactions: await this.ledger.transactionsOf(this.ledger.scope(caller.siteId), order) };
  }

  async void(
    caller: Pick<Caller, 'siteId'>,
    orderId: string,
    paymentIds: readonly string[],
  ): Promise<{ orderTransactions: OrderTransactions }> {
    const order = await this.ledger.order(this.ledger.scope(caller.siteId), orderId);
    const rows = [];
    for (const id of new Set(paymentIds))
      rows.push(await this.authorized(caller.siteId, orderId, id, 'VOID'));
    for (const row of rows) await this.settle(caller.siteId, orderId, row, 'VOID');
    return { orderTransactions: await this.ledger.transactionsOf(this.ledger.scope(caller.siteId), order) };
  }

  /** The payment, if it is an online authorization of this order still waiting; else the refusal. */
  private async authorized(
    siteId: string,
    orderId: string,
    paymentId: string,
    action: Action,
  ): Promise<StoreOrderPaymentRow> {
    const row = paymentId ? await findOrderPayment(this.ledger.scope(siteId), paymentId) : undefined;
    if (!row || row.order_id !== orderId)
      throw refusal('PAYMENT_NOT_FOUND', `Payment ${paymentId} not found`, paymentId, 'NOT_FOUND');
    if (!row.platform_payment_id || row.kind !== 'REGULAR')
      throw refusal(
        'NOT_REGULAR_ONLINE_PAYMENT',
        'Only a card payment taken online can be captured or voided',
        row.id,
        row.offline === 1 ? 'OFFLINE' : 'NOT_SUPPORTED',
      );
    return this.assertAuthorized(row, action);
  }

  private assertAuthorized(row: StoreOrderPaymentRow, action: Action): StoreOrderPaymentRow {
    if (row.status === 'AUTHORIZED') return row;
    if (row.status === 'VOIDED')
      throw refusal(
        'PAYMENT_ALREADY_VOIDED',
        'The payment is voided already',
        row.id,
        row.void_reason === 'SCHEDULED' ? 'EXPIRED' : undefined,
      );
    if (row.delayed_capture === 1 && row.capture_date)
      throw refusal('PAYMENT_ALREADY_CAPTURED', 'The payment is captured already', row.id);
    throw refusal(
      'PAYMENT_NOT_AUTHORIZED',
      `A ${row.status} payment has no authorization to ${action === 'CAPTURE' ? 'capture' : 'void'}`,
      row.id,
    );
  }

  /** Asks the provider (once per payment and action), then records the move with the order locked. */
  private async settle(
    siteId: string,
    orderId: string,
    row: StoreOrderPaymentRow,
    action: Action,
    amountMinor?: number,
    voidReason: 'MANUAL' | 'SCHEDULED' = 'MANUAL',
  ): Promise<void> {
    const platformId = row.platform_payment_id!;
    try {
      if (action === 'CAPTURE')
        await this.payments.capture(siteId, platformId, {
          idempotencyKey: captureKey(row.id),
          amount: { minor: amountMinor ?? Number(row.amount_minor), currency: row.currency },
        });
      else await this.payments.void(siteId, platformId, { idempotencyKey: voidKey(row.id) });
    } catch (error) {
      throw this.providerRefusal(error, row, action);
    }
    await this.ledger.inOrder(siteId, orderId, async (tx) => {
      const now = this.ledger.now();
      const move = action === 'CAPTURE' ? 'capture' : 'void';
      const moved = await movePaymentStatus(
        tx,
        row.id,
        paymentTransactionStatus.fromStates(move),
        action === 'CAPTURE'
          ? { status: 'APPROVED', captured_minor: amountMinor ?? Number(row.amount_minor), capture_date: now }
          : { status: 'VOIDED', void_date: now, void_reason: voidReason },
        now,
      );
      if (!moved) {
        // A repeat of this same action (same provider key) recorded it first: nothing to add.
        const current = (await findOrderPayment(tx, row.id))!;
        if (current.status !== (action === 'CAPTURE' ? 'APPROVED' : 'VOIDED'))
          this.assertAuthorized(current, action);
        return { result: undefined };
      }
      return {
        result: undefined,
        activity: {
          type: action === 'CAPTURE' ? 'AUTHORIZED_PAYMENT_CAPTURED' : 'AUTHORIZED_PAYMENT_VOIDED',
        },
      };
    });
  }

  /** PaymentsService's refusals in the collector's words (typings' codes, spec §8 reasons). */
  private providerRefusal(error: unknown, row: StoreOrderPaymentRow, action: Action): unknown {
    if (error instanceof ProviderUnavailableError || !(error instanceof AppError)) return error;
    switch (error.code) {
      case 'PAYMENT_OPERATION_IN_PROGRESS':
        return refusal(
          action === 'CAPTURE' ? 'PAYMENT_HAS_PENDING_CAPTURE' : 'PAYMENT_OPERATION_IN_PROGRESS',
          'Another capture or void of this payment is under way',
          row.id,
        );
      case 'ALREADY_CAPTURED':
        return refusal('PAYMENT_ALREADY_CAPTURED', 'The payment is captured already', row.id);
      case 'ALREADY_VOIDED':
        return refusal('PAYMENT_ALREADY_VOIDED', 'The payment is voided already', row.id);
      case 'NOT_AUTHORIZED':
      case 'ALREADY_PENDING':
        return refusal('PAYMENT_NOT_AUTHORIZED', 'The payment is not authorized', row.id);
      case 'IDEMPOTENCY_KEY_REUSED':
        return refusal(
          action === 'CAPTURE' ? 'PAYMENT_ALREADY_CAPTURED' : 'PAYMENT_ALREADY_VOIDED',
          'This payment was already asked to be captured with another amount',
          row.id,
        );
      case 'PAYMENT_NOT_FOUND':
        return refusal(
          'PAYMENT_GATEWAY_ID_NOT_FOUND',
          'The provider has no such payment',
          row.id,
          'NOT_FOUND',
        );
      default:
        // The provider refused (an authorization it let expire, say): its reason travels along.
        return refusal(
          action === 'CAPTURE' ? 'CAPTURE_NOT_AVAILABLE' : 'VOID_NOT_AVAILABLE',
          error.message,
          row.id,
          error.code === 'EXPIRED' ? 'EXPIRED' : 'NOT_SUPPORTED',
        );
    }
  }
}
