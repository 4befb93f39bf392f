import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { parseMoney } from '../../src/platform/money/index.ts';
import { TestCardTokens } from '../../src/platform/payments/test-gateway.ts';
import { testDialect } from '../support/database.ts';
import { openPaymentsProcesses, type PaymentsProcess } from './payments-support.ts';

const eur = (decimal: string) => parseMoney(decimal, 'EUR', 'amount');

// Refunds race on one payment: the reservation is one conditional statement, so together they
// never pass what was captured. On PostgreSQL two connection pools (two server processes) race;
// SQLite gets one connection, because two in one Node process deadlock (a synchronous busy wait
// blocks the event loop that would commit the other's transaction), and across real processes
// its write lock serialises the transactions anyway.
const PROCESSES = testDialect === 'postgres' ? 2 : 1;

describe('payments under concurrency on one database', () => {
  const clock = new TestClock('2026-03-01T10:00:00.000Z');
  let processes: PaymentsProcess[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ processes, close } = await openPaymentsProcesses(PROCESSES, clock));
  });
  afterAll(() => close?.());

  it('30 simultaneous refunds of 1.00 on 10.00 captured: exactly 10 succeed', async () => {
    const siteId = 'site-race';
    const paid = await processes[0].payments.authorize(siteId, {
      idempotencyKey: 'race',
      amount: eur('10'),
      source: TestCardTokens.APPROVE,
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        processes[i % PROCESSES].payments.refund(siteId, paid.id, {
          idempotencyKey: `refund-${i}`,
          amount: eur('1'),
        }),
      ),
    );
    const refused = outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => (o as PromiseRejectedResult).reason);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const reason of refused)
      expect(['EXCEEDS_REFUNDABLE', 'ALREADY_REFUNDED', 'PENDING_REFUND']).toContain(reason.code);
    expect(await processes[PROCESSES - 1].payments.get(siteId, paid.id)).toMatchObject({
      status: 'REFUNDED',
      refunded: eur('10'),
      refundPending: eur('0'),
    });
    const providerRefunds = await processes[0].handle.db
      .selectFrom('test_gateway_transactions')
      .select('amount_minor')
      .where('site_id', '=', siteId)
      .where('kind', '=', 'REFUND')
      .execute();
    expect(providerRefunds.reduce((a, r) => a + Number(r.amount_minor), 0)).toBe(1000);
  });

  it('a capture and a void at the same moment: exactly one wins', async () => {
    const siteId = 'site-capture-void';
    for (let round = 0; round < 5; round++) {
      const p = await processes[0].payments.authorize(siteId, {
        idempotencyKey: `cv-${round}`,
        amount: eur('5'),
        source: TestCardTokens.AUTHORIZE_ONLY,
      });
      const [capture, voided] = await Promise.allSettled([
        processes[0].payments.capture(siteId, p.id, { idempotencyKey: `c-${round}` }),
        processes[PROCESSES - 1].payments.void(siteId, p.id, { idempotencyKey: `v-${round}` }),
      ]);
      expect([capture.status, voided.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
      const final = await processes[0].payments.get(siteId, p.id);
      expect(final.status).toBe(capture.status === 'fulfilled' ? 'CAPTURED' : 'VOIDED');
    }
  });

  it('one void sent four times at once, twelve rounds (one key): every caller sees it VOIDED, the gateway voids once', async () => {
    const siteId = 'site-void-repeat';
    for (let round = 0; round < 12; round++) {
      const p = await processes[0].payments.authorize(siteId, {
        idempotencyKey: `vr-${round}`,
        amount: eur('5'),
        source: TestCardTokens.AUTHORIZE_ONLY,
      });
      const voids = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          processes[i % PROCESSES].payments.void(siteId, p.id, { idempotencyKey: `void-${round}` }),
        ),
      );
      expect(voids.map((v) => v.status)).toEqual(['VOIDED', 'VOIDED', 'VOIDED', 'VOIDED']);
      const gatewayVoids = await processes[0].handle.db
        .selectFrom('test_gateway_transactions')
        .select('outcome')
        .where('site_id', '=', siteId)
        .where('kind', '=', 'VOID')
        .execute();
      expect(gatewayVoids).toHaveLength(round + 1);
      expect(gatewayVoids.every((v) => v.outcome.startsWith('SUCCEEDED:'))).toBe(true);
    }
  });

  it('the same authorization sent to both processes at once makes one payment and one charge', async () => {
    const siteId = 'site-double-click';
    const input = { idempotencyKey: 'double', amount: eur('99.99'), source: TestCardTokens.APPROVE };
    const results = await Promise.all(
      processes.flatMap((p) => [p.payments.authorize(siteId, input), p.payments.authorize(siteId, input)]),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const charges = await processes[0].handle.db
      .selectFrom('test_gateway_transactions')
      .select('key')
      .where('site_id', '=', siteId)
      .execute();
    expect(charges).toHaveLength(1);
  });
});
