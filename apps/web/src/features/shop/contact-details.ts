import type { Checkout, CheckoutChanges } from '@tessera/sdk/checkouts';
import {
  addressFieldsOf,
  addressProblems,
  contactOf,
  sameAddress,
  type AddressErrors,
  type AddressFields,
} from './AddressFieldset.tsx';

/** The checkout's first step as typed: email, shipping address, and billing (the same, or its own). */
export interface ContactDetails {
  email: string;
  shipping: AddressFields;
  billingSame: boolean;
  billing: AddressFields;
}

export interface ContactErrors {
  email?: string;
  shipping: AddressErrors;
  billing: AddressErrors;
}

export const NO_ERRORS: ContactErrors = { shipping: {}, billing: {} };

/** What the checkout holds; a billing address equal to the shipping one shows as "the same". */
export function contactDetailsOf(checkout: Checkout): ContactDetails {
  const shipping = addressFieldsOf(checkout.shippingInfo.shippingDestination);
  const billing = checkout.billingInfo?.address ? addressFieldsOf(checkout.billingInfo) : shipping;
  return {
    email: checkout.buyerInfo.email ?? '',
    shipping,
    billingSame: sameAddress(shipping, billing),
    billing,
  };
}

const billingOf = (details: ContactDetails) => (details.billingSame ? details.shipping : details.billing);

/** Whether the checkout already holds what is typed (then delivery and payment are offered). */
export function contactSaved(details: ContactDetails, checkout: Checkout): boolean {
  const saved = contactDetailsOf(checkout);
  return (
    Boolean(checkout.buyerInfo.email) &&
    Boolean(checkout.shippingInfo.shippingDestination?.address?.country) &&
    details.email.trim() === saved.email &&
    sameAddress(details.shipping, saved.shipping) &&
    sameAddress(billingOf(details), saved.billing)
  );
}

/** The problems to show on the fields; none means the details can be sent. */
export function contactProblems(details: ContactDetails): ContactErrors {
  return {
    ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim())
      ? {}
      : { email: 'Enter a valid email address.' }),
    shipping: addressProblems(details.shipping),
    billing: details.billingSame ? {} : addressProblems(details.billing),
  };
}

export const hasProblems = (errors: ContactErrors) =>
  Boolean(errors.email) || Object.keys(errors.shipping).length > 0 || Object.keys(errors.billing).length > 0;

/** The checkout's changes for the details. */
export const contactChanges = (details: ContactDetails): CheckoutChanges => ({
  email: details.email.trim(),
  shippingAddress: contactOf(details.shipping),
  billingInfo: contactOf(billingOf(details)),
});
