import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { StoreOrdersPaymentsPort } from '../store-orders/index.ts';
import type { AuthorizationsService } from './authorizations.service.ts';
import type { OrderLedger } from './order-ledger.ts';
import { findOrderPayment, paymentsOfOrders } from './order-payments.store.ts';
import { refundabilityOf, type RefundsService } from './refunds.service.ts';

export const CANCELED_ORDER_JOB = 'store-payments.order-canceled';

/**
 * A canceled order gives its money back: authorizations still held are voided and money taken
 * online is refunded in full. The cancel's unit only enqueues a job (key per order, so once per
 * cancellation — a cancel that rolls back enqueues nothing); the job then asks the provider
 * outside any database transaction, through the same void and refund paths as the owner's calls,
 * so their keys and reservations keep it exact: a run repeated after a crash finds each payment
 * already voided or refunded and does nothing more. Offline and other recorded payments are left
 * to the owner (refunded by hand, as the hosted platform does).
 */
export class CanceledOrdersService {
  constructor(
    private readonly ledger: OrderLedger,
    private readonly authorizations: AuthorizationsService,
    private readonly refunds: RefundsService,
    private readonly jobs: Jobs,
  ) {}

  listenTo(orders: StoreOrdersPaymentsPort): void {
    orders.onOrderCanceled(async (tx, order) => {
      await this.jobs.enqueue(tx, {
        kind: CANCELED_ORDER_JOB,
        runAt: this.ledger.now(),
        key: `canceled:${order.id}`,
        payload: { orderId: order.id },
      });
    });
  }

  registerJobs(jobs: Jobs): void {
    // A provider that is down fails the job: it runs again after its backoff, settling what is left.
    jobs.register(CANCELED_ORDER_JOB, async (job) => {
      const { orderId } = job.payload as { orderId: string };
      if (job.siteId) await this.giveBack(job.siteId, orderId);
    });
  }

  /** Voids every held authorization of the order, then refunds what its online payments took. */
  async giveBack(siteId: string, orderId: string): Promise<void> {
    const scope = this.ledger.scope(siteId);
    const caller = { siteId };
    for (const payment of await paymentsOfOrders(scope, [orderId])) {
      if (!payment.platform_payment_id) continue;
      if (payment.status === 'AUTHORIZED') {
        try {
          await this.authorizations.void(caller, orderId, [payment.id]);
          continue;
        } catch (error) {
          // Captured meanwhile (the owner or a CAPTURE schedule): refunded below instead.
          if (!(error instanceof AppError && error.code.startsWith('PAYMENT_ALREADY_'))) throw error;
        }
      }
      const order = await this.ledger.order(scope, orderId);
      const current = (await findOrderPayment(scope, payment.id))!;
      if (refundabilityOf(order, current).refundabilityStatus !== 'REFUNDABLE') continue;
      await this.refunds.trigger(caller, orderId, {
        payments: [{ paymentId: payment.id }],
        details: { reason: 'Order canceled' },
      });
    }
  }
}
