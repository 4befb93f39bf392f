import {
  AddToCheckoutRequest,
  CheckoutEmptyRequest,
  CheckoutEmptyResponse,
  CheckoutParams,
  CheckoutRemoveLineItemsRequest,
  CheckoutResponse,
  CheckoutUpdateLineItemsQuantityRequest,
  CheckoutUrlResponse,
  CreateCheckoutRequest,
  UpdateCheckoutRequest,
} from '../checkouts.ts';
import {
  CheckoutContentParams,
  GetCheckoutContentRequest,
  GetCheckoutContentResponse,
  MarkCheckoutAsCompletedAndRedirectRequest,
  MarkCheckoutAsCompletedAndRedirectResponse,
} from '../checkout-content.ts';
import * as endpoints from './checkouts.endpoints.ts';
import { route } from './route.ts';

const tags = ['Checkouts'] as const;
/** A checkout belongs to the visitor or member who made it (the owner reaches every one). */
const own = { ownerOrSubjectOf: 'checkout', param: 'id' } as const;
const params = CheckoutParams;

// The store's routes of this group (H56: ecom checkouts); module `store-cart` serves them.
export const checkoutsRoutes = {
  createCheckout: route(endpoints.createCheckout, {
    tags,
    access: 'visitor',
    description:
      'A checkout of the lines given ("buy now"; the cart is left as it is): priced at once. Custom lines ' +
      'need the owner or an API key; a gift card code is refused (no gift cards here).',
    input: CreateCheckoutRequest,
    response: CheckoutResponse,
  }),
  getCheckout: route(endpoints.getCheckout, {
    tags,
    access: own,
    description: 'A checkout with its totals computed now (catalog prices, stock, discounts, shipping, tax).',
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutResponse,
  }),
  getCheckoutByCartId: route(endpoints.getCheckoutByCartId, {
    tags,
    access: { ownerOrSubjectOf: 'cart', param: 'id' },
    description: 'The latest checkout made from a cart.',
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutResponse,
  }),
  getCheckoutUrl: route(endpoints.getCheckoutUrl, {
    tags,
    access: own,
    description: "The web app's page for paying this checkout (or its override URL).",
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutUrlResponse,
  }),
  getWixCheckoutUrl: route(endpoints.getWixCheckoutUrl, {
    tags,
    access: own,
    description: "The web app's page for paying this checkout (the same as checkout-url).",
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutUrlResponse,
  }),
  updateCheckout: route(endpoints.updateCheckout, {
    tags,
    access: own,
    description:
      'Changes the buyer, billing and shipping addresses, the shipping option, the coupon; adds lines. A ' +
      'completed checkout refuses changes (428 `CHECKOUT_ALREADY_COMPLETED`); a gift card is refused.',
    params,
    input: UpdateCheckoutRequest,
    response: CheckoutResponse,
  }),
  removeCoupon: route(endpoints.removeCoupon, {
    tags,
    access: own,
    description: "Removes the checkout's coupon.",
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutResponse,
  }),
  removeGiftCard: route(endpoints.removeGiftCard, {
    tags,
    access: own,
    description: 'Removes a gift card (there is never one here: the checkout is answered as it is).',
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutResponse,
  }),
  removeOverrideCheckoutUrl: route(endpoints.removeOverrideCheckoutUrl, {
    tags,
    access: own,
    description: "Removes the checkout's override URL: its URL is the web app's checkout page again.",
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutResponse,
  }),
  addToCheckout: route(endpoints.addToCheckout, {
    tags,
    access: own,
    description: 'Adds lines (the same item and options again adds to its quantity).',
    params,
    input: AddToCheckoutRequest,
    response: CheckoutResponse,
  }),
  removeLineItems: route(endpoints.removeLineItems, {
    tags,
    access: own,
    description: 'Removes lines by id.',
    params,
    input: CheckoutRemoveLineItemsRequest,
    response: CheckoutResponse,
  }),
  updateLineItemsQuantity: route(endpoints.updateLineItemsQuantity, {
    tags,
    access: own,
    description: 'Sets the quantity of lines by id; an id the checkout does not hold is a 400.',
    params,
    input: CheckoutUpdateLineItemsQuantityRequest,
    response: CheckoutResponse,
  }),
  markCheckoutAsCompleted: route(endpoints.markCheckoutAsCompleted, {
    tags,
    access: 'owner',
    description:
      'Marks a checkout completed (an order was made elsewhere): it refuses changes from then on. Owner only.',
    params,
    input: CheckoutEmptyRequest,
    response: CheckoutEmptyResponse,
  }),
  markCheckoutAsCompletedAndRedirectToUrl: route(endpoints.markCheckoutAsCompletedAndRedirectToUrl, {
    tags,
    // The buyer's browser arrives here from a payment page: the signed token is the credential.
    access: 'public',
    description:
      'A browser redirect: verifies the server-signed `token` (a checkout, a URL on an allowed origin of ' +
      "one of the site's OAuth clients, an OAuth client, one hour), marks the checkout completed and " +
      'answers 302 to the URL. A token this server did not sign, expired or of another purpose: 401 ' +
      '`UNAUTHENTICATED_TOKEN`; a URL the client no longer allows: 400, no redirect.',
    input: MarkCheckoutAsCompletedAndRedirectRequest,
    response: MarkCheckoutAsCompletedAndRedirectResponse,
  }),
  getCheckoutContent: route(endpoints.getCheckoutContent, {
    tags,
    access: 'visitor',
    description:
      "Texts an app provides for the checkout page (in place of the defaults). Tessera's checkouts name no " +
      'content provider and no app can provide one here: every app answers 404 `REQUIRED_APP_NOT_INSTALLED`.',
    params: CheckoutContentParams,
    input: GetCheckoutContentRequest,
    response: GetCheckoutContentResponse,
  }),
};
