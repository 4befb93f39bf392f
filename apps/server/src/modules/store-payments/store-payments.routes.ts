import type { FastifyInstance } from 'fastify';
import { storePaymentsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { StoreOrdersPaymentsPort } from '../store-orders/index.ts';
import { orderNotFound } from './order-ledger.ts';
import type { AuthorizationsService } from './authorizations.service.ts';
import type { ChargeService } from './charge.service.ts';
import type { CheckoutChargeService } from './checkout-charge.service.ts';
import type { OwningSubject } from '../../platform/auth/subject-access.ts';
import type { PaymentsCollector } from './collector.service.ts';
import type { RefundsService } from './refunds.service.ts';
import type { OrderTransactionsService } from './transactions.service.ts';

export interface StorePaymentsServices {
  db: Db;
  orders: StoreOrdersPaymentsPort;
  collector: PaymentsCollector;
  authorizations: AuthorizationsService;
  refunds: RefundsService;
  transactions: OrderTransactionsService;
  charge: ChargeService;
  checkoutCharge: CheckoutChargeService;
  /** store-orders' checkouts: whose a checkout is (its visitor or member). */
  checkoutSubjectsOf(siteId: string, checkoutId: string): Promise<readonly OwningSubject[]>;
}

/** The payments collector and order transactions routes: each handler is one service call. */
export function registerStorePaymentsRoutes(server: FastifyInstance, s: StorePaymentsServices): void {
  registerRoutes(
    server,
    storePaymentsRoutes,
    {
      preparePaymentCollection: ({ caller, params, input }) =>
        s.collector.prepare(caller, params.ecomOrderId, input),
      getPaymentCollectabilityStatus: ({ caller, params }) =>
        s.collector.collectability(caller, params.ecomOrderId),
      recordManuallyCollectedPayment: async ({ caller, params, input }) => {
        await s.collector.recordManualPayment(caller, params.orderId, input.amount, input.paymentMethodName);
        return {};
      },
      markOrderAsPaid: ({ caller, params }) => s.collector.markAsPaid(caller, params.ecomOrderId),
      bulkMarkOrdersAsPaid: ({ caller, input }) => s.collector.bulkMarkAsPaid(caller, input.ecomOrderIds),
      getRefundabilityStatus: ({ caller, params }) => s.refunds.refundability(caller, params.ecomOrderId),
      createPaymentGatewayOrder: ({ caller, params }) =>
        s.collector.createPaymentGatewayOrder(caller, params.ecomOrderId),
      chargeMemberships: ({ caller, params }) => s.collector.chargeMemberships(caller, params.ecomOrderId),
      triggerRefund: ({ caller, params, input }) => s.refunds.trigger(caller, params.ecomOrderId, input),
      voidAuthorizedPayments: ({ caller, params, input }) =>
        s.authorizations.void(caller, params.ecomOrderId, input.paymentIds),
      captureAuthorizedPayments: ({ caller, params, input }) =>
        s.authorizations.capture(caller, params.ecomOrderId, input.payments),
      transactionsOfOrder: async ({ caller, params }) => ({
        orderTransactions: await s.transactions.listForOrder(caller, params.orderId),
      }),
      transactionsOfOrders: async ({ caller, input }) => ({
        orderTransactions: await s.transactions.listForOrders(caller, input.orderIds),
      }),
      addPayments: ({ caller, params, input }) =>
        s.transactions.addPayments(caller, params.orderId, input.payments),
      updatePaymentStatus: async ({ caller, params, input }) => ({
        orderTransactions: await s.transactions.updatePaymentStatus(
          caller,
          params.orderId,
          params.paymentId,
          input.status,
        ),
      }),
      bulkUpdatePaymentStatuses: ({ caller, input }) =>
        s.transactions.bulkUpdatePaymentStatuses(caller, input),
      updatePayments: async ({ caller, params, input }) => ({
        orderTransactions: await s.transactions.updatePayments(caller, params.orderId, input),
      }),
      updateRefundTransaction: ({ caller, params, input }) =>
        s.transactions.updateRefundTransaction(caller, params.orderId, input),
      createOrderAndCharge: ({ caller, params, input }) =>
        s.checkoutCharge.createAndCharge(caller, params.id, input),
      payStoreOrder: async ({ caller, params, input }) => {
        const { declineReason: _reason, ...outcome } = await s.charge.pay(caller, params.orderId, input);
        return outcome;
      },
    },
    {
      // A store order belongs to the visitor or member who placed it.
      storeOrder: {
        async subjectsOf(siteId, orderId) {
          const order = await s.orders.orderForPayment(siteScope(s.db, siteId), orderId);
          return order?.subject ? [order.subject] : [];
        },
        notFound: () => orderNotFound(),
      },
      // A checkout belongs to its visitor or member; anyone else gets store-orders' blind 404.
      checkout: {
        subjectsOf: (siteId, checkoutId) => s.checkoutSubjectsOf(siteId, checkoutId),
        notFound: () => notFound('CHECKOUT_NOT_FOUND', 'Checkout not found'),
      },
    },
  );
}
