import { createHash } from 'node:crypto';
import { AppError, notFound, validationError, violation } from '../errors.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { newId } from '../ids.ts';
import { money, type Money } from '../money/index.ts';
import { selectFromSite, siteScope, type SiteScope } from '../site-scope.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { PaymentStatus } from './payment-states.ts';
import {
  claimForOperation,
  completeRefund,
  findOperationByKey,
  findPayment,
  findPaymentByKey,
  finishClaimedOperation,
  insertOperationOnce,
  insertPaymentOnce,
  moveOperation,
  notePendingReference,
  releaseRefund,
  reserveRefund,
  settleAuthorization,
  type OperationRow,
  type PaymentRow,
} from './payments.store.ts';
import { WebhookVerificationError, type AuthorizationOutcome, type PaymentProvider } from './provider.ts';

/** A payment as checkout sees it. */
export interface Payment {
  id: string;
  status: PaymentStatus;
  amount: Money;
  captured: Money;
  refunded: Money;
  /** Refunds asked of the provider and not yet answered. */
  refundPending: Money;
  provider: string;
  providerReference: string | null;
  declineReason: string | null;
  reference: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface AuthorizeInput {
  idempotencyKey: string;
  amount: Money;
  /** The payment method token. */
  source: string;
  /** Provider id; the only provider when omitted. */
  provider?: string;
  /** Capture at once (default) or only authorize (delayed capture). */
  capture?: boolean;
  reference?: string;
}

type OperationKind = 'CAPTURE' | 'VOID' | 'REFUND';

/**
 * Payments of both checkouts. Every call takes the caller's idempotency key: the first call
 * records what it asks in the database before it asks the provider, so a repeat (after a
 * timeout, a crash, a double click) finds the record and either returns its result or finishes
 * it with the same provider key — the provider sees one request, money moves once. Status
 * changes are conditional statements (payment-states.ts), so they hold across processes.
 */
export class PaymentsService {
  private readonly providers = new Map<string, PaymentProvider>();
  private readonly settledListeners: ((siteId: string, payment: Payment) => Promise<void>)[] = [];

  /**
   * The port for a payment settled after the call that started it (a slow payment finished by
   * the provider's webhook or a `refresh`): checkout modules move their order then. Called after
   * the payment's own commit, on every webhook or refresh of a settled payment, so a listener
   * must be idempotent (act only on its order while the order still waits).
   */
  onSettled(listener: (siteId: string, payment: Payment) => Promise<void>): void {
    this.settledListeners.push(listener);
  }

  private async announceSettled(siteId: string, payment: Payment): Promise<Payment> {
    if (payment.status !== 'PENDING')
      for (const listener of this.settledListeners) await listener(siteId, payment);
    return payment;
  }

  constructor(
    private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock; providers: readonly PaymentProvider[] },
  ) {
    for (const provider of deps.providers) this.providers.set(provider.id, provider);
  }

  async get(siteId: string, paymentId: string): Promise<Payment> {
    return toPayment(await this.row(siteScope(this.deps.db, siteId), paymentId));
  }

  async authorize(siteId: string, input: AuthorizeInput): Promise<Payment> {
    const key = checkKey(input.idempotencyKey);
    const provider = this.provider(input.provider);
    if (typeof input.source !== 'string' || input.source.length === 0 || input.source.length > 200)
      throw validationError([violation('source', 'source must be a payment method token', 'FORMAT')]);
    if (input.amount.minor <= 0)
      throw validationError([violation('amount', 'amount must be positive', 'MIN')]);
    if (
      input.reference !== undefined &&
      (typeof input.reference !== 'string' || input.reference.length > 200)
    )
      throw validationError([
        violation('reference', 'reference must be text of at most 200 characters', 'MAX_LENGTH'),
      ]);
    const capture = input.capture ?? true;
    const digest = digestOf([
      provider.id,
      input.source,
      input.amount.currency,
      input.amount.minor,
      capture,
      input.reference ?? null,
    ]);
    const scope = siteScope(this.deps.db, siteId);
    const now = this.now();
    await insertPaymentOnce(scope, {
      id: newId(),
      idempotency_key: key,
      request_digest: digest,
      provider: provider.id,
      source: input.source,
      reference: input.reference ?? null,
      currency: input.amount.currency,
      amount_minor: input.amount.minor,
      captured_minor: 0,
      refunded_minor: 0,
      refund_pending_minor: 0,
      auto_capture: capture ? 1 : 0,
      status: 'PENDING',
      provider_reference: null,
      decline_reason: null,
      pending_operation: null,
      revision: 1,
      created_date: now,
      updated_date: now,
    });
    const row = (await findPaymentByKey(scope, key))!;
    if (row.request_digest !== digest) throw keyReused();
    return this.finishAuthorization(scope, row);
  }

  /** Asks the provider again about a PENDING payment (a slow one, or one a crash left unanswered). */
  async refresh(siteId: string, paymentId: string): Promise<Payment> {
    const scope = siteScope(this.deps.db, siteId);
    return this.announceSettled(
      siteId,
      await this.finishAuthorization(scope, await this.row(scope, paymentId)),
    );
  }

  async capture(
    siteId: string,
    paymentId: string,
    input: { idempotencyKey: string; amount?: Money },
  ): Promise<Payment> {
    const scope = siteScope(this.deps.db, siteId);
    const payment = await this.row(scope, paymentId);
    const amount = input.amount ?? money(Number(payment.amount_minor), payment.currency);
    checkOperationAmount(payment, amount, 'amount must not exceed the authorized amount');
    return this.claimedOperation(scope, payment, 'CAPTURE', checkKey(input.idempotencyKey), amount);
  }

  async void(siteId: string, paymentId: string, input: { idempotencyKey: string }): Promise<Payment> {
    const scope = siteScope(this.deps.db, siteId);
    const payment = await this.row(scope, paymentId);
    return this.claimedOperation(
      scope,
      payment,
      'VOID',
      checkKey(input.idempotencyKey),
      money(0, payment.currency),
    );
  }

  async refund(
    siteId: string,
    paymentId: string,
    input: { idempotencyKey: string; amount: Money },
  ): Promise<Payment> {
    const key = checkKey(input.idempotencyKey);
    const scope = siteScope(this.deps.db, siteId);
    const payment = await this.row(scope, paymentId);
    checkOperationAmount(payment, input.amount, 'amount must not exceed the amount paid');
    const operation = await this.operation(scope, payment, 'REFUND', key, input.amount);
    if (operation.status === 'NEW') {
      const refusal = await this.deps.uow.run(
        scope.siteId,
        async (tx) => {
          if (!(await moveOperation(tx, operation.id, 'NEW', { status: 'PROCESSING' }, this.now())))
            return undefined;
          if (await reserveRefund(tx, payment.id, input.amount.minor, this.now())) return undefined;
          return refundRefusal(await this.row(tx, payment.id), input.amount.minor);
        },
        { changes: ['payments'] },
      );
      if (refusal) {
        await moveOperation(
          scope,
          operation.id,
          'NEW',
          { status: 'FAILED', failureReason: refusal },
          this.now(),
        );
        throw operationError('REFUND', refusal);
      }
    }
    return this.runOperation(scope, payment, await this.operationById(scope, key));
  }

  /** A provider's webhook: verified, then applied like a `refresh`. Unknown payments are ignored. */
  async handleWebhook(
    providerId: string,
    request: { headers: Readonly<Record<string, string | string[] | undefined>>; rawBody: string },
  ): Promise<Payment | undefined> {
    const provider = this.providers.get(providerId);
    if (!provider) throw notFound('PAYMENT_PROVIDER_NOT_FOUND', 'No such payment provider');
    let notice;
    try {
      notice = provider.parseWebhook(request);
    } catch (error) {
      if (error instanceof WebhookVerificationError)
        throw new AppError('INVALID', 'INVALID_WEBHOOK_SIGNATURE', error.message);
      throw error;
    }
    const scope = siteScope(this.deps.db, notice.siteId);
    const row = (await selectFromSite(scope, 'payments')
      .selectAll()
      .where('provider', '=', provider.id)
      .where('provider_reference', '=', notice.providerReference)
      .executeTakeFirst()) as PaymentRow | undefined;
    if (!row) return undefined;
    await this.applyAuthorization(scope, row, notice.outcome);
    return this.announceSettled(notice.siteId, toPayment(await this.row(scope, row.id)));
  }

  private async finishAuthorization(scope: SiteScope, row: PaymentRow): Promise<Payment> {
    if (row.status !== 'PENDING') return toPayment(row);
    const provider = this.provider(row.provider);
    const amount = money(Number(row.amount_minor), row.currency);
    // A payment the provider already knows is asked about by reference; one it may never have
    // seen (a crash before the answer) is asked again under the same provider key.
    const outcome = row.provider_reference
      ? await provider.status({ siteId: scope.siteId, providerReference: row.provider_reference })
      : await provider.authorize({
          siteId: scope.siteId,
          idempotencyKey: `pay:${row.id}`,
          amount,
          source: row.source,
          capture: row.auto_capture === 1,
        });
    await this.applyAuthorization(scope, row, outcome);
    return toPayment(await this.row(scope, row.id));
  }

  private async applyAuthorization(
    scope: SiteScope,
    row: PaymentRow,
    outcome: AuthorizationOutcome,
  ): Promise<void> {
    const now = this.now();
    if (outcome.status === 'PENDING') {
      await notePendingReference(scope, row.id, outcome.providerReference, now);
      return;
    }
    await settleAuthorization(
      scope,
      row.id,
      {
        status: outcome.status,
        providerReference: outcome.providerReference,
        declineReason: outcome.status === 'DECLINED' ? outcome.reason : null,
        capturedMinor: outcome.status === 'CAPTURED' ? Number(row.amount_minor) : 0,
      },
      now,
    );
  }

  /** Capture and void: one at a time per payment, holding the payment's operation slot. */
  private async claimedOperation(
    scope: SiteScope,
    payment: PaymentRow,
    kind: 'CAPTURE' | 'VOID',
    key: string,
    amount: Money,
  ): Promise<Payment> {
    const operation = await this.operation(scope, payment, kind, key, amount);
    if (operation.status === 'NEW') {
      const claimed = await this.deps.uow.run(
        scope.siteId,
        async (tx) => {
          const now = this.now();
          if (!(await claimForOperation(tx, payment.id, operation.id, now))) return false;
          await moveOperation(tx, operation.id, 'NEW', { status: 'PROCESSING' }, now);
          return true;
        },
        { changes: ['payments'] },
      );
      if (!claimed) {
        // A repeat of this key that started meanwhile answers as that one does.
        const repeated = await this.operationById(scope, key);
        if (repeated.status !== 'NEW') return this.runOperation(scope, payment, repeated);
        const current = await this.row(scope, payment.id);
        if (current.pending_operation && current.pending_operation !== operation.id)
          throw new AppError(
            'CONFLICT',
            'PAYMENT_OPERATION_IN_PROGRESS',
            'Another capture or void of this payment is under way',
          );
        const reason = current.status === 'PENDING' ? 'NOT_AUTHORIZED' : `ALREADY_${current.status}`;
        await moveOperation(
          scope,
          operation.id,
          'NEW',
          { status: 'FAILED', failureReason: reason },
          this.now(),
        );
        throw operationError(kind, reason);
      }
    }
    return this.runOperation(scope, payment, await this.operationById(scope, key));
  }

  /** Asks the provider (again, with the same key) and records its answer once. */
  private async runOperation(
    scope: SiteScope,
    payment: PaymentRow,
    operation: OperationRow,
  ): Promise<Payment> {
    if (operation.status === 'FAILED')
      throw operationError(operation.kind as OperationKind, operation.failure_reason ?? 'FAILED');
    if (operation.status === 'SUCCEEDED') return toPayment(await this.row(scope, payment.id));
    const provider = this.provider(payment.provider);
    const kind = operation.kind as OperationKind;
    const amount = money(Number(operation.amount_minor), payment.currency);
    const call = {
      siteId: scope.siteId,
      idempotencyKey: `op:${operation.id}`,
      providerReference: payment.provider_reference ?? '',
    };
    const outcome =
      kind === 'CAPTURE'
        ? await provider.capture({ ...call, amount })
        : kind === 'VOID'
          ? await provider.void(call)
          : await provider.refund({ ...call, amount });
    await this.deps.uow.run(
      scope.siteId,
      async (tx) => {
        const now = this.now();
        const succeeded = outcome.status === 'SUCCEEDED';
        const moved = await moveOperation(
          tx,
          operation.id,
          'PROCESSING',
          succeeded
            ? { status: 'SUCCEEDED', providerReference: outcome.providerReference }
            : { status: 'FAILED', failureReason: outcome.reason },
          now,
        );
        if (!moved) return; // a concurrent repeat of this operation recorded it
        if (kind === 'REFUND') {
          if (succeeded) await completeRefund(tx, payment.id, amount.minor, now);
          else await releaseRefund(tx, payment.id, amount.minor, now);
        } else {
          await finishClaimedOperation(
            tx,
            payment.id,
            operation.id,
            succeeded
              ? {
                  status: kind === 'CAPTURE' ? 'CAPTURED' : 'VOIDED',
                  capturedMinor: kind === 'CAPTURE' ? amount.minor : undefined,
                }
              : {},
            now,
          );
        }
      },
      { changes: ['payments'] },
    );
    if (outcome.status === 'FAILED') throw operationError(kind, outcome.reason);
    return toPayment(await this.row(scope, payment.id));
  }

  /** The operation recorded under `key`, created now if new; a key names one request only. */
  private async operation(
    scope: SiteScope,
    payment: PaymentRow,
    kind: OperationKind,
    key: string,
    amount: Money,
  ): Promise<OperationRow> {
    const now = this.now();
    await insertOperationOnce(scope, {
      id: newId(),
      payment_id: payment.id,
      idempotency_key: key,
      kind,
      amount_minor: amount.minor,
      status: 'NEW',
      provider_reference: null,
      failure_reason: null,
      created_date: now,
      updated_date: now,
    });
    const operation = await this.operationById(scope, key);
    if (
      operation.payment_id !== payment.id ||
      operation.kind !== kind ||
      Number(operation.amount_minor) !== amount.minor
    )
      throw keyReused();
    return operation;
  }

  private async operationById(scope: SiteScope, key: string): Promise<OperationRow> {
    return (await findOperationByKey(scope, key))!;
  }

  private async row(scope: SiteScope, paymentId: string): Promise<PaymentRow> {
    const row = typeof paymentId === 'string' ? await findPayment(scope, paymentId) : undefined;
    if (!row) throw notFound('PAYMENT_NOT_FOUND', 'Payment not found');
    return row;
  }

  private provider(id: string | undefined): PaymentProvider {
    const provider =
      id === undefined && this.providers.size === 1
        ? [...this.providers.values()][0]
        : this.providers.get(id ?? '');
    if (!provider)
      throw validationError([
        violation('provider', 'provider is not a configured payment provider', 'VALIDATION'),
      ]);
    return provider;
  }

  private now(): string {
    return isoAt(this.deps.clock.now());
  }
}

function toPayment(row: PaymentRow): Payment {
  const of = (minor: number | string) => money(Number(minor), row.currency);
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amount: of(row.amount_minor),
    captured: of(row.captured_minor),
    refunded: of(row.refunded_minor),
    refundPending: of(row.refund_pending_minor),
    provider: row.provider,
    providerReference: row.provider_reference,
    declineReason: row.decline_reason,
    reference: row.reference,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
}

function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 200)
    throw validationError([
      violation('idempotencyKey', 'idempotencyKey must be 1 to 200 characters', 'FORMAT'),
    ]);
  return key;
}

function checkOperationAmount(payment: PaymentRow, amount: Money, tooMuch: string): void {
  if (amount.currency !== payment.currency)
    throw validationError([
      violation('amount.currency', `amount must be in ${payment.currency}`, 'VALIDATION'),
    ]);
  if (amount.minor <= 0) throw validationError([violation('amount', 'amount must be positive', 'MIN')]);
  if (amount.minor > Number(payment.amount_minor))
    throw validationError([violation('amount', tooMuch, 'MAX')]);
}

/** Why a refund could not be set aside (spec §8 refund unavailability where it has a name). */
function refundRefusal(payment: PaymentRow, minor: number): string {
  if (payment.status === 'REFUNDED') return 'ALREADY_REFUNDED';
  if (payment.status !== 'CAPTURED' && payment.status !== 'PARTIALLY_REFUNDED') return 'NOT_PAID';
  const left =
    Number(payment.captured_minor) - Number(payment.refunded_minor) - Number(payment.refund_pending_minor);
  return left <= 0 && Number(payment.refund_pending_minor) > 0
    ? 'PENDING_REFUND'
    : minor > left
      ? 'EXCEEDS_REFUNDABLE'
      : 'NOT_PAID';
}

function operationError(kind: OperationKind, reason: string): AppError {
  return new AppError(
    'CONFLICT',
    reason,
    `The payment cannot be ${kind === 'CAPTURE' ? 'captured' : kind === 'VOID' ? 'voided' : 'refunded'}: ${reason}`,
    {
      reason,
    },
  );
}

const keyReused = () =>
  new AppError('INVALID', 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different request');

const digestOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
