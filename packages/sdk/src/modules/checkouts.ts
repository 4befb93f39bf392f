import type { AddressWithContact, SelectedShippingOption } from '@tessera/contracts/ecom-common';
import type { Checkout, CheckoutInfoInput } from '@tessera/contracts/checkouts';
import {
  createCheckout as createCheckoutEndpoint,
  getCheckout as getCheckoutEndpoint,
  getCheckoutUrl as getCheckoutUrlEndpoint,
  removeCoupon as removeCouponEndpoint,
  removeLineItems as removeLineItemsEndpoint,
  updateCheckout as updateCheckoutEndpoint,
  updateLineItemsQuantity as updateLineItemsQuantityEndpoint,
} from '@tessera/contracts/routes/checkouts.endpoints';
import { createOrderFromCheckout as createOrderEndpoint } from '@tessera/contracts/routes/store-orders.endpoints';
import { payStoreOrder as payStoreOrderEndpoint } from '@tessera/contracts/routes/store-payments.endpoints';
import { hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import type { CartLine } from './current-cart.ts';
import { catalogReference } from './store-references.ts';

export type { Checkout, CheckoutInfoInput } from '@tessera/contracts/checkouts';
export type {
  AddressWithContact,
  EcomAddress,
  SelectedShippingOption,
  Violation,
} from '@tessera/contracts/ecom-common';
export type { CartLine } from './current-cart.ts';

/** What the checkout page changes: addresses, the shipping option, the buyer's email and note. */
export interface CheckoutChanges {
  billingInfo?: AddressWithContact | null;
  shippingAddress?: AddressWithContact | null;
  selectedShippingOption?: SelectedShippingOption | null;
  email?: string | null;
  buyerNote?: string | null;
}

const hasCheckout = hasObject('checkout');

/** The wire's checkout info for the page's changes. */
function checkoutInfo(changes: CheckoutChanges): CheckoutInfoInput {
  const { billingInfo, shippingAddress, selectedShippingOption, email, buyerNote } = changes;
  const shipping = {
    ...(shippingAddress !== undefined ? { shippingDestination: shippingAddress } : {}),
    ...(selectedShippingOption !== undefined ? { selectedCarrierServiceOption: selectedShippingOption } : {}),
  };
  return {
    ...(billingInfo !== undefined ? { billingInfo } : {}),
    ...(Object.keys(shipping).length ? { shippingInfo: shipping } : {}),
    ...(email !== undefined ? { buyerInfo: { email } } : {}),
    ...(buyerNote !== undefined ? { buyerNote } : {}),
  };
}

/**
 * `@tessera/sdk/checkouts`: a shopper's checkout — "buy now" or from the cart
 * (`@tessera/sdk/current-cart` `createCheckout`), read with its totals, addresses and shipping
 * option changed, coupon, then the order (stock taken atomically; a retry answers the same order)
 * and its payment through the payment provider's card token. The checkout and the order belong
 * to the visitor or member who made them.
 */
export function checkouts(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** "Buy now": a checkout of these products without touching the cart. */
    async createCheckout(
      lines: CartLine[],
      request: { couponCode?: string; email?: string } = {},
      options?: CallOptions,
    ): Promise<Checkout> {
      const answer = await call(
        createCheckoutEndpoint,
        {},
        {
          lineItems: lines.map(({ quantity, ...item }) => ({
            quantity,
            catalogReference: catalogReference(item),
          })),
          channelType: 'WEB',
          ...(request.couponCode ? { couponCode: request.couponCode } : {}),
          ...(request.email ? { checkoutInfo: { buyerInfo: { email: request.email } } } : {}),
        },
        { ...options, check: hasCheckout },
      );
      return answer.checkout;
    },
    /** The checkout with its lines, totals, shipping options and problems (404 for another's). */
    async getCheckout(checkoutId: string, options?: CallOptions): Promise<Checkout> {
      return (await call(getCheckoutEndpoint, { id: checkoutId }, {}, { ...options, check: hasCheckout }))
        .checkout;
    },
    /** Changes addresses, the shipping option, email or note; the answer is priced again. */
    async updateCheckout(
      checkoutId: string,
      changes: CheckoutChanges,
      options?: CallOptions,
    ): Promise<Checkout> {
      return (
        await call(
          updateCheckoutEndpoint,
          { id: checkoutId },
          { checkout: checkoutInfo(changes) },
          { ...options, check: hasCheckout },
        )
      ).checkout;
    },
    async applyCoupon(checkoutId: string, couponCode: string, options?: CallOptions): Promise<Checkout> {
      return (
        await call(
          updateCheckoutEndpoint,
          { id: checkoutId },
          { couponCode },
          { ...options, check: hasCheckout },
        )
      ).checkout;
    },
    async removeCoupon(checkoutId: string, options?: CallOptions): Promise<Checkout> {
      return (await call(removeCouponEndpoint, { id: checkoutId }, {}, { ...options, check: hasCheckout }))
        .checkout;
    },
    async updateQuantities(
      checkoutId: string,
      lines: { id: string; quantity: number }[],
      options?: CallOptions,
    ): Promise<Checkout> {
      return (
        await call(
          updateLineItemsQuantityEndpoint,
          { id: checkoutId },
          { lineItems: lines },
          { ...options, check: hasCheckout },
        )
      ).checkout;
    },
    async removeLineItems(
      checkoutId: string,
      lineItemIds: string[],
      options?: CallOptions,
    ): Promise<Checkout> {
      return (
        await call(
          removeLineItemsEndpoint,
          { id: checkoutId },
          { lineItemIds },
          { ...options, check: hasCheckout },
        )
      ).checkout;
    },
    /** Where the site's own checkout page for this checkout is. */
    async checkoutUrl(checkoutId: string, options?: CallOptions): Promise<string> {
      return (
        await call(
          getCheckoutUrlEndpoint,
          { id: checkoutId },
          {},
          { ...options, check: hasString('checkoutUrl') },
        )
      ).checkoutUrl;
    },
    /**
     * Places the order of a checkout, taking its stock in the same unit (an item short is a 4xx
     * naming it; nothing is taken then). One idempotency key for the call and its retries; the
     * server answers the same order for a checkout anyway.
     */
    async createOrder(checkoutId: string, options?: CallOptions): Promise<string> {
      return (
        await call(createOrderEndpoint, { id: checkoutId }, {}, { ...options, check: hasString('orderId') })
      ).orderId;
    },
    /**
     * Pays a placed order with a card token (the test gateway's tokens: platform payments README).
     * The answer's `paymentStatus` is PAID, PENDING (an authorization or a slow payment) or
     * DECLINED (try again with another card).
     */
    payOrder(
      orderId: string,
      paymentToken: string,
      request: { delayCapture?: boolean } = {},
      options?: CallOptions,
    ) {
      return call(
        payStoreOrderEndpoint,
        { orderId },
        { paymentToken, ...request },
        { ...options, check: hasString('paymentStatus') },
      );
    },
  };
}

export type CheckoutsModule = ReturnType<typeof checkouts>;
