import type { storePaymentsRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import { placeOrder } from '../../store-payments/helpers.ts';
import { sampleCheckout } from './checkouts.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A fresh unpaid order of the fixture site (25.00 USD), placed by `visitorId` when given. */
const order = (fx: SampleFixtures, visitorId?: string) =>
  placeOrder(fx.app, fx.app.site.siteId, { visitorId });

/** A fresh order the owner marked paid: one approved offline payment of 25.00. */
async function paidOrder(fx: SampleFixtures): Promise<{ orderId: string; paymentId: string }> {
  const orderId = await order(fx);
  const response = await fx.app.request({
    method: 'POST',
    url: `/ecom/v1/payments/orders/${orderId}/add-payment`,
    headers: fx.app.ownerHeaders(),
    payload: { payments: [{ amount: { amount: '25.00' }, regularPaymentDetails: { offlinePayment: true } }] },
  });
  if (response.statusCode !== 200) throw new Error(`sample paid order: ${response.body}`);
  return { orderId, paymentId: response.json().paymentsIds[0] };
}

/** A fresh order paid by card with delayed capture: one AUTHORIZED payment. */
async function authorizedOrder(fx: SampleFixtures): Promise<{ orderId: string; paymentId: string }> {
  const orderId = await order(fx);
  const response = await fx.app.request({
    method: 'POST',
    url: `/_api/tessera/v1/store/orders/${orderId}/pay`,
    headers: fx.app.ownerHeaders(),
    payload: { paymentToken: 'tok_approve', delayCapture: true },
  });
  if (response.statusCode !== 200) throw new Error(`sample authorized order: ${response.body}`);
  return { orderId, paymentId: response.json().paymentId };
}

/** A fresh order with a pending recorded payment (a bank transfer not yet seen). */
async function pendingPayment(fx: SampleFixtures): Promise<{ orderId: string; paymentId: string }> {
  const orderId = await order(fx);
  const response = await fx.app.request({
    method: 'POST',
    url: `/ecom/v1/payments/orders/${orderId}/add-payment`,
    headers: fx.app.ownerHeaders(),
    payload: { payments: [{ amount: { amount: '25.00' }, status: 'PENDING' }] },
  });
  if (response.statusCode !== 200) throw new Error(`sample pending payment: ${response.body}`);
  return { orderId, paymentId: response.json().paymentsIds[0] };
}

/** The store's store-payments routes (modules/store-payments). */
export const storePaymentsSamples: SamplesOf<typeof storePaymentsRoutes> = {
  PreparePaymentCollection: async (fx) => ({
    params: { ecomOrderId: await order(fx) },
    input: {
      amount: { amount: '25.00' },
      delayedCaptureSettings: { scheduledAction: 'VOID', delayDuration: { count: 3, unit: 'DAYS' } },
    },
  }),
  GetPaymentCollectabilityStatus: async (fx) => ({ params: { ecomOrderId: await order(fx) } }),
  RecordManuallyCollectedPayment: async (fx) => ({
    params: { orderId: await order(fx) },
    input: { amount: { amount: '10.00' } },
  }),
  MarkOrderAsPaid: async (fx) => ({ params: { ecomOrderId: await order(fx) }, input: {} }),
  BulkMarkOrdersAsPaid: async (fx) => ({ input: { ecomOrderIds: [await order(fx), await order(fx)] } }),
  GetRefundabilityStatus: async (fx) => ({ params: { ecomOrderId: (await paidOrder(fx)).orderId } }),
  CreatePaymentGatewayOrder: async (fx) => ({ params: { ecomOrderId: await order(fx) }, input: {} }),
  ChargeMemberships: async (fx) => ({
    params: { ecomOrderId: await order(fx) },
    input: { memberId: newId() },
  }),
  TriggerRefund: async (fx) => {
    const { orderId, paymentId } = await paidOrder(fx);
    return {
      params: { ecomOrderId: orderId },
      input: { payments: [{ paymentId, amount: { amount: '5.00' } }], details: { reason: 'Damaged' } },
    };
  },
  VoidAuthorizedPayments: async (fx) => {
    const { orderId, paymentId } = await authorizedOrder(fx);
    return { params: { ecomOrderId: orderId }, input: { paymentIds: [paymentId] } };
  },
  CaptureAuthorizedPayments: async (fx) => {
    const { orderId, paymentId } = await authorizedOrder(fx);
    return { params: { ecomOrderId: orderId }, input: { payments: [{ paymentId }] } };
  },
  ListTransactionsForSingleOrder: async (fx) => ({ params: { orderId: (await paidOrder(fx)).orderId } }),
  ListTransactionsForMultipleOrders: async (fx) => ({
    input: { orderIds: [(await paidOrder(fx)).orderId, await order(fx)] },
  }),
  AddPayments: async (fx) => ({
    params: { orderId: await order(fx) },
    input: { payments: [{ amount: { amount: '25.00' }, regularPaymentDetails: { paymentMethod: 'Cash' } }] },
  }),
  UpdatePaymentStatus: async (fx) => {
    const { orderId, paymentId } = await pendingPayment(fx);
    return { params: { orderId, paymentId }, input: { status: 'APPROVED' } };
  },
  BulkUpdatePaymentStatuses: async (fx) => {
    const { orderId, paymentId } = await pendingPayment(fx);
    return {
      input: { paymentAndOrderIds: [{ orderId, paymentId }], status: 'APPROVED', returnFullEntity: true },
    };
  },
  UpdatePayments: async (fx) => {
    const { orderId, paymentId } = await paidOrder(fx);
    return {
      params: { orderId },
      input: {
        payments: [{ payment: { id: paymentId, regularPaymentDetails: { providerTransactionId: 'tx-1' } } }],
      },
    };
  },
  UpdateRefundTransaction: async (fx) => {
    const { orderId, paymentId } = await paidOrder(fx);
    return {
      params: { orderId },
      input: { refundId: newId(), transaction: { paymentId, refundStatus: 'SUCCEEDED' } },
    };
  },
  // A visitor's real checkout (store-cart's sample), ordered and paid by card in one call.
  CreateOrderAndCharge: async (fx) => {
    const visitorId = newId();
    return {
      params: { id: await sampleCheckout(fx, visitorId) },
      input: { paymentToken: 'tok_approve' },
      subject: { role: 'VISITOR', id: visitorId },
    };
  },
  PayStoreOrder: async (fx) => {
    const visitorId = newId();
    return {
      params: { orderId: await order(fx, visitorId) },
      input: { paymentToken: 'tok_approve' },
      subject: { role: 'VISITOR', id: visitorId },
    };
  },
};
