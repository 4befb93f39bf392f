import { storePaymentsRoutes } from '@tessera/contracts/routes/store-payments.routes';
import { defineModule } from '../../platform/module.ts';
import { paymentsModule } from '../payments/index.ts';
import { storeOrdersModule } from '../store-orders/index.ts';
import { AuthorizationsService } from './authorizations.service.ts';
import { CanceledOrdersService } from './canceled-orders.service.ts';
import { CheckoutChargeService } from './checkout-charge.service.ts';
import { ChargeService } from './charge.service.ts';
import { PaymentsCollector } from './collector.service.ts';
import * as tables from './migrations/0046_store_payments_tables.ts';
import { OrderLedger } from './order-ledger.ts';
import { RefundsService } from './refunds.service.ts';
import { registerStorePaymentsRoutes } from './store-payments.routes.ts';
import { OrderTransactionsService } from './transactions.service.ts';
import './store-payments.schema.ts';

/** Payments of store orders: the payments collector (collect, capture, void, refund, mark as paid) and order transactions. */
export const storePaymentsModule = defineModule({
  name: 'store-payments',
  routeGroups: [storePaymentsRoutes],
  migrations: { '0046_store_payments_tables': tables },
  setup({ db, uow, clock, jobs }, modules) {
    const { payments: orders, placement } = modules.get(storeOrdersModule);
    const payments = modules.get(paymentsModule).service;
    const ledger = new OrderLedger({ db, uow, clock, orders });
    const collector = new PaymentsCollector(ledger, orders);
    const authorizations = new AuthorizationsService(ledger, payments);
    const refunds = new RefundsService(ledger, payments, orders, jobs);
    const transactions = new OrderTransactionsService(ledger);
    const charge = new ChargeService(ledger, payments, jobs);
    // A canceled order's authorizations are voided and its online payments refunded (a job).
    const canceled = new CanceledOrdersService(ledger, authorizations, refunds, jobs);
    canceled.listenTo(orders);
    const checkoutCharge = new CheckoutChargeService(placement, charge, ledger);
    // A slow payment that settles later moves its order payment (payments' port, after its commit).
    payments.onSettled((siteId, payment) => charge.settled(siteId, payment));
    return {
      routes: (server) =>
        registerStorePaymentsRoutes(server, {
          db,
          orders,
          collector,
          authorizations,
          refunds,
          transactions,
          charge,
          checkoutCharge,
          checkoutSubjectsOf: placement.checkoutSubjectsOf,
        }),
      jobs: (registry) => {
        authorizations.registerJobs(registry);
        refunds.registerJobs(registry);
        canceled.registerJobs(registry);
      },
      exports: { charge },
    };
  },
});
