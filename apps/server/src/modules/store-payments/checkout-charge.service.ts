import type { CreateOrderAndChargeRequest } from '@tessera/contracts/store-payments';
import type { Static } from '@sinclair/typebox';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChargeService } from './charge.service.ts';
import { collectabilityOf } from './collector.service.ts';
import type { OrderLedger } from './order-ledger.ts';

/** What store-orders lends for this flow: the same placement as its create-order route. */
export interface OrderPlacement {
  createOrderFromCheckout(caller: Caller, checkoutId: string): Promise<{ orderId: string }>;
}

/**
 * `POST /ecom/v1/checkouts/{id}/create-order-and-charge`: store-orders' placement (one order per
 * checkout, stock taken in its unit), then the pay route's charge (provider key per order attempt).
 * Two units on purpose: the provider is never asked inside a database transaction, and an order
 * whose card was declined stays placed, so the buyer pays it again. A retry answers the same
 * order and charges only what it still owes: a paid (or authorized) order is not charged twice.
 */
export class CheckoutChargeService {
  constructor(
    private readonly placement: OrderPlacement,
    private readonly charge: ChargeService,
    private readonly ledger: OrderLedger,
  ) {}

  async createAndCharge(
    caller: Caller,
    checkoutId: string,
    input: Static<typeof CreateOrderAndChargeRequest>,
  ): Promise<{ orderId: string; paymentGatewayOrderId: string | null }> {
    const { orderId } = await this.placement.createOrderFromCheckout(caller, checkoutId);
    const scope = this.ledger.scope(caller.siteId);
    const order = await this.ledger.order(scope, orderId);
    const collectable = collectabilityOf(order) === 'COLLECTABLE';
    if (input.paymentToken && collectable) {
      const outcome = await this.charge.pay(caller, orderId, {
        paymentToken: input.paymentToken,
        ...(input.delayCapture !== undefined ? { delayCapture: input.delayCapture } : {}),
      });
      if (outcome.transactionStatus === 'DECLINED')
        throw new AppError('PRECONDITION', 'PAYMENT_DECLINED', 'The card was declined: try another', {
          orderId,
          declineReason: outcome.declineReason ?? null,
        });
    }
    const after = await this.ledger.order(scope, orderId);
    return { orderId, paymentGatewayOrderId: after.paymentGatewayOrderId };
  }
}
