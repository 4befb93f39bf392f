import { defineModule } from '../../platform/module.ts';
import { PaymentsService } from '../../platform/payments/payments.service.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { TestGateway } from '../../platform/payments/test-gateway.ts';
import { registerPaymentWebhookRoute } from './payment-webhook.route.ts';

export interface PaymentsModuleOptions {
  /**
   * The providers checkout may pay through. Default: the built-in test gateway alone (no money
   * moves; tokens in the README), so development and tests pay without an account anywhere.
   */
  providers?: readonly PaymentProvider[];
  /** The test gateway's webhook secret: every server process on one database needs the same. */
  testGatewayWebhookSecret?: string;
}

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    payments?: PaymentsModuleOptions;
  }
}

/**
 * Payments of ticket and store checkout: one PaymentsService per app (platform/payments) over
 * the configured providers, and the providers' webhook route. Checkout modules take the service
 * from this module's exports and never talk to a provider.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  setup({ db, uow, clock, options }) {
    const settings = options.payments ?? {};
    const testGateway = settings.providers
      ? undefined
      : new TestGateway({ db, clock, webhookSecret: settings.testGatewayWebhookSecret });
    const providers = settings.providers ?? [testGateway!];
    const service = new PaymentsService({ db, uow, clock, providers });
    return {
      routes: (server) => registerPaymentWebhookRoute(server, service),
      exports: { service, testGateway },
    };
  },
});
