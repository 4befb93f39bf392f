import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { AppError } from '../../src/platform/errors.ts';
import { newId } from '../../src/platform/ids.ts';
import { money, parseMoney } from '../../src/platform/money/index.ts';
import type { PaymentsService } from '../../src/platform/payments/payments.service.ts';
import { ProviderUnavailableError } from '../../src/platform/payments/provider.ts';
import {
  TEST_GATEWAY_SIGNATURE_HEADER,
  TestCardTokens,
  type TestGateway,
} from '../../src/platform/payments/test-gateway.ts';
import type { DatabaseHandle } from '../../src/platform/db.ts';
import { openPaymentsProcesses } from './payments-support.ts';

const eur = (decimal: string) => parseMoney(decimal, 'EUR', 'amount');

describe('payments through the test gateway', () => {
  const clock = new TestClock('2026-03-01T10:00:00.000Z');
  let payments: PaymentsService;
  let gateway: TestGateway;
  let handle: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openPaymentsProcesses(1, clock);
    ({ payments, gateway, handle } = opened.processes[0]);
    close = opened.close;
  });
  afterAll(() => close?.());

  const site = () => `site-${newId()}`;
  const gatewayRows = async (kind: string) =>
    Number(
      (
        await handle.db
          .selectFrom('test_gateway_transactions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, 'expected the call to fail').toBeInstanceOf(Error);
    return error as AppError;
  };

  it('charges an approved card once, however often the same key is sent', async () => {
    const siteId = site();
    const before = await gatewayRows('AUTHORIZE');
    const input = { idempotencyKey: 'order-1', amount: eur('25.50'), source: TestCardTokens.APPROVE };
    const results = await Promise.all([1, 2, 3].map(() => payments.authorize(siteId, input)));
    const again = await payments.authorize(siteId, input);
    expect(new Set([...results, again].map((p) => p.id)).size).toBe(1);
    expect(again).toMatchObject({
      status: 'CAPTURED',
      amount: eur('25.50'),
      captured: eur('25.50'),
      provider: 'test',
    });
    expect(await gatewayRows('AUTHORIZE')).toBe(before + 1);
  });

  it('refuses a key reused for a different payment', async () => {
    const siteId = site();
    await payments.authorize(siteId, {
      idempotencyKey: 'k',
      amount: eur('10'),
      source: TestCardTokens.APPROVE,
    });
    const error = await failure(
      payments.authorize(siteId, { idempotencyKey: 'k', amount: eur('11'), source: TestCardTokens.APPROVE }),
    );
    expect(error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 400 });
    // The same key on another site is another payment.
    expect(
      await payments.authorize(site(), {
        idempotencyKey: 'k',
        amount: eur('11'),
        source: TestCardTokens.APPROVE,
      }),
    ).toMatchObject({ status: 'CAPTURED' });
  });

  it('records declines and unknown tokens as DECLINED with a reason', async () => {
    const siteId = site();
    expect(
      await payments.authorize(siteId, {
        idempotencyKey: 'd',
        amount: eur('5'),
        source: TestCardTokens.DECLINE,
      }),
    ).toMatchObject({ status: 'DECLINED', declineReason: 'CARD_DECLINED', captured: eur('0') });
    expect(
      await payments.authorize(siteId, { idempotencyKey: 'u', amount: eur('5'), source: 'tok___proto__' }),
    ).toMatchObject({ status: 'DECLINED', declineReason: 'INVALID_SOURCE' });
  });

  it('authorizes only, then captures part later (once), and refuses to void what was captured', async () => {
    const siteId = site();
    const authorized = await payments.authorize(siteId, {
      idempotencyKey: 'a',
      amount: eur('40'),
      source: TestCardTokens.AUTHORIZE_ONLY,
    });
    expect(authorized).toMatchObject({ status: 'AUTHORIZED', captured: eur('0') });
    const capture = { idempotencyKey: 'cap-1', amount: eur('30') };
    const captured = await payments.capture(siteId, authorized.id, capture);
    expect(captured).toMatchObject({ status: 'CAPTURED', captured: eur('30') });
    expect(await payments.capture(siteId, authorized.id, capture)).toMatchObject({ status: 'CAPTURED' });
    expect(await failure(payments.void(siteId, authorized.id, { idempotencyKey: 'void-1' }))).toMatchObject({
      code: 'ALREADY_CAPTURED',
      status: 409,
    });
    // A repeat of the refused void answers the same.
    expect(await failure(payments.void(siteId, authorized.id, { idempotencyKey: 'void-1' }))).toMatchObject({
      code: 'ALREADY_CAPTURED',
    });
    expect(
      await failure(payments.capture(siteId, authorized.id, { idempotencyKey: 'cap-2', amount: eur('50') })),
    ).toMatchObject({ status: 400 });
  });

  it('voids an authorization; a capture after it is refused', async () => {
    const siteId = site();
    const p = await payments.authorize(siteId, {
      idempotencyKey: 'v',
      amount: eur('12'),
      source: TestCardTokens.APPROVE,
      capture: false,
    });
    expect(p.status).toBe('AUTHORIZED');
    expect(await payments.void(siteId, p.id, { idempotencyKey: 'void' })).toMatchObject({ status: 'VOIDED' });
    expect(await failure(payments.capture(siteId, p.id, { idempotencyKey: 'late' }))).toMatchObject({
      code: 'ALREADY_VOIDED',
    });
  });

  it('keeps a payment PENDING while the provider is down, and finishes it on retry without charging twice', async () => {
    const siteId = site();
    const down = await failure(
      payments.authorize(siteId, {
        idempotencyKey: 'down',
        amount: eur('3'),
        source: TestCardTokens.PROVIDER_DOWN,
      }),
    );
    expect(down).toBeInstanceOf(ProviderUnavailableError);
    expect(down).toMatchObject({ code: 'PROVIDER_IS_DOWN', retryable: true });

    const input = { idempotencyKey: 'once', amount: eur('3'), source: TestCardTokens.PROVIDER_DOWN_ONCE };
    const before = await gatewayRows('AUTHORIZE');
    expect(await failure(payments.authorize(siteId, input))).toBeInstanceOf(ProviderUnavailableError);
    expect(await payments.authorize(siteId, input)).toMatchObject({ status: 'CAPTURED', captured: eur('3') });
    expect(await gatewayRows('AUTHORIZE')).toBe(before + 1);
  });

  it('finishes an authorization a crash left unanswered (the provider saw it or not)', async () => {
    const siteId = site();
    gateway.simulateOutage(true);
    const input = {
      idempotencyKey: 'crash',
      amount: eur('8'),
      source: TestCardTokens.APPROVE,
      capture: false,
    };
    expect(await failure(payments.authorize(siteId, input))).toBeInstanceOf(ProviderUnavailableError);
    gateway.simulateOutage(false);
    const row = await handle.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    expect(await payments.refresh(siteId, row.id)).toMatchObject({ status: 'AUTHORIZED', id: row.id });
  });

  it('holds a capture the provider did not answer; only its own retry may finish it', async () => {
    const siteId = site();
    const p = await payments.authorize(siteId, {
      idempotencyKey: 'p',
      amount: eur('20'),
      source: TestCardTokens.AUTHORIZE_ONLY,
    });
    gateway.simulateOutage(true);
    expect(await failure(payments.capture(siteId, p.id, { idempotencyKey: 'cap' }))).toBeInstanceOf(
      ProviderUnavailableError,
    );
    gateway.simulateOutage(false);
    expect(await failure(payments.void(siteId, p.id, { idempotencyKey: 'other' }))).toMatchObject({
      code: 'PAYMENT_OPERATION_IN_PROGRESS',
    });
    const before = await gatewayRows('CAPTURE');
    expect(await payments.capture(siteId, p.id, { idempotencyKey: 'cap' })).toMatchObject({
      status: 'CAPTURED',
      captured: eur('20'),
    });
    expect(await gatewayRows('CAPTURE')).toBe(before + 1);
  });

  it('completes a slow payment after the delay on the injected clock, by refresh or by webhook', async () => {
    const siteId = site();
    const slow = await payments.authorize(siteId, {
      idempotencyKey: 'slow',
      amount: eur('9.99'),
      source: TestCardTokens.SLOW,
    });
    expect(slow.status).toBe('PENDING');
    expect(slow.providerReference).toMatch(/^tg_/);
    clock.advance(4_999);
    expect((await payments.refresh(siteId, slow.id)).status).toBe('PENDING');
    clock.advance(1);

    const webhook = await gateway.webhookFor(siteId, slow.providerReference!);
    const tampered = webhook.rawBody.replace('CAPTURED', 'AUTHORIZED');
    expect(
      await failure(payments.handleWebhook('test', { headers: webhook.headers, rawBody: tampered })),
    ).toMatchObject({
      code: 'INVALID_WEBHOOK_SIGNATURE',
      status: 400,
    });
    expect(
      await failure(payments.handleWebhook('test', { headers: {}, rawBody: webhook.rawBody })),
    ).toMatchObject({ code: 'INVALID_WEBHOOK_SIGNATURE' });
    expect(await payments.handleWebhook('test', webhook)).toMatchObject({ id: slow.id, status: 'CAPTURED' });
    expect(await payments.get(siteId, slow.id)).toMatchObject({ status: 'CAPTURED', captured: eur('9.99') });

    // A signed webhook replayed much later is refused.
    clock.advance(10 * 60_000);
    expect(await failure(payments.handleWebhook('test', webhook))).toMatchObject({
      code: 'INVALID_WEBHOOK_SIGNATURE',
    });
    expect(TEST_GATEWAY_SIGNATURE_HEADER in webhook.headers).toBe(true);
  });

  it('refunds in parts up to what was captured, each refund once', async () => {
    const siteId = site();
    const p = await payments.authorize(siteId, {
      idempotencyKey: 'r',
      amount: eur('10'),
      source: TestCardTokens.APPROVE,
    });
    const first = { idempotencyKey: 'refund-1', amount: eur('4') };
    expect(await payments.refund(siteId, p.id, first)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refunded: eur('4'),
    });
    expect(await payments.refund(siteId, p.id, first)).toMatchObject({ refunded: eur('4') });
    expect(
      await failure(payments.refund(siteId, p.id, { idempotencyKey: 'refund-2', amount: eur('6.01') })),
    ).toMatchObject({
      code: 'EXCEEDS_REFUNDABLE',
      status: 409,
    });
    expect(
      await payments.refund(siteId, p.id, { idempotencyKey: 'refund-3', amount: eur('6') }),
    ).toMatchObject({
      status: 'REFUNDED',
      refunded: eur('10'),
      refundPending: eur('0'),
    });
    expect(
      await failure(payments.refund(siteId, p.id, { idempotencyKey: 'refund-4', amount: eur('1') })),
    ).toMatchObject({
      code: 'ALREADY_REFUNDED',
    });
  });

  it('refuses refunds of what was not paid, and a refund the provider did not answer stays reserved until retried', async () => {
    const siteId = site();
    const authorized = await payments.authorize(siteId, {
      idempotencyKey: 'np',
      amount: eur('10'),
      source: TestCardTokens.AUTHORIZE_ONLY,
    });
    expect(
      await failure(payments.refund(siteId, authorized.id, { idempotencyKey: 'x', amount: eur('1') })),
    ).toMatchObject({ code: 'NOT_PAID' });

    const paid = await payments.authorize(siteId, {
      idempotencyKey: 'pd',
      amount: eur('10'),
      source: TestCardTokens.APPROVE,
    });
    gateway.simulateOutage(true);
    expect(
      await failure(payments.refund(siteId, paid.id, { idempotencyKey: 'rf', amount: eur('7') })),
    ).toBeInstanceOf(ProviderUnavailableError);
    gateway.simulateOutage(false);
    expect(await payments.get(siteId, paid.id)).toMatchObject({
      status: 'CAPTURED',
      refundPending: eur('7'),
    });
    // The reserved 7.00 counts: only 3.00 is left to refund meanwhile.
    expect(
      await failure(payments.refund(siteId, paid.id, { idempotencyKey: 'rf2', amount: eur('4') })),
    ).toMatchObject({ code: 'EXCEEDS_REFUNDABLE' });
    expect(await payments.refund(siteId, paid.id, { idempotencyKey: 'rf', amount: eur('7') })).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refunded: eur('7'),
      refundPending: eur('0'),
    });
  });

  it('answers bad input with field violations and other sites with 404', async () => {
    const siteId = site();
    const bad = [
      payments.authorize(siteId, { idempotencyKey: '', amount: eur('1'), source: TestCardTokens.APPROVE }),
      payments.authorize(siteId, { idempotencyKey: 'z', amount: eur('0'), source: TestCardTokens.APPROVE }),
      payments.authorize(siteId, { idempotencyKey: 'z', amount: eur('1'), source: '' }),
      payments.authorize(siteId, {
        idempotencyKey: 'z',
        amount: eur('1'),
        source: 'x',
        provider: '__proto__',
      }),
    ];
    for (const call of bad)
      expect(await failure(call)).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    const p = await payments.authorize(siteId, {
      idempotencyKey: 'mine',
      amount: eur('2'),
      source: TestCardTokens.APPROVE,
    });
    expect(
      await failure(payments.refund(siteId, p.id, { idempotencyKey: 'usd', amount: money(100, 'USD') })),
    ).toMatchObject({ status: 400 });
    expect(await failure(payments.get(site(), p.id))).toMatchObject({
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
    expect(
      await failure(payments.refund(site(), p.id, { idempotencyKey: 'steal', amount: eur('1') })),
    ).toMatchObject({ status: 404 });
  });
});
