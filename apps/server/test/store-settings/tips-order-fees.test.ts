/**
 * An order's tip is the order's money (H79): setting or removing the tip moves the order's fee
 * TIP, its price summary and balance, and its payment status, in the tip's unit under the order's
 * row lock; refunded, canceled and rejected orders refuse the change; racing tip changes and
 * payments lose no update.
 */
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { tipsRoutes } from '@tessera/contracts/routes/tips.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { placeOrder, storePaymentsApp } from '../store-payments/helpers.ts';

const T = tipsRoutes;
const P = storePaymentsRoutes;

describe("tips: the order's fee, totals and payment status follow its tip", () => {
  let app: TestApp;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const orderOf = async (orderId: string) =>
    (await app.modules
      .get(storeOrdersModule)
      .payments.findOrder(siteScope(app.db, app.site.siteId), orderId))!;
  const setTip = (orderId: string, amount: string) =>
    client().send(T.setTipOnOrder, { as: owner(), input: { orderId, tip: { amount } } });
  const codeOf = (response: { json(): { details: { applicationError: { code: string } } } }) =>
    response.json().details.applicationError.code;
  const pay = (orderId: string, amount: string) =>
    client().send(P.recordManuallyCollectedPayment, {
      params: { orderId },
      input: { amount: { amount }, paymentMethodName: { predefined: 'CASH' } },
      as: owner(),
    });

  beforeAll(async () => {
    app = await storePaymentsApp();
  });
  afterAll(() => app.close());

  /** An order of 25.00 items whose checkout carried a tip of 2.50: total 27.50. */
  async function orderWithTip() {
    const feeId = newId();
    const orderId = await placeOrder(app, app.site.siteId, {
      overrides: {
        additionalFees: [{ id: feeId, code: 'TIP', name: 'Tip', priceMinor: 250, lineItemIds: [] }],
        totals: {
          subtotalMinor: 2500,
          shippingMinor: 0,
          taxMinor: 0,
          discountMinor: 0,
          additionalFeesMinor: 250,
          totalMinor: 2750,
        },
      },
    });
    return { orderId, feeId };
  }

  it('moves the fee TIP and the totals, with an activity and store_order_updated', async () => {
    const { orderId, feeId } = await orderWithTip();
    const set = await setTip(orderId, '4.00');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().orderInfo).toMatchObject({ orderId, additionalFeeId: feeId });
    const order = await orderOf(orderId);
    expect(order.additionalFees).toEqual([
      expect.objectContaining({
        id: feeId,
        code: 'TIP',
        price: { amount: '4.00', formattedAmount: '$4.00' },
      }),
    ]);
    expect(order.priceSummary).toMatchObject({
      subtotal: { amount: '25.00' },
      totalAdditionalFees: { amount: '4.00' },
      total: { amount: '29.00' },
    });
    expect(order.balanceSummary).toMatchObject({ balance: { amount: '29.00' }, paid: { amount: '0.00' } });
    expect(order.paymentStatus).toBe('NOT_PAID');
    expect(order.activities!.map((a) => a.type)).toEqual(['DRAFT_ORDER_CHANGES_APPLIED']);

    // The same amount again changes nothing on the order.
    expect((await setTip(orderId, '4.00')).statusCode).toBe(200);
    expect((await orderOf(orderId)).activities).toHaveLength(1);

    const removed = await client().call(T.removeTipFromOrder, { as: owner(), input: { orderId } });
    expect(removed.orderInfo.additionalFeePrice?.amount).toBe('0.00');
    const after = await orderOf(orderId);
    expect(after.additionalFees).toEqual([]);
    expect(after.priceSummary).toMatchObject({
      totalAdditionalFees: { amount: '0.00' },
      total: { amount: '25.00' },
    });

    // A tip on an order that had none adds the fee under the tip's id.
    const again = await setTip(orderId, '1.50');
    const tipId = (await client().call(T.getTipByOrderId, { as: owner(), params: { orderId } })).tip.id;
    expect(again.json().orderInfo.additionalFeeId).toBe(tipId);
    expect((await orderOf(orderId)).additionalFees).toEqual([
      expect.objectContaining({
        id: tipId,
        code: 'TIP',
        name: 'Tip',
        price: expect.objectContaining({ amount: '1.50' }),
      }),
    ]);
    const events = await app.db
      .selectFrom('outbox')
      .select(['name', 'payload'])
      .where('entity_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.name)).toEqual([
      'store_order_updated',
      'store_order_updated',
      'store_order_updated',
    ]);
    expect(String(events[0].payload)).toContain('priceSummary');
  });

  it('a larger tip on a paid order leaves a balance (PARTIALLY_PAID); a smaller one is PAID again', async () => {
    const { orderId } = await orderWithTip();
    await client().call(P.markOrderAsPaid, { params: { ecomOrderId: orderId }, input: {}, as: owner() });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PAID', status: 'APPROVED' });

    expect((await setTip(orderId, '5.00')).statusCode).toBe(200);
    const raised = await orderOf(orderId);
    expect(raised).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      status: 'APPROVED',
      priceSummary: { total: { amount: '30.00' } },
      balanceSummary: { balance: { amount: '2.50' }, paid: { amount: '27.50' } },
    });
    // The balance is what the collector may take now.
    const collectable = await client().call(P.getPaymentCollectabilityStatus, {
      params: { ecomOrderId: orderId },
      as: owner(),
    });
    expect(collectable).toEqual({
      status: 'COLLECTABLE',
      amount: { amount: '2.50', formattedAmount: '$2.50' },
    });

    // Back to what was paid: PAID. Below it: still PAID, nothing owed (the owner refunds the rest).
    expect((await setTip(orderId, '2.50')).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { balance: { amount: '0.00' } },
    });
    expect((await client().send(T.removeTipFromOrder, { as: owner(), input: { orderId } })).statusCode).toBe(
      200,
    );
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: 'PAID',
      priceSummary: { total: { amount: '25.00' } },
      balanceSummary: { balance: { amount: '0.00' }, paid: { amount: '27.50' } },
    });
    expect((await orderOf(orderId)).activities!.map((a) => a.type)).toEqual([
      'ORDER_PAID',
      'DRAFT_ORDER_CHANGES_APPLIED',
      'DRAFT_ORDER_CHANGES_APPLIED',
      'DRAFT_ORDER_CHANGES_APPLIED',
    ]);
  });

  it('refuses refunded, canceled and rejected orders and changes nothing', async () => {
    const refunded = await orderWithTip();
    await client().call(P.payStoreOrder, {
      params: { orderId: refunded.orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    const payments = (
      await client().call(P.transactionsOfOrder, { params: { orderId: refunded.orderId }, as: owner() })
    ).orderTransactions!.payments!;
    const refund = await app.request({
      method: 'POST',
      url: `/ecom/v1/payments-collector/orders/${refunded.orderId}/trigger-refund`,
      headers: owner(),
      payload: { payments: [{ paymentId: payments[0].id, amount: { amount: '1.00' } }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const before = await orderOf(refunded.orderId);
    const refused = await setTip(refunded.orderId, '9.00');
    expect(refused.statusCode).toBe(428);
    expect(codeOf(refused)).toBe('PARTIALLY_OR_FULLY_REFUNDED_ORDER_CANNOT_BE_EDITED');
    const removeRefused = await client().send(T.removeTipFromOrder, {
      as: owner(),
      input: { orderId: refunded.orderId },
    });
    expect(codeOf(removeRefused)).toBe('PARTIALLY_OR_FULLY_REFUNDED_ORDER_CANNOT_BE_EDITED');
    expect(await orderOf(refunded.orderId)).toEqual(before);
    expect(
      (await client().call(T.getTipByOrderId, { as: owner(), params: { orderId: refunded.orderId } })).tip
        .amount,
    ).toBe('2.50');

    for (const status of ['CANCELED', 'REJECTED']) {
      const orderId = await placeOrder(app, app.site.siteId, { overrides: { status } });
      const answer = await setTip(orderId, '1.00');
      expect(answer.statusCode).toBe(428);
      expect(codeOf(answer)).toBe('ORDER_CANNOT_BE_EDITED');
      expect((await orderOf(orderId)).priceSummary!.total!.amount).toBe('25.00');
    }
  });

  it('racing tip changes and a payment lose no update', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const answers = await Promise.all([
      setTip(orderId, '1.00'),
      pay(orderId, '10.00'),
      setTip(orderId, '2.00'),
      setTip(orderId, '3.00'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const { tip } = await client().call(T.getTipByOrderId, { as: owner(), params: { orderId } });
    const order = await orderOf(orderId);
    const tipMinor = Math.round(Number(tip.amount) * 100);
    // Whichever change came last, the order carries that tip, all of the payment, and its balance.
    expect(order.additionalFees!.map((fee) => fee.price!.amount)).toEqual([tip.amount]);
    expect(order.priceSummary!.total!.amount).toBe(((2500 + tipMinor) / 100).toFixed(2));
    expect(order.balanceSummary).toMatchObject({
      paid: { amount: '10.00' },
      balance: { amount: ((1500 + tipMinor) / 100).toFixed(2) },
    });
    expect(order.paymentStatus).toBe('PARTIALLY_PAID');

    // A payment of the rest at the same moment as a larger tip: either order, nothing is lost.
    const rest = ((1500 + tipMinor) / 100).toFixed(2);
    const raced = await Promise.all([pay(orderId, rest), setTip(orderId, '6.00')]);
    expect(raced.map((a) => a.statusCode)).toEqual([200, 200]);
    const paid = 2500 + tipMinor;
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      priceSummary: { total: { amount: '31.00' } },
      balanceSummary: {
        paid: { amount: (paid / 100).toFixed(2) },
        balance: { amount: ((3100 - paid) / 100).toFixed(2) },
      },
    });
  });
});
