import { describe, expect, it } from 'vitest';
import type { Checkout } from '@tessera/sdk/checkouts';
import type { StoreOrder } from '@tessera/sdk/store-orders';
import type { TipChoiceOptions } from '@tessera/sdk/tips';
import {
  contactChanges,
  contactDetailsOf,
  contactProblems,
  contactSaved,
  hasProblems,
} from '../src/features/shop/contact-details.ts';
import { fulfillmentWords, itemsOf, paymentWords } from '../src/features/shop/order-words.ts';
import { chipOf, CUSTOM, customAmountOf, NONE, presetLabel } from '../src/features/shop/tip-choice.ts';

const ada = {
  address: { country: 'US', addressLine1: '1 Harbour Road', city: 'Springfield', postalCode: '12345' },
  contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
};

/** Only the fields the contact step reads; the rest of a checkout does not matter to it. */
const checkout = (over: Partial<Checkout>) =>
  ({
    buyerInfo: { email: 'ada@example.com' },
    shippingInfo: { shippingDestination: ada },
    ...over,
  }) as Checkout;

// The checkout's contact step, the tip picker's rules and My orders' words, without a browser.
describe('store checkout contact step', () => {
  it('reads a billing address equal to the shipping one as "the same"', () => {
    expect(contactDetailsOf(checkout({ billingInfo: ada })).billingSame).toBe(true);
    expect(contactDetailsOf(checkout({})).billingSame).toBe(true);
    const toronto = { ...ada, address: { ...ada.address, country: 'CA', city: 'Toronto' } };
    const details = contactDetailsOf(checkout({ billingInfo: toronto }));
    expect(details.billingSame).toBe(false);
    expect(details.billing.city).toBe('Toronto');
  });

  it('is saved only when what is typed (trimmed) is what the checkout holds, billing included', () => {
    const saved = checkout({ billingInfo: ada });
    const details = contactDetailsOf(saved);
    expect(contactSaved(details, saved)).toBe(true);
    expect(contactSaved({ ...details, email: ' ada@example.com ' }, saved)).toBe(true);
    expect(contactSaved({ ...details, shipping: { ...details.shipping, city: 'Shelbyville' } }, saved)).toBe(
      false,
    );
    expect(
      contactSaved(
        { ...details, billingSame: false, billing: { ...details.billing, city: 'Toronto' } },
        saved,
      ),
    ).toBe(false);
    expect(contactSaved(details, checkout({ buyerInfo: {} }))).toBe(false);
  });

  it('asks for every field of each address shown, and a real email', () => {
    const empty = contactDetailsOf(checkout({ buyerInfo: {}, shippingInfo: {} as Checkout['shippingInfo'] }));
    const same = contactProblems(empty);
    expect(same.email).toBe('Enter a valid email address.');
    expect(Object.keys(same.shipping).sort()).toEqual([
      'addressLine1',
      'city',
      'firstName',
      'lastName',
      'postalCode',
    ]);
    expect(same.billing).toEqual({});
    expect(Object.keys(contactProblems({ ...empty, billingSame: false }).billing)).toHaveLength(5);
    expect(hasProblems(contactProblems(contactDetailsOf(checkout({}))))).toBe(false);
  });

  it('sends the shipping address as billing when they are the same, else the billing one', () => {
    const details = contactDetailsOf(checkout({}));
    expect(contactChanges(details)).toEqual({
      email: 'ada@example.com',
      shippingAddress: ada,
      billingInfo: ada,
    });
    const changes = contactChanges({
      ...details,
      billingSame: false,
      billing: { ...details.billing, city: ' Toronto ', country: 'CA' },
    });
    expect(changes.billingInfo?.address).toMatchObject({ city: 'Toronto', country: 'CA' });
    expect(changes.shippingAddress).toEqual(ada);
  });
});

describe('my orders words', () => {
  const line = (name: string, quantity: number) => ({ productName: { original: name }, quantity });

  it('lists the first three items with their quantities, then how many more', () => {
    const order = (lines: ReturnType<typeof line>[]) => ({ lineItems: lines }) as StoreOrder;
    expect(itemsOf(order([line('Pins', 1), line('Tote', 2)]))).toBe('Pins, Tote × 2');
    expect(itemsOf(order([line('A', 1), line('B', 1), line('C', 1), line('D', 1), line('E', 3)]))).toBe(
      'A, B, C and 2 more',
    );
  });

  it("words statuses for the buyer; a canceled order's fulfillment is not shown", () => {
    expect(paymentWords({ paymentStatus: 'PENDING_MERCHANT' } as StoreOrder)).toBe('Payment pending');
    expect(paymentWords({} as StoreOrder)).toBe('Payment unknown');
    expect(fulfillmentWords({ fulfillmentStatus: 'FULFILLED' } as StoreOrder)).toBe('Sent');
    expect(fulfillmentWords({ status: 'CANCELED', fulfillmentStatus: 'NOT_FULFILLED' } as StoreOrder)).toBe(
      undefined,
    );
  });
});

describe('tip picker rules', () => {
  const percent: TipChoiceOptions = {
    tipType: 'PERCENTAGE',
    presets: [{ value: 10 }, { value: 15 }],
    allowCustomAmount: true,
    currency: 'USD',
  };
  const amounts: TipChoiceOptions = { ...percent, tipType: 'AMOUNT', presets: [{ value: 2 }, { value: 5 }] };

  it('words presets as percentages or amounts of the currency', () => {
    expect(presetLabel(percent, 15)).toBe('15 %');
    expect(presetLabel(amounts, 2)).toMatch(/\$2\.00|US\$2\.00/);
  });

  it('finds the chip of a saved choice; none, zero or an unknown value is no tip', () => {
    expect(chipOf(percent, undefined)).toBe(NONE);
    expect(chipOf(percent, { tipType: 'PERCENTAGE', value: '0' })).toBe(NONE);
    expect(chipOf(percent, { tipType: 'PERCENTAGE', value: '15.00' })).toBe('1');
    expect(chipOf(percent, { tipType: 'PERCENTAGE', value: '12' })).toBe(NONE);
    expect(chipOf(percent, { tipType: 'CUSTOM', value: '3.50' })).toBe(CUSTOM);
  });

  it('reads a custom amount with a dot or a comma, up to two decimals', () => {
    expect(customAmountOf(' 4 ')).toBe('4');
    expect(customAmountOf('2,50')).toBe('2.50');
    expect(customAmountOf('four')).toBeUndefined();
    expect(customAmountOf('1.005')).toBeUndefined();
    expect(customAmountOf('-1')).toBeUndefined();
    expect(customAmountOf('')).toBeUndefined();
  });
});
