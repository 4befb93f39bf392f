/**
 * The payments collector's collecting side and order transactions: collectability, payment
 * gateway orders, manual payments, mark as paid (one and bulk), memberships refused, recorded
 * payments and their status moves, method updates and refund transactions reported later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { newId } from '../../src/platform/ids.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { placeOrder, storePaymentsApp } from './helpers.ts';

const routes = storePaymentsRoutes;

describe('store payments: collecting and recorded payments', () => {
  let app: TestApp;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, app.site.siteId), orderId);
  const post = (url: string, payload: unknown) =>
    app.request({ method: 'POST', url, headers: owner(), payload: payload as object });
  const codeOf = (response: { json(): { details: { applicationError: { code: string } } } }) =>
    response.json().details.applicationError.code;
  const collectability = (orderId: string) =>
    client().call(routes.getPaymentCollectabilityStatus, { params: { ecomOrderId: orderId }, as: owner() });

  beforeAll(async () => {
    app = await storePaymentsApp();
  });
  afterAll(() => app.close());

  it('collects by hand: a manual payment of part, then mark as paid for the rest', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    expect(await collectability(orderId)).toEqual({
      status: 'COLLECTABLE',
      amount: { amount: '25.00', formattedAmount: '$25.00' },
    });
    const tooMuch = await post(`/ecom/v1/payments-collector/orders/${orderId}/manual-payment`, {
      amount: { amount: '30.00' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(codeOf(tooMuch)).toBe('INVALID_AMOUNT');
    await client().call(routes.recordManuallyCollectedPayment, {
      params: { orderId },
      input: { amount: { amount: '10.00' }, paymentMethodName: { predefined: 'CASH' } },
      as: owner(),
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PARTIALLY_PAID' });
    expect((await collectability(orderId)).amount).toEqual({ amount: '15.00', formattedAmount: '$15.00' });

    const marked = await client().call(routes.markOrderAsPaid, {
      params: { ecomOrderId: orderId },
      input: {},
      as: owner(),
    });
    expect(marked.order).toMatchObject({ id: orderId, paymentStatus: 'PAID', status: 'APPROVED' });
    const listed = await client().call(routes.transactionsOfOrder, { params: { orderId }, as: owner() });
    expect(
      listed.orderTransactions!.payments!.map((p) => [
        p.amount!.amount,
        p.regularPaymentDetails!.offlinePayment,
      ]),
    ).toEqual([
      ['10.00', true],
      ['15.00', true],
    ]);
    expect(listed.orderTransactions!.payments![0].regularPaymentDetails!.paymentMethodName).toEqual({
      userDefinedName: { predefined: 'CASH' },
    });
    expect(await collectability(orderId)).toEqual({
      status: 'NONCOLLECTABLE_ORDER_IS_PAID',
      amount: { amount: '0.00', formattedAmount: '$0.00' },
    });
    const again = await post(`/ecom/v1/payments-collector/orders/${orderId}/mark-as-paid`, {});
    expect(again.statusCode).toBe(428);
    expect(codeOf(again)).toBe('ORDER_ALREADY_PAID');
  });

  it('marks orders paid in bulk, each with its own result', async () => {
    const a = await placeOrder(app, app.site.siteId);
    const b = await placeOrder(app, app.site.siteId);
    await client().call(routes.markOrderAsPaid, { params: { ecomOrderId: b }, input: {}, as: owner() });
    const missing = newId();
    const bulk = await client().call(routes.bulkMarkOrdersAsPaid, {
      input: { ecomOrderIds: [a, b, missing] },
      as: owner(),
    });
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
    expect(
      bulk.results!.map((r) => [r.itemMetadata!.id, r.itemMetadata!.success, r.itemMetadata!.error?.code]),
    ).toEqual([
      [a, true, undefined],
      [b, false, 'ORDER_ALREADY_PAID'],
      [missing, false, 'ORDER_NOT_FOUND'],
    ]);
    expect(bulk.results![0].item).toMatchObject({ id: a, paymentStatus: 'PAID' });
  });

  it('prepares a payment gateway order the next charge collects; refuses more than owed', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const over = await post(`/ecom/v1/payments-collector/orders/${orderId}/prepare-payment-collection`, {
      amount: { amount: '25.01' },
    });
    expect(codeOf(over)).toBe('INVALID_AMOUNT');
    const unknown = await post(`/ecom/v1/payments-collector/orders/${orderId}/prepare-payment-collection`, {
      amount: { amount: '5.00' },
      paymentGatewayOrderId: newId(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('PAYMENT_GATEWAY_ID_NOT_FOUND');
    const prepared = await client().call(routes.preparePaymentCollection, {
      params: { ecomOrderId: orderId },
      input: { amount: { amount: '5.00' } },
      as: owner(),
    });
    const created = await client().call(routes.createPaymentGatewayOrder, {
      params: { ecomOrderId: orderId },
      input: {},
      as: owner(),
    });
    expect(created.paymentGatewayOrderId).not.toBe(prepared.paymentGatewayOrderId);
    // The prepared one, updated with a new amount, is the latest: the charge collects 5.00.
    const updated = await client().call(routes.preparePaymentCollection, {
      params: { ecomOrderId: orderId },
      input: { amount: { amount: '5.00' }, paymentGatewayOrderId: prepared.paymentGatewayOrderId },
      as: owner(),
    });
    expect(updated.paymentGatewayOrderId).toBe(prepared.paymentGatewayOrderId);
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    expect(paid).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', transactionStatus: 'APPROVED' });
    expect(paid.orderTransactions.payments![0]).toMatchObject({
      amount: { amount: '5.00' },
      regularPaymentDetails: { paymentOrderId: prepared.paymentGatewayOrderId },
    });
  });

  it('refuses memberships (there are none) and unknown orders', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const memberships = await post(`/ecom/v1/payments-collector/orders/${orderId}/charge-membership`, {
      memberId: newId(),
    });
    expect(memberships.statusCode).toBe(428);
    expect(codeOf(memberships)).toBe('MEMBERSHIPS_NOT_AVAILABLE');
    const none = await app.request({
      method: 'GET',
      url: `/ecom/v1/payments-collector/orders/${newId()}/payment-collectability-status`,
      headers: owner(),
    });
    expect(none.statusCode).toBe(404);
    expect(codeOf(none)).toBe('ORDER_NOT_FOUND');
  });

  it('records payments and moves their statuses by the table; an online one only by its provider', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const added = await client().call(routes.addPayments, {
      params: { orderId },
      input: {
        payments: [
          {
            amount: { amount: '20.00' },
            status: 'PENDING',
            regularPaymentDetails: { paymentMethod: 'BankTransfer' },
          },
          {
            amount: { amount: '5.00' },
            giftcardPaymentDetails: { giftCardPaymentId: 'gc-1', obfuscatedCode: '****QXY1' },
          },
        ],
      },
      as: owner(),
    });
    expect(added.paymentsIds).toHaveLength(2);
    expect(added.orderTransactions!.payments!.map((p) => p.status)).toEqual(['PENDING', 'APPROVED']);
    expect(added.orderTransactions!.payments![1].giftcardPaymentDetails).toMatchObject({
      giftCardPaymentId: 'gc-1',
      voided: false,
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PARTIALLY_PAID' });

    const [transfer] = added.paymentsIds!;
    const approved = await client().call(routes.updatePaymentStatus, {
      params: { orderId, paymentId: transfer },
      input: { status: 'APPROVED' },
      as: owner(),
    });
    expect(approved.orderTransactions!.payments![0].status).toBe('APPROVED');
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PAID', status: 'APPROVED' });

    // APPROVED → PENDING has no row in the table.
    const back = await post(
      `/ecom/v1/payments/${transfer}/orders/${orderId}/update-payment-transaction-status`,
      {
        status: 'PENDING',
      },
    );
    expect(back.statusCode).toBe(428);
    expect(codeOf(back)).toBe('PAYMENT_STATUS_CHANGE_NOT_ALLOWED');
    const providerOnly = await post(
      `/ecom/v1/payments/${transfer}/orders/${orderId}/update-payment-transaction-status`,
      {
        status: 'REFUNDED',
      },
    );
    expect(providerOnly.statusCode).toBe(400);

    const card = await placeOrder(app, app.site.siteId);
    const charged = await client().call(routes.payStoreOrder, {
      params: { orderId: card },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    const online = await post(
      `/ecom/v1/payments/${charged.paymentId}/orders/${card}/update-payment-transaction-status`,
      { status: 'CANCELED' },
    );
    expect(codeOf(online)).toBe('NOT_REGULAR_OFFLINE_PAYMENT');
  });

  it('bulk-updates statuses with a result each, and refuses a status the order cannot reach', async () => {
    const first = await placeOrder(app, app.site.siteId);
    const second = await placeOrder(app, app.site.siteId);
    const pending = async (orderId: string) =>
      (
        await client().call(routes.addPayments, {
          params: { orderId },
          input: { payments: [{ amount: { amount: '25.00' }, status: 'PENDING' }] },
          as: owner(),
        })
      ).paymentsIds![0];
    const a = await pending(first);
    const b = await pending(second);
    const bulk = await client().call(routes.bulkUpdatePaymentStatuses, {
      input: {
        paymentAndOrderIds: [
          { orderId: first, paymentId: a },
          { orderId: second, paymentId: a },
          { orderId: second, paymentId: b },
        ],
        status: 'DECLINED',
        returnFullEntity: true,
      },
      as: owner(),
    });
    expect(
      bulk.results!.map((r) => [r.itemMetadata!.success, r.item?.status ?? r.itemMetadata!.error!.code]),
    ).toEqual([
      [true, 'DECLINED'],
      [false, 'PAYMENT_NOT_FOUND'],
      [true, 'DECLINED'],
    ]);
    expect(await orderOf(first)).toMatchObject({ paymentStatus: 'DECLINED' });
  });

  it('updates what a payment says of its method, within the field mask', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const added = await client().call(routes.addPayments, {
      params: { orderId },
      input: {
        payments: [{ amount: { amount: '25.00' }, regularPaymentDetails: { paymentMethod: 'Cash' } }],
      },
      as: owner(),
    });
    const id = added.paymentsIds![0];
    const updated = await client().call(routes.updatePayments, {
      params: { orderId },
      input: {
        payments: [
          {
            payment: {
              id,
              refundDisabled: true,
              regularPaymentDetails: { providerTransactionId: 'tx-9', paymentMethod: 'Cheque' },
            },
            fieldMask: { paths: ['regularPaymentDetails.providerTransactionId', 'refundDisabled'] },
          },
        ],
      },
      as: owner(),
    });
    expect(updated.orderTransactions!.payments![0]).toMatchObject({
      refundDisabled: true,
      amount: { amount: '25.00' },
      status: 'APPROVED',
      regularPaymentDetails: { providerTransactionId: 'tx-9', paymentMethod: 'Cash' },
    });
    const refundability = await client().call(routes.getRefundabilityStatus, {
      params: { ecomOrderId: orderId },
      as: owner(),
    });
    expect(refundability.refundabilities![0]).toMatchObject({ nonRefundableReason: 'DISABLED_BY_PROVIDER' });
  });

  it('completes an external refund reported later (PENDING → SUCCEEDED) once', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const paid = await client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
    // Make a refund whose transaction waits: an online refund the provider could not take.
    const { paymentsModule } = await import('../../src/modules/payments/index.ts');
    const gateway = app.modules.get(paymentsModule).testGateway!;
    gateway.simulateOutage(true);
    let refundId: string;
    try {
      const refund = await client().call(routes.triggerRefund, {
        params: { ecomOrderId: orderId },
        input: { payments: [{ paymentId: paid.paymentId, amount: { amount: '7.00' } }] },
        as: owner(),
      });
      refundId = refund.refundId!;
    } finally {
      gateway.simulateOutage(false);
    }
    const reported = await client().call(routes.updateRefundTransaction, {
      params: { orderId },
      input: {
        refundId,
        transaction: {
          paymentId: paid.paymentId,
          refundStatus: 'FAILED',
          refundStatusInfo: { description: 'bank' },
        },
      },
      as: owner(),
    });
    expect(reported.refund).toMatchObject({
      transactions: [{ refundStatus: 'FAILED', refundStatusInfo: { description: 'bank' } }],
      summary: { failedRefundAmount: { amount: '7.00' }, pending: false },
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'PAID' });
    const late = await post(`/ecom/v1/payments/orders/${orderId}/update-refund-transaction`, {
      refundId,
      transaction: { paymentId: paid.paymentId, refundStatus: 'SUCCEEDED' },
    });
    expect(late.statusCode).toBe(428);
    expect(codeOf(late)).toBe('REFUND_ALREADY_COMPLETED');
    const unknown = await post(`/ecom/v1/payments/orders/${orderId}/update-refund-transaction`, {
      refundId: newId(),
      transaction: { paymentId: paid.paymentId, refundStatus: 'SUCCEEDED' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the transactions of several orders, leaving out ids of no order', async () => {
    const a = await placeOrder(app, app.site.siteId);
    const b = await placeOrder(app, app.site.siteId);
    await client().call(routes.markOrderAsPaid, { params: { ecomOrderId: a }, input: {}, as: owner() });
    const listed = await client().call(routes.transactionsOfOrders, {
      input: { orderIds: [a, b, newId(), a] },
      as: owner(),
    });
    expect(listed.orderTransactions!.map((t) => [t.orderId, t.payments!.length])).toEqual([
      [a, 1],
      [b, 0],
    ]);
    // Another site's owner sees none of them.
    const other = await app.createSite();
    const elsewhere = await client().call(routes.transactionsOfOrders, {
      input: { orderIds: [a] },
      as: app.ownerHeaders(other),
    });
    expect(elsewhere.orderTransactions).toEqual([]);
  });
});
