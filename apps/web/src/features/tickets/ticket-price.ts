import type { Event } from '@tessera/contracts';
import type { AvailableTicket } from '@tessera/sdk/event-checkout';
import { formatPrice, fromMinor, moneyOf, percentOfMinor, toMinor } from './money.ts';

/** The service fee rate of FEE_ADDED_AT_CHECKOUT and FEE_INCLUDED tickets (the server's SERVICE_FEE_RATE). */
export const SERVICE_FEE_RATE = '2.5';

export interface PriceLabel {
  /** The ticket's price, or "From €5.00" for a donation, or "Free". */
  main: string;
  /** What is added or included: "+ €0.25 service fee", "incl. 19% VAT". */
  notes: string[];
}

type TaxSettings = NonNullable<NonNullable<NonNullable<Event['registration']>['tickets']>['taxSettings']>;

/**
 * A ticket's price as the picker shows it, with the fee and tax the invoice will apply: the
 * definition's fee type and the event's tax settings (donations are taxed only when the event
 * says so). Amounts are exact; the invoice remains the word on the total.
 */
export function priceLabel(
  ticket: AvailableTicket,
  tax: TaxSettings | undefined,
  locale?: string,
): PriceLabel {
  const { currency } = moneyOf(ticket.price);
  const donation = ticket.pricing.pricingType === 'DONATION';
  const value = moneyOf(donation ? (ticket.pricing.minPrice ?? ticket.price) : ticket.price).value;
  const minor = toMinor(value, currency) ?? 0n;
  if (!donation && (ticket.free || minor === 0n)) return { main: 'Free', notes: [] };
  const main = donation
    ? minor > 0n
      ? `From ${formatPrice(value, currency, locale)}`
      : 'Pay what you wish'
    : formatPrice(value, currency, locale);
  const notes: string[] = [];
  const fee = ticket.wixFeeConfig.type;
  if (fee === 'FEE_ADDED_AT_CHECKOUT') {
    notes.push(
      donation
        ? `+ ${SERVICE_FEE_RATE}% service fee`
        : `+ ${formatPrice(fromMinor(percentOfMinor(minor, SERVICE_FEE_RATE), currency), currency, locale)} service fee`,
    );
  } else if (fee === 'FEE_INCLUDED') {
    notes.push('Service fee included');
  }
  if (tax?.rate && Number(tax.rate) > 0 && (!donation || tax.appliedToDonations)) {
    const name = tax.name || 'tax';
    notes.push(tax.type === 'INCLUDED_IN_PRICE' ? `incl. ${tax.rate}% ${name}` : `+ ${tax.rate}% ${name}`);
  }
  return { main, notes };
}
