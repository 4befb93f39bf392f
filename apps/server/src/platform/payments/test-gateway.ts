import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { isoAt } from '../clock.ts';
import type { Db } from '../db.ts';
import { newId, randomSecret } from '../ids.ts';
import { money, type Money } from '../money/index.ts';
import {
  ProviderUnavailableError,
  WebhookVerificationError,
  type AuthorizationOutcome,
  type AuthorizeRequest,
  type OperationOutcome,
  type PaymentProvider,
  type ProviderCall,
  type WebhookNotice,
} from './provider.ts';
import type { TestGatewayTransactionsTable } from './payments.schema.ts';

/**
 * Card tokens of the built-in test gateway (documented in the README). Any other token is
 * declined with INVALID_SOURCE.
 */
export const TestCardTokens = {
  /** Approved: captured at once when asked, else authorized. */
  APPROVE: 'tok_approve',
  /** Declined by the "bank" (CARD_DECLINED). */
  DECLINE: 'tok_decline',
  /** Authorized only, even when an immediate capture was asked: capture it later. */
  AUTHORIZE_ONLY: 'tok_authorize_only',
  /** The gateway is unreachable: every authorization fails with the retryable PROVIDER_IS_DOWN. */
  PROVIDER_DOWN: 'tok_provider_down',
  /** Unreachable on the first attempt of each idempotency key, approved when retried. */
  PROVIDER_DOWN_ONCE: 'tok_provider_down_once',
  /** PENDING for `slowMs` (5 s by default) on the gateway's clock, then approved like tok_approve. */
  SLOW: 'tok_slow',
} as const;

export const TEST_GATEWAY_ID = 'test';
export const TEST_GATEWAY_SIGNATURE_HEADER = 'x-tessera-test-gateway-signature';
/** A webhook older than this (by its signed timestamp) is refused: a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export interface TestGatewayOptions {
  db: Db;
  clock: Clock;
  slowMs?: number;
  /** Signs webhooks; every server process on one database needs the same one. */
  webhookSecret?: string;
}

type Row = TestGatewayTransactionsTable;

/**
 * A payment provider that moves no money, for development and tests. It keeps its ledger in
 * the database like a real provider keeps its own: each call is recorded under its idempotency
 * key, and a repeated key answers from the record (the "charged once" a real provider promises).
 */
export class TestGateway implements PaymentProvider {
  readonly id = TEST_GATEWAY_ID;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly slowMs: number;
  private readonly webhookSecret: string;
  private outage = false;

  constructor(options: TestGatewayOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.slowMs = options.slowMs ?? 5_000;
    this.webhookSecret = options.webhookSecret ?? randomSecret();
  }

  /** Test knob: while on, every call of this process fails with PROVIDER_IS_DOWN. */
  simulateOutage(on: boolean): void {
    this.outage = on;
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizationOutcome> {
    this.reachable();
    if (request.source === TestCardTokens.PROVIDER_DOWN) throw unavailable();
    const earlier = await this.byKey(request.idempotencyKey);
    if (earlier) {
      if (earlier.outcome !== 'DOWN_ONCE') return this.authorizationOf(earlier);
      const outcome = request.capture ? 'CAPTURED' : 'AUTHORIZED';
      await this.db
        .updateTable('test_gateway_transactions')
        .set({ outcome })
        .where('key', '=', earlier.key)
        .where('outcome', '=', 'DOWN_ONCE')
        .execute();
      return this.authorizationOf((await this.byKey(request.idempotencyKey))!);
    }
    const now = this.clock.now();
    const row = await this.record(request, 'AUTHORIZE', `tg_${newId()}`, {
      outcome: firstOutcome(request),
      completes_at: request.source === TestCardTokens.SLOW ? isoAt(now + this.slowMs) : null,
      capture: request.capture ? 1 : 0,
    });
    if (row.outcome === 'DOWN_ONCE') throw unavailable();
    return this.authorizationOf(row);
  }

  async capture(
    request: ProviderCall & { providerReference: string; amount: Money },
  ): Promise<OperationOutcome> {
    return this.operation(request, 'CAPTURE', request.amount, (authorization) => {
      if (authorization.outcome !== 'AUTHORIZED') return 'NOT_AUTHORIZED';
      if (request.amount.minor > Number(authorization.amount_minor)) return 'AMOUNT_EXCEEDS_AUTHORIZATION';
      return undefined;
    });
  }

  async void(request: ProviderCall & { providerReference: string }): Promise<OperationOutcome> {
    return this.operation(request, 'VOID', undefined, (authorization) =>
      authorization.outcome === 'AUTHORIZED' ? undefined : 'NOT_AUTHORIZED',
    );
  }

  async refund(
    request: ProviderCall & { providerReference: string; amount: Money },
  ): Promise<OperationOutcome> {
    return this.operation(request, 'REFUND', request.amount, () => undefined);
  }

  async status(request: { siteId: string; providerReference: string }): Promise<AuthorizationOutcome> {
    this.reachable();
    const row = await this.authorizationRow(request.siteId, request.providerReference);
    if (!row)
      return {
        status: 'DECLINED',
        providerReference: request.providerReference,
        reason: 'TRANSACTION_NOT_FOUND',
      };
    return this.authorizationOf(row);
  }

  /** The webhook the gateway sends about an authorization (tests and a webhook route deliver it). */
  async webhookFor(
    siteId: string,
    providerReference: string,
  ): Promise<{ headers: Record<string, string>; rawBody: string }> {
    const outcome = await this.status({ siteId, providerReference });
    const rawBody = JSON.stringify({ siteId, providerReference, outcome });
    const timestamp = this.clock.now();
    return {
      headers: { [TEST_GATEWAY_SIGNATURE_HEADER]: `t=${timestamp},v1=${this.sign(timestamp, rawBody)}` },
      rawBody,
    };
  }

  parseWebhook(request: {
    headers: Readonly<Record<string, string | string[] | undefined>>;
    rawBody: string;
  }): WebhookNotice {
    const header = request.headers[TEST_GATEWAY_SIGNATURE_HEADER];
    const match = typeof header === 'string' ? /^t=([0-9]{1,15}),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!match) throw new WebhookVerificationError('Missing or malformed signature');
    const timestamp = Number(match[1]);
    const expected = Buffer.from(this.sign(timestamp, request.rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(match[2], 'hex')))
      throw new WebhookVerificationError('Bad signature');
    if (Math.abs(this.clock.now() - timestamp) > WEBHOOK_TOLERANCE_MS)
      throw new WebhookVerificationError('Signature too old');
    return readNotice(request.rawBody);
  }

  private sign(timestamp: number, rawBody: string): string {
    return createHmac('sha256', this.webhookSecret).update(`${timestamp}.${rawBody}`).digest('hex');
  }

  private reachable(): void {
    if (this.outage) throw unavailable();
  }

  private async operation(
    request: ProviderCall & { providerReference: string },
    kind: 'CAPTURE' | 'VOID' | 'REFUND',
    amount: Money | undefined,
    refusal: (authorization: Row) => string | undefined,
  ): Promise<OperationOutcome> {
    this.reachable();
    const earlier = await this.byKey(request.idempotencyKey);
    if (earlier) return operationOf(earlier);
    const authorization = await this.authorizationRow(request.siteId, request.providerReference);
    if (!authorization) return { status: 'FAILED', reason: 'TRANSACTION_NOT_FOUND' };
    const current = this.authorizationOf(authorization);
    const state = {
      ...authorization,
      outcome: current.status === 'PENDING' ? 'PENDING' : authorization.outcome,
    };
    const refused = refusal(state);
    // The key is claimed before the authorization moves, in one transaction: a concurrent call
    // with the same key waits for it (PostgreSQL's unique index; SQLite runs one transaction at a
    // time) and answers from its record. Moving first let that repeat find the authorization
    // moved, record a refusal before the first recorded its success, and fail both.
    const reference = `tg_${kind.toLowerCase()}_${newId()}`;
    await this.db.transaction().execute(async (tx) => {
      const claimed = await this.insertOnce(tx, {
        ...this.rowOf(
          {
            siteId: request.siteId,
            idempotencyKey: request.idempotencyKey,
            source: authorization.source,
            amount: amount ?? money(0, authorization.currency),
          },
          kind,
          { outcome: 'PROCESSING', completes_at: null, capture: 0 },
        ),
        // Operations point at the authorization they act on; their own id follows the outcome.
        reference: request.providerReference,
      });
      if (!claimed) return;
      let reason = refused;
      if (!reason && kind !== 'REFUND') {
        // The authorization moves once: a capture and a void of one payment cannot both succeed.
        const moved = await tx
          .updateTable('test_gateway_transactions')
          .set({ outcome: kind === 'CAPTURE' ? 'CAPTURED' : 'VOIDED' })
          .where('key', '=', authorization.key)
          .where('outcome', '=', 'AUTHORIZED')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) reason = 'NOT_AUTHORIZED';
      }
      await tx
        .updateTable('test_gateway_transactions')
        .set({ outcome: reason ? `FAILED:${reason}` : `SUCCEEDED:${reference}` })
        .where('key', '=', request.idempotencyKey)
        .execute();
    });
    return operationOf((await this.byKey(request.idempotencyKey))!);
  }

  private async record(
    request: { siteId: string; idempotencyKey: string; source: string; amount: Money },
    kind: string,
    reference: string,
    fields: Pick<Row, 'outcome' | 'completes_at' | 'capture'>,
  ): Promise<Row> {
    // Two calls with one key at the same moment: the first insert wins, both answer from it.
    await this.insertOnce(this.db, { ...this.rowOf(request, kind, fields), reference });
    return (await this.byKey(request.idempotencyKey))!;
  }

  private rowOf(
    request: { siteId: string; idempotencyKey: string; source: string; amount: Money },
    kind: string,
    fields: Pick<Row, 'outcome' | 'completes_at' | 'capture'>,
  ): Omit<Row, 'reference'> {
    return {
      key: request.idempotencyKey,
      site_id: request.siteId,
      kind,
      source: request.source,
      currency: request.amount.currency,
      amount_minor: request.amount.minor,
      created_date: isoAt(this.clock.now()),
      ...fields,
    };
  }

  /** Inserts the row unless its key is taken; true when this call inserted it. */
  private async insertOnce(db: Db, row: Row): Promise<boolean> {
    const result = await db
      .insertInto('test_gateway_transactions')
      .values(row)
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  private byKey(key: string): Promise<Row | undefined> {
    return this.db
      .selectFrom('test_gateway_transactions')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
  }

  private authorizationRow(siteId: string, reference: string): Promise<Row | undefined> {
    return this.db
      .selectFrom('test_gateway_transactions')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('reference', '=', reference)
      .where('kind', '=', 'AUTHORIZE')
      .executeTakeFirst();
  }

  private authorizationOf(row: Row): AuthorizationOutcome {
    if (row.outcome.startsWith('DECLINED:'))
      return {
        status: 'DECLINED',
        providerReference: row.reference,
        reason: row.outcome.slice('DECLINED:'.length),
      };
    if (row.completes_at && isoAt(this.clock.now()) < row.completes_at)
      return { status: 'PENDING', providerReference: row.reference };
    if (row.outcome === 'VOIDED')
      return { status: 'DECLINED', providerReference: row.reference, reason: 'VOIDED' };
    if (row.outcome === 'CAPTURED' || row.outcome === 'AUTHORIZED')
      return { status: row.outcome, providerReference: row.reference };
    return { status: 'PENDING', providerReference: row.reference };
  }
}

function firstOutcome(request: AuthorizeRequest): string {
  switch (request.source) {
    case TestCardTokens.APPROVE:
    case TestCardTokens.SLOW:
      return request.capture ? 'CAPTURED' : 'AUTHORIZED';
    case TestCardTokens.AUTHORIZE_ONLY:
      return 'AUTHORIZED';
    case TestCardTokens.DECLINE:
      return 'DECLINED:CARD_DECLINED';
    case TestCardTokens.PROVIDER_DOWN_ONCE:
      return 'DOWN_ONCE';
    default:
      return 'DECLINED:INVALID_SOURCE';
  }
}

function operationOf(row: Row): OperationOutcome {
  if (row.outcome.startsWith('SUCCEEDED:'))
    return { status: 'SUCCEEDED', providerReference: row.outcome.slice('SUCCEEDED:'.length) };
  return { status: 'FAILED', reason: row.outcome.replace(/^FAILED:/, '') };
}

const unavailable = () => new ProviderUnavailableError('The test gateway is unavailable (try again)');

const OUTCOME_STATUSES = new Set(['AUTHORIZED', 'CAPTURED', 'PENDING', 'DECLINED']);

/** The body of a verified webhook, checked field by field (signed is not the same as well formed). */
function readNotice(rawBody: string): WebhookNotice {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError('Body is not JSON');
  }
  const b = body as { siteId?: unknown; providerReference?: unknown; outcome?: Record<string, unknown> };
  const outcome = b?.outcome;
  if (
    typeof b?.siteId !== 'string' ||
    typeof b.providerReference !== 'string' ||
    typeof outcome !== 'object' ||
    outcome === null ||
    typeof outcome.status !== 'string' ||
    !OUTCOME_STATUSES.has(outcome.status)
  )
    throw new WebhookVerificationError('Unexpected webhook body');
  const status = outcome.status as AuthorizationOutcome['status'];
  const reason = typeof outcome.reason === 'string' ? outcome.reason : 'DECLINED';
  const notice: AuthorizationOutcome =
    status === 'DECLINED'
      ? { status, providerReference: b.providerReference, reason }
      : { status, providerReference: b.providerReference };
  return { siteId: b.siteId, providerReference: b.providerReference, outcome: notice };
}
