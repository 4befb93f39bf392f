import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

// Checkout content (`@wix/auto_sdk_ecom_checkout-content`): texts an app provides for the checkout
// page in place of the defaults ("Continue shopping", "Place order"…), and the signed completion
// redirect of ecom checkouts (`markCheckoutAsCompletedAndRedirectToUrl`).

const closed = { additionalProperties: false } as const;
const Guid = Type.String({ format: 'uuid', maxLength: 36 });

export const CheckoutContentParams = Type.Object({ appId: Guid, componentId: Guid }, closed);
export const GetCheckoutContentRequest = Type.Object(
  { languageCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 20 }))) },
  closed,
);

const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ minLength: 1, maxLength })));
export const CheckoutContent = Type.Object(
  {
    continueShoppingLink: Text(30),
    orderSummary: Text(30),
    customerDetails: Text(30),
    reviewAndPlaceOrder: Text(50),
    placeOrderButton: Text(50),
    placeOrderPayButton: Text(50),
  },
  closed,
);
export type CheckoutContent = Static<typeof CheckoutContent>;
export const GetCheckoutContentResponse = Type.Object(
  { checkoutContent: Type.Optional(CheckoutContent) },
  closed,
);

/** The server-signed token of a completion redirect (at most 4,096 characters, as the typings). */
export const MarkCheckoutAsCompletedAndRedirectRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096 }) },
  closed,
);
/** The answer is a 302 to the token's URL; no body. */
export const MarkCheckoutAsCompletedAndRedirectResponse = Type.Object({}, closed);
