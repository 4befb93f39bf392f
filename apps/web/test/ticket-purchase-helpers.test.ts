import { describe, expect, it } from 'vitest';
import type { Form } from '@tessera/sdk/event-checkout';
import type { AvailableTicket } from '@tessera/sdk/event-checkout';
import { placeOf, toInputValues } from '../src/features/tickets/form-answers.ts';
import { fromMinor, percentOfMinor, toMinor } from '../src/features/tickets/money.ts';
import { afterCheckout, externalUrl } from '../src/shared/post-flow.ts';
import { cardProblems, luhnValid, TEST_CARDS, tokenForCard } from '../src/shared/payment/test-cards.ts';
import { priceLabel } from '../src/features/tickets/ticket-price.ts';

const ORIGIN = 'https://tickets.example';

describe('ticket purchase helpers', () => {
  it('reads and writes amounts exactly in minor units', () => {
    expect(toMinor('12.5', 'EUR')).toBe(1250n);
    expect(toMinor('12.505', 'EUR')).toBeUndefined();
    expect(toMinor('1.5', 'JPY')).toBeUndefined();
    expect(toMinor('abc', 'USD')).toBeUndefined();
    expect(fromMinor(1250n, 'EUR')).toBe('12.50');
    expect(fromMinor(5n, 'USD')).toBe('0.05');
    expect(fromMinor(1200n, 'JPY')).toBe('1200');
    // 2.5 % of 10.10 is 0.2525 → 0.25; of 0.30 is 0.0075 → 0.01 (half up).
    expect(percentOfMinor(1010n, '2.5')).toBe(25n);
    expect(percentOfMinor(30n, '2.5')).toBe(1n);
  });

  it('labels prices with the fee and the tax the invoice applies', () => {
    const ticket = (over: Partial<AvailableTicket>): AvailableTicket => ({
      id: 't',
      eventId: 'e',
      price: { value: '20.00', currency: 'USD' },
      free: false,
      name: 'Standard',
      limitPerCheckout: 4,
      orderIndex: 0,
      wixFeeConfig: { type: 'FEE_ADDED_AT_CHECKOUT' },
      saleStatus: 'SALE_STARTED',
      state: [],
      pricing: { fixedPrice: { value: '20.00', currency: 'USD' }, pricingType: 'STANDARD' },
      ...over,
    });
    expect(priceLabel(ticket({}), { type: 'ADDED_AT_CHECKOUT', name: 'VAT', rate: '19' }, 'en-US')).toEqual({
      main: '$20.00',
      notes: ['+ $0.50 service fee', '+ 19% VAT'],
    });
    expect(
      priceLabel(ticket({ free: true, price: { value: '0', currency: 'USD' } }), undefined, 'en-US').main,
    ).toBe('Free');
    const donation = ticket({
      wixFeeConfig: { type: 'NO_FEE' },
      pricing: { minPrice: { value: '5.00', currency: 'USD' }, pricingType: 'DONATION' },
    });
    // Donations are taxed only when the event says so.
    expect(priceLabel(donation, { type: 'INCLUDED_IN_PRICE', rate: '7' }, 'en-US')).toEqual({
      main: 'From $5.00',
      notes: [],
    });
  });

  it('maps test card numbers to the gateway tokens and checks the card form', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number)).toBe(true);
      expect(tokenForCard(card.number)).toBe(card.token);
    }
    expect(tokenForCard('4242-4242-4242-4242')).toBe('tok_approve');
    const now = new Date('2030-06-15T00:00:00Z');
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '1' }, now)).toEqual({
      number: 'Enter a valid card number.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digits on the back of the card.',
    });
    expect(cardProblems({ number: '5555 5555 5555 4444', expiry: '05/30', cvc: '123' }, now)).toEqual({
      number: 'This is a test site: use one of the test cards listed below.',
      expiry: 'This card has expired.',
    });
    expect(cardProblems({ number: '4242424242424242', expiry: '06/30', cvc: '1234' }, now)).toEqual({});
  });

  it('follows a post-flow URL of this site, offers another site as a link, never a script', () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(afterCheckout(search(''), ORIGIN)).toEqual({ kind: 'confirmation' });
    expect(
      afterCheckout(search(`postFlowUrl=${encodeURIComponent(`${ORIGIN}/thanks?x=1`)}`), ORIGIN),
    ).toEqual({
      kind: 'here',
      path: '/thanks?x=1',
    });
    // The thank-you page wins over the post-flow URL.
    expect(afterCheckout(search('postFlowUrl=/a&thankYouPageUrl=/b'), ORIGIN)).toEqual({
      kind: 'here',
      path: '/b',
    });
    expect(afterCheckout(search('postFlowUrl=https://shop.example/done'), ORIGIN)).toEqual({
      kind: 'confirmation',
      continueUrl: 'https://shop.example/done',
    });
    for (const hostile of [
      'javascript:alert(1)',
      '/\\evil.example',
      '//evil.example',
      'https://u:p@evil.example/',
    ]) {
      const next = afterCheckout(search(`postFlowUrl=${encodeURIComponent(hostile)}`), ORIGIN);
      expect(
        next.kind === 'here'
          ? next.path.startsWith('//')
          : next.kind === 'away'
            ? next.url.startsWith('javascript')
            : next.continueUrl?.startsWith('javascript'),
      ).toBeFalsy();
    }
    expect(externalUrl('javascript:alert(1)')).toBeUndefined();
    expect(externalUrl('https://evil.example/\nx')).toBeUndefined();
    expect(externalUrl('https://u:p@evil.example/')).toBeUndefined();
  });

  it('turns answers into input values by type and places the server violations', () => {
    const input = (name: string, type: 'TEXT' | 'NUMBER' | 'TEXT_ARRAY' | 'ADDRESS' | 'DATE_TIME') => ({
      name,
      array: false,
      label: name,
      options: [],
      mandatory: false,
      maxLength: 100,
      type,
    });
    const form = {
      controls: [
        {
          id: 'n',
          type: 'NAME',
          system: true,
          name: 'n',
          label: '',
          orderIndex: 0,
          inputs: [input('firstName', 'TEXT')],
        },
        {
          id: 'g',
          type: 'GUEST_CONTROL',
          system: false,
          name: 'g',
          label: '',
          orderIndex: 1,
          inputs: [input('additionalGuests', 'NUMBER'), input('guestNames', 'TEXT_ARRAY')],
        },
        {
          id: 'a',
          type: 'ADDRESS_FULL',
          system: false,
          name: 'a',
          label: '',
          orderIndex: 2,
          inputs: [input('address_1', 'ADDRESS')],
        },
        {
          id: 'd',
          type: 'DATE',
          system: false,
          name: 'd',
          label: '',
          orderIndex: 3,
          inputs: [input('date_2', 'DATE_TIME')],
        },
      ],
    } as unknown as Form;
    const sent = toInputValues(form, {
      firstName: ' Ada ',
      additionalGuests: '2',
      guestNames: ['Bo', 'Cy'],
      address_1: ['1 Main St', 'Town', '', '', ''],
      date_2: '',
      ['__proto__']: 'x',
    });
    expect(sent.inputValues).toEqual([
      { inputName: 'firstName', value: 'Ada' },
      { inputName: 'additionalGuests', number: 2 },
      { inputName: 'guestNames', values: ['Bo', 'Cy'] },
      { inputName: 'address_1', values: ['1 Main St', 'Town', '', '', ''] },
    ]);
    const request = { guests: [{ form: sent }] };
    const v = (field: string) => ({
      field,
      description: 'is not valid',
      violatedRule: 'VALIDATION' as const,
    });
    expect(placeOf(v('buyer.email'), request)).toEqual({ kind: 'buyer', field: 'email' });
    expect(placeOf(v('guests[0].form.inputValues.firstName'), request)).toEqual({
      kind: 'guest',
      guest: 0,
      inputName: 'firstName',
    });
    expect(placeOf(v('guests[0].form.inputValues[2].inputName'), request)).toEqual({
      kind: 'guest',
      guest: 0,
      inputName: 'guestNames',
    });
    expect(placeOf(v('paymentDetails.token'), request)).toEqual({ kind: 'payment' });
    expect(placeOf(v('guests'), request)).toEqual({ kind: 'page' });
  });
});
