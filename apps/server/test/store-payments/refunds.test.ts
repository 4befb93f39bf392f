/**
 * Refunds through the payments collector: refundability per payment, partial and full refunds
 * through the provider, offline refunds recorded only, restock through store-inventory, and
 * concurrent refunds that never give back more than the payment took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { createStock, INVENTORY_CHANGES, stockOf } from '../../src/modules/store-inventory/index.ts';
import { paymentsModule } from '../../src/modules/payments/index.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { orderDraft } from '../store-orders/helpers.ts';
import { placeOrder, storePaymentsApp } from './helpers.ts';

const routes = storePaymentsRoutes;
const STORE_APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

describe('store payments: refunds', () => {
  let app: TestApp;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, app.site.siteId), orderId);

  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await storePaymentsApp(clock);
  });
  afterAll(() => app.close());

  /** An order paid by card (25.00 captured); answers its id and the payment's. */
  async function cardPaidOrder(overrides: Parameters<typeof placeOrder>[2] = {}) {
    const orderId = await placeOrder(app, app.site.siteId, overrides);
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    return { orderId, paymentId: paid.paymentId };
  }

  const refund = (orderId: string, input: Record<string, unknown>) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`,
      headers: owner(),
      payload: input,
    });

  it('refunds part, then the rest, through the provider: PARTIALLY then FULLY_REFUNDED', async () => {
    const { orderId, paymentId } = await cardPaidOrder();
    expect(
      await client().call(routes.getRefundabilityStatus, { params: { ecomOrderId: orderId }, as: owner() }),
    ).toEqual({
      refundabilities: [{ paymentId, refundabilityStatus: 'REFUNDABLE' }],
      refundablePerItem: true,
    });

    const first = await refund(orderId, {
      payments: [{ paymentId, amount: { amount: '10.00' } }],
      details: { reason: 'Scratched', shippingIncluded: false },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      refundId: expect.any(String),
      failedPaymentIds: [],
      orderTransactions: {
        payments: [{ id: paymentId, status: 'PARTIALLY_REFUNDED' }],
        refunds: [
          {
            details: { reason: 'Scratched' },
            transactions: [
              { paymentId, amount: { amount: '10.00' }, refundStatus: 'SUCCEEDED', externalRefund: false },
            ],
            summary: { refunded: { amount: '10.00' }, pending: false },
          },
        ],
      },
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED' });

    // No amount: whatever is left.
    const rest = await refund(orderId, { payments: [{ paymentId }] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().orderTransactions.payments[0].status).toBe('REFUNDED');
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: 'FULLY_REFUNDED' });
    expect(order!.activities!.filter((a) => a.type === 'ORDER_REFUNDED')).toHaveLength(2);

    const more = await refund(orderId, { payments: [{ paymentId, amount: { amount: '1.00' } }] });
    expect(more.statusCode).toBe(428);
    expect(more.json().details.applicationError).toMatchObject({
      code: 'REFUND_NOT_AVAILABLE',
      data: { reason: 'ALREADY_REFUNDED' },
    });
    expect(
      await client().call(routes.getRefundabilityStatus, { params: { ecomOrderId: orderId }, as: owner() }),
    ).toMatchObject({
      refundabilities: [{ refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ALREADY_REFUNDED' }],
    });
    const platform = await app.db
      .selectFrom('payments')
      .select(['status', 'refunded_minor'])
      .where('reference', '=', orderId)
      .executeTakeFirstOrThrow();
    expect({ ...platform, refunded_minor: Number(platform.refunded_minor) }).toEqual({
      status: 'REFUNDED',
      refunded_minor: 2500,
    });
  });

  it('refuses more than is left, a zero amount and an unknown payment, changing nothing', async () => {
    const { orderId, paymentId } = await cardPaidOrder();
    const tooMuch = await refund(orderId, { payments: [{ paymentId, amount: { amount: '25.01' } }] });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details.applicationError.code).toBe('INVALID_AMOUNT');
    const zero = await refund(orderId, { payments: [{ paymentId, amount: { amount: '0' } }] });
    expect(zero.statusCode).toBe(400);
    const unknown = await refund(orderId, { payments: [{ paymentId: newId() }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details.applicationError.code).toBe('PAYMENTS_NOT_FOUND');
    const tooManyDigits = await refund(orderId, { payments: [{ paymentId, amount: { amount: '1.005' } }] });
    expect(tooManyDigits.statusCode).toBe(400);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PAID' });
    const listed = await client().call(routes.transactionsOfOrder, { params: { orderId }, as: owner() });
    expect(listed.orderTransactions!.refunds).toEqual([]);
  });

  it('concurrent refunds never give back more than the payment took', async () => {
    const { orderId, paymentId } = await cardPaidOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        refund(orderId, { payments: [{ paymentId, amount: { amount: '5.00' } }] }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBeLessThan(500);
      expect(['INVALID_AMOUNT', 'REFUND_NOT_AVAILABLE']).toContain(
        refused.json().details.applicationError.code,
      );
    }
    const row = await app.db
      .selectFrom('store_order_payments')
      .select(['refunded_minor', 'refund_pending_minor', 'status'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect([Number(row.refunded_minor), Number(row.refund_pending_minor), row.status]).toEqual([
      2500,
      0,
      'REFUNDED',
    ]);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'FULLY_REFUNDED' });
  });

  it('records an offline payment refund only (refundable by hand), and an external one of a card payment', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const added = await client().call(routes.addPayments, {
      params: { orderId },
      input: { payments: [{ amount: { amount: '25.00' }, regularPaymentDetails: { offlinePayment: true } }] },
      as: owner(),
    });
    const [paymentId] = added.paymentsIds!;
    expect(
      (await client().call(routes.getRefundabilityStatus, { params: { ecomOrderId: orderId }, as: owner() }))
        .refundabilities,
    ).toEqual([{ paymentId, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' }]);
    const recorded = await refund(orderId, { payments: [{ paymentId, amount: { amount: '25.00' } }] });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().orderTransactions.refunds[0].transactions[0]).toMatchObject({
      refundStatus: 'SUCCEEDED',
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'FULLY_REFUNDED' });

    const card = await cardPaidOrder();
    const external = await refund(card.orderId, {
      payments: [{ paymentId: card.paymentId, amount: { amount: '3.00' }, externalRefund: true }],
    });
    expect(external.json().orderTransactions.refunds[0].transactions[0]).toMatchObject({
      refundStatus: 'SUCCEEDED',
      externalRefund: true,
    });
    // Nothing was asked of the provider.
    const platform = await app.db
      .selectFrom('payments')
      .select('refunded_minor')
      .where('reference', '=', card.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(platform.refunded_minor)).toBe(0);
  });

  it('restocks the items asked, once, through store-inventory', async () => {
    const productId = newId();
    const variantId = '00000000-0000-0000-0000-000000000000';
    await app.uow.run(
      app.site.siteId,
      (tx) =>
        createStock(tx, app.site.siteId, productId, [{ variantId, quantity: 3 }], { trackQuantity: true }),
      { changes: [INVENTORY_CHANGES] },
    );
    const draft = orderDraft();
    const line = {
      ...draft.lineItems[0],
      productId,
      variantId,
      catalogReference: { catalogItemId: productId, appId: STORE_APP, options: { variantId } },
    };
    const { orderId, paymentId } = await cardPaidOrder({ overrides: { lineItems: [line] } });
    const some = await refund(orderId, {
      payments: [{ paymentId, amount: { amount: '12.50' } }],
      sideEffects: { restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: line.id, quantity: 1 }] } },
    });
    expect(some.statusCode, some.body).toBe(200);
    const quantity = async () =>
      (await stockOf(app.db, app.site.siteId, [productId]))
        .get(productId)
        ?.variants.find((v) => v.variantId === variantId)?.quantity;
    expect(await quantity()).toBe(4);
    const tooMany = await refund(orderId, {
      payments: [{ paymentId, amount: { amount: '1.00' } }],
      sideEffects: { restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: line.id, quantity: 3 }] } },
    });
    expect(tooMany.statusCode).toBe(400);
    const all = await refund(orderId, {
      payments: [{ paymentId }],
      sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await quantity()).toBe(6);
  });

  it('a refund the provider could not take stays PENDING and the job asks again with the same key', async () => {
    const { orderId, paymentId } = await cardPaidOrder();
    const gateway = app.modules.get(paymentsModule).testGateway!;
    gateway.simulateOutage(true);
    try {
      const pending = await refund(orderId, { payments: [{ paymentId, amount: { amount: '5.00' } }] });
      expect(pending.statusCode, pending.body).toBe(200);
      expect(pending.json().orderTransactions.refunds[0]).toMatchObject({
        transactions: [{ refundStatus: 'PENDING' }],
        summary: { pending: true, pendingRefund: { amount: '5.00' } },
      });
      expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PAID' });
      gateway.simulateOutage(false);
      // Its first run (right after the commit) met the outage too: the retry is due after its backoff.
      clock.advance(10 * 60_000);
      await app.jobs.runDue();
      const listed = await client().call(routes.transactionsOfOrder, { params: { orderId }, as: owner() });
      expect(listed.orderTransactions!.refunds![0].transactions![0].refundStatus).toBe('SUCCEEDED');
      expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED' });
    } finally {
      gateway.simulateOutage(false);
    }
  });
});
