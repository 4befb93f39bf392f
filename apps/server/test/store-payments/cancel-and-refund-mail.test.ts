/**
 * A canceled order gives its money back (authorizations voided, card payments refunded, once,
 * by a job enqueued in the cancel's unit), and a refund asked with sendOrderRefundedEmail mails
 * the buyer exactly once, when the money went back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { TestClock } from '../../src/platform/clock.ts';
import { listMailbox } from '../../src/platform/mail/dev-mailbox.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { placeOrder, storePaymentsApp } from './helpers.ts';

const routes = storePaymentsRoutes;
const BUYER = 'ada@example.com';

describe('store payments: canceled orders and the refund email', () => {
  let app: TestApp;
  let clock: TestClock;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();
  const site = () => app.site.siteId;
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, site()), orderId);
  const transactionsOf = async (orderId: string) =>
    (await client().call(routes.transactionsOfOrder, { params: { orderId }, as: owner() }))
      .orderTransactions!;
  const pay = (orderId: string) =>
    client().call(routes.payStoreOrder, {
      params: { orderId },
      input: { paymentToken: 'tok_approve' },
      as: owner(),
    });
  const cancel = (orderId: string) =>
    app.request({ method: 'POST', url: `/ecom/v1/orders/${orderId}/cancel`, headers: owner(), payload: {} });
  const refundsAtProvider = async (orderId: string) =>
    (
      await app.db
        .selectFrom('payments')
        .select(['status', 'refunded_minor'])
        .where('reference', '=', orderId)
        .execute()
    ).map((row) => ({ status: row.status, refunded: Number(row.refunded_minor) }));
  const mailsTo = async (subject: string) => {
    await app.outbox.dispatchPending();
    const mails = await listMailbox(siteScope(app.db, site()), { to: BUYER, limit: 500 });
    return mails.filter((m) => m.subject.includes(subject));
  };
  const buyersOrder = () => placeOrder(app, site(), { visitorId: crypto.randomUUID() });

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await storePaymentsApp(clock);
  });
  afterAll(() => app.close());

  it('refunds a card-paid order in full when it is canceled, once however often the job runs', async () => {
    const orderId = await buyersOrder();
    const { paymentId } = await pay(orderId);
    expect(await orderOf(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });

    const canceled = await cancel(orderId);
    expect(canceled.statusCode, canceled.body).toBe(200);
    // The job the cancel enqueued asks the provider; running due jobs again changes nothing.
    await app.jobs.runDue();
    await app.jobs.runDue();

    const after = await transactionsOf(orderId);
    expect(after.payments).toEqual([expect.objectContaining({ id: paymentId, status: 'REFUNDED' })]);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds![0]).toMatchObject({
      details: { reason: 'Order canceled' },
      transactions: [{ paymentId, amount: { amount: '25.00' }, refundStatus: 'SUCCEEDED' }],
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'CANCELED', paymentStatus: 'FULLY_REFUNDED' });
    expect(await refundsAtProvider(orderId)).toEqual([{ status: 'REFUNDED', refunded: 2500 }]);
  });

  it('voids an authorization still held when the order is canceled', async () => {
    const orderId = await buyersOrder();
    await client().call(routes.preparePaymentCollection, {
      params: { ecomOrderId: orderId },
      input: {
        amount: { amount: '25.00' },
        delayedCaptureSettings: { scheduledAction: 'CAPTURE', delayDuration: { count: 2, unit: 'DAYS' } },
      },
      as: owner(),
    });
    const held = await pay(orderId);
    expect(held.transactionStatus).toBe('AUTHORIZED');

    expect((await cancel(orderId)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect((await transactionsOf(orderId)).payments![0]).toMatchObject({
      id: held.paymentId,
      status: 'VOIDED',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'CANCELED', paymentStatus: 'CANCELED' });
    // The CAPTURE schedule that comes due later does nothing.
    clock.advance(3 * 24 * 60 * 60_000);
    await app.jobs.runDue();
    expect((await transactionsOf(orderId)).payments![0].status).toBe('VOIDED');
    expect(await refundsAtProvider(orderId)).toEqual([{ status: 'VOIDED', refunded: 0 }]);
  });

  it('leaves an unpaid order and an offline payment alone (the owner refunds offline money by hand)', async () => {
    const unpaid = await buyersOrder();
    expect((await cancel(unpaid)).statusCode).toBe(200);
    const offline = await buyersOrder();
    await client().call(routes.addPayments, {
      params: { orderId: offline },
      input: { payments: [{ amount: { amount: '25.00' }, regularPaymentDetails: { offlinePayment: true } }] },
      as: owner(),
    });
    expect((await cancel(offline)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await orderOf(unpaid)).toMatchObject({ status: 'CANCELED', paymentStatus: 'NOT_PAID' });
    expect((await transactionsOf(offline)).refunds).toEqual([]);
  });

  it('mails the buyer once when a refund asked with sendOrderRefundedEmail goes through', async () => {
    const orderId = await buyersOrder();
    const { paymentId } = await pay(orderId);
    const before = (await mailsTo('was refunded')).length;
    const refund = (payload: Record<string, unknown>) =>
      app.request({
        method: 'POST',
        url: `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`,
        headers: owner(),
        payload,
      });
    const first = await refund({
      payments: [{ paymentId, amount: { amount: '10.00' } }],
      sideEffects: { sendOrderRefundedEmail: true, customMessage: 'Sorry about the scratch.' },
    });
    expect(first.statusCode, first.body).toBe(200);
    // Without the side effect: no mail.
    expect((await refund({ payments: [{ paymentId, amount: { amount: '1.00' } }] })).statusCode).toBe(200);
    const mails = await mailsTo('was refunded');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.body.includes('$10.00'))!;
    expect(mail.body).toContain('Sorry about the scratch.');
    expect(mail.subject).toMatch(/^Your order #\d+ was refunded$/);
    // Dispatching again sends nothing more.
    expect(await mailsTo('was refunded')).toHaveLength(before + 1);
  });
});
