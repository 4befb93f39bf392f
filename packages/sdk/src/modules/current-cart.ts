import type { EcomAddress, SelectedShippingOption } from '@tessera/contracts/ecom-common';
import type {
  Cart,
  CreateCheckoutFromCartRequest,
  EstimateTotalsRequest,
} from '@tessera/contracts/current-cart';
import {
  addToCurrentCart as addToCurrentCartEndpoint,
  createCheckoutFromCurrentCart as createCheckoutEndpoint,
  deleteCurrentCart as deleteCurrentCartEndpoint,
  estimateCurrentCartTotals as estimateTotalsEndpoint,
  getCurrentCart as getCurrentCartEndpoint,
  removeCouponFromCurrentCart as removeCouponEndpoint,
  removeLineItemsFromCurrentCart as removeLineItemsEndpoint,
  updateCurrentCart as updateCurrentCartEndpoint,
  updateCurrentCartLineItemQuantity as updateQuantityEndpoint,
} from '@tessera/contracts/routes/current-cart.endpoints';
import { TesseraApiError } from '../errors.ts';
import { hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { catalogReference, type StoreItemRef } from './store-references.ts';

export type {
  Cart,
  CreateCheckoutFromCartRequest,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
} from '@tessera/contracts/current-cart';
export type {
  AppliedDiscount,
  CalculatedLineItem,
  EcomAddress,
  EcomLineItem,
  ItemAvailabilityStatus,
  PriceSummary,
  SelectedShippingOption,
  ShippingOption,
  Violation,
} from '@tessera/contracts/ecom-common';
export { STORES_APP_ID, DEFAULT_VARIANT_ID, catalogReference } from './store-references.ts';
export type { StoreItemRef } from './store-references.ts';

/** A product of the store to add: which item (variant or options) and how many. */
export interface CartLine extends StoreItemRef {
  quantity: number;
}

/** The cart's own fields a shopper changes (buyer note, email, shipping option). */
export interface CartChanges {
  buyerNote?: string | null;
  email?: string | null;
  selectedShippingOption?: SelectedShippingOption | null;
}

const hasCart = hasObject('cart');

/** A 404 of the current cart: the caller has none yet. */
const isNoCart = (error: unknown) => error instanceof TesseraApiError && error.status === 404;

/**
 * `@tessera/sdk/current-cart`: the visitor's or member's one cart (a visitor's merges into the
 * member's at login). Reads answer `null` while there is no cart; adding makes one. Lines are
 * resolved by the server from the catalog (price, image, options, availability, item problems),
 * so every write answers the whole cart. Each write carries one idempotency key for its retries.
 */
export function currentCart(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** The caller's cart, or `null` while there is none (the route's 404). */
    async getCurrentCart(options?: CallOptions): Promise<Cart | null> {
      try {
        return (await call(getCurrentCartEndpoint, {}, {}, { ...options, check: hasCart })).cart;
      } catch (error) {
        if (isNoCart(error)) return null;
        throw error;
      }
    },
    /** Adds products (the same item again adds to its quantity); makes the cart when there is none. */
    async addToCart(lines: CartLine[], options?: CallOptions): Promise<Cart> {
      const lineItems = lines.map(({ quantity, ...item }) => ({
        quantity,
        catalogReference: catalogReference(item),
      }));
      return (await call(addToCurrentCartEndpoint, {}, { lineItems }, { ...options, check: hasCart })).cart;
    },
    /** Sets lines' quantities by line id (1–100,000). */
    async updateQuantities(lines: { id: string; quantity: number }[], options?: CallOptions): Promise<Cart> {
      return (await call(updateQuantityEndpoint, {}, { lineItems: lines }, { ...options, check: hasCart }))
        .cart;
    },
    /** Removes lines by id (ids the cart does not hold are ignored). */
    async removeLineItems(lineItemIds: string[], options?: CallOptions): Promise<Cart> {
      return (await call(removeLineItemsEndpoint, {}, { lineItemIds }, { ...options, check: hasCart })).cart;
    },
    /** Applies a coupon code (a code that does not apply is a 4xx the page words). */
    async applyCoupon(couponCode: string, options?: CallOptions): Promise<Cart> {
      return (await call(updateCurrentCartEndpoint, {}, { couponCode }, { ...options, check: hasCart })).cart;
    },
    async removeCoupon(options?: CallOptions): Promise<Cart> {
      return (await call(removeCouponEndpoint, {}, {}, { ...options, check: hasCart })).cart;
    },
    /** Changes the buyer note, email or the selected shipping option. */
    async updateCart(changes: CartChanges, options?: CallOptions): Promise<Cart> {
      const { email, ...rest } = changes;
      const cartInfo = { ...rest, ...(email !== undefined ? { buyerInfo: { email } } : {}) };
      return (await call(updateCurrentCartEndpoint, {}, { cartInfo }, { ...options, check: hasCart })).cart;
    },
    /**
     * The cart's totals in exact money (lines, discounts, shipping options, tax, fees, item
     * problems) for an address and shipping option. Reads only.
     */
    estimateTotals(
      request: EstimateTotalsRequest & { shippingAddress?: EcomAddress | null } = {},
      options?: CallOptions,
    ) {
      return call(estimateTotalsEndpoint, {}, request, {
        ...options,
        check: hasObject('priceSummary'),
        idempotent: true,
      });
    },
    /** A checkout of the cart's lines and coupon; refused while the cart is empty or has an ERROR problem. */
    async createCheckout(
      request: CreateCheckoutFromCartRequest = {},
      options?: CallOptions,
    ): Promise<string> {
      const answer = await call(
        createCheckoutEndpoint,
        {},
        { channelType: 'WEB', ...request },
        { ...options, check: hasString('checkoutId') },
      );
      return answer.checkoutId;
    },
    /** Deletes the caller's cart; no cart is not an error here. */
    async deleteCart(options?: CallOptions): Promise<void> {
      try {
        await call(deleteCurrentCartEndpoint, {}, {}, options);
      } catch (error) {
        if (!isNoCart(error)) throw error;
      }
    },
  };
}

export type CurrentCartModule = ReturnType<typeof currentCart>;
