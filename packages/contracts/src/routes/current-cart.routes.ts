import {
  AddToCurrentCartRequest,
  CartResponse,
  CreateCheckoutFromCartRequest,
  CreateCheckoutFromCartResponse,
  EmptyRequest,
  EmptyResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  RemoveLineItemsRequest,
  UpdateCurrentCartRequest,
  UpdateLineItemsQuantityRequest,
} from '../current-cart.ts';
import * as endpoints from './current-cart.endpoints.ts';
import { route } from './route.ts';

const tags = ['Current cart'] as const;
// The caller's own cart: any caller of a site (a visitor or member; an API key has its own).
const access = 'visitor' as const;

// The store's routes of this group (H56: the current cart); module `store-cart` serves them.
export const currentCartRoutes = {
  getCurrentCart: route(endpoints.getCurrentCart, {
    tags,
    access,
    description:
      "The caller's cart with its lines resolved from the catalog (price, image, options, availability). " +
      '404 `OWNED_CART_NOT_FOUND` while the caller has none (the official SDK expects it).',
    input: EmptyRequest,
    response: CartResponse,
  }),
  updateCurrentCart: route(endpoints.updateCurrentCart, {
    tags,
    access,
    description:
      'Changes the buyer note, email, contact, selected shipping option or coupon, and adds lines (as ' +
      'add-to-cart). Custom lines and `overrideCheckoutUrl` need the owner or an API key. Makes the cart ' +
      'when there is none.',
    input: UpdateCurrentCartRequest,
    response: CartResponse,
  }),
  addToCurrentCart: route(endpoints.addToCurrentCart, {
    tags,
    access,
    description:
      'Adds catalog lines (the same item and options again adds to its quantity) and custom lines (owner ' +
      'or API key). Makes the cart when there is none. An item the catalog does not know is a 400.',
    input: AddToCurrentCartRequest,
    response: CartResponse,
  }),
  removeLineItemsFromCurrentCart: route(endpoints.removeLineItemsFromCurrentCart, {
    tags,
    access,
    description: 'Removes lines by id (ids the cart does not hold are ignored).',
    input: RemoveLineItemsRequest,
    response: CartResponse,
  }),
  createCheckoutFromCurrentCart: route(endpoints.createCheckoutFromCurrentCart, {
    tags,
    access,
    description:
      "A checkout of the cart's lines, coupon and the addresses given. Refused while the cart is empty " +
      'or a line has an ERROR problem (unknown or out of stock).',
    input: CreateCheckoutFromCartRequest,
    response: CreateCheckoutFromCartResponse,
  }),
  removeCouponFromCurrentCart: route(endpoints.removeCouponFromCurrentCart, {
    tags,
    access,
    description: 'Removes the coupon code of the cart.',
    input: EmptyRequest,
    response: CartResponse,
  }),
  updateCurrentCartLineItemQuantity: route(endpoints.updateCurrentCartLineItemQuantity, {
    tags,
    access,
    description: 'Sets the quantity of lines by id (1–100,000); an id the cart does not hold is a 400.',
    input: UpdateLineItemsQuantityRequest,
    response: CartResponse,
  }),
  estimateCurrentCartTotals: route(endpoints.estimateCurrentCartTotals, {
    tags,
    access,
    description:
      'The totals of the cart in exact money: lines, discounts (coupon and automatic rules), shipping ' +
      'options and the selected one, tax, fees, item problems. Reads only.',
    input: EstimateTotalsRequest,
    response: EstimateTotalsResponse,
    idempotency: false,
  }),
  deleteCurrentCart: route(endpoints.deleteCurrentCart, {
    tags,
    access,
    description: "Deletes the caller's cart (a missing cart is a 404).",
    input: EmptyRequest,
    response: EmptyResponse,
  }),
};
