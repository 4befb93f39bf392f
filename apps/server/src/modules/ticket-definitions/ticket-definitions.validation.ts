import type { FieldViolation } from '@tessera/contracts';
import {
  DEFAULT_LIMIT_PER_CHECKOUT,
  type TicketDefinitionInput,
} from '@tessera/contracts/ticket-definitions';
import { isoAt } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { isKnownCurrency, tryParseMoney } from '../../platform/money/index.ts';
import type { DefinitionRow } from './ticket-definitions.wire.ts';

/** The columns an owner's input sets (everything of a row but identity, order and bookkeeping). */
export type DefinitionFields = Pick<
  DefinitionRow,
  | 'name'
  | 'hidden'
  | 'capacity'
  | 'limit_per_checkout'
  | 'pricing_type'
  | 'fee_type'
  | 'currency'
  | 'price_minor'
  | 'sale_start'
  | 'sale_end'
  | 'display_not_on_sale'
  | 'description'
  | 'policy_text'
>;

/** `locked`: the currency the event's other definitions have (null: none yet); else `fallback`. */
export interface Currencies {
  locked: string | null;
  fallback: string;
}

const field = (name: string) => `ticketDefinition.${name}`;

/** An instant as one spelling (ISO, milliseconds, Z), so rows compare as text in SQL. */
const instant = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : isoAt(Date.parse(value));

/**
 * The row fields an input asks for, over `current` (an update changes only what it sends).
 * `currency` is the one every definition of the event already has, when any: an event sells in
 * one currency (ChangeCurrency moves them all). Every problem is a field violation, all at once.
 */
export function definitionFields(
  input: TicketDefinitionInput,
  current: DefinitionFields | undefined,
  currencies: Currencies,
): DefinitionFields {
  const violations: FieldViolation[] = [];
  const name = input.name ?? current?.name;
  if (!name) violations.push(violation(field('name'), 'must not be empty', 'REQUIRED_FIELD'));

  const pricing = pricingOf(input, current, currencies, violations);

  const period = input.salePeriod === null ? { startDate: null, endDate: null } : input.salePeriod;
  const saleStart =
    period && 'startDate' in period ? instant(period.startDate) : (current?.sale_start ?? null);
  const saleEnd = period && 'endDate' in period ? instant(period.endDate) : (current?.sale_end ?? null);
  if (saleStart !== null && saleEnd !== null && saleEnd <= saleStart) {
    violations.push(
      violation(field('salePeriod.endDate'), 'must be after the start of the sale', 'VALIDATION'),
    );
  }
  if (violations.length) throw validationError(violations);

  const free = pricing.pricing_type === 'STANDARD' && pricing.price_minor === 0;
  return {
    name: name!,
    hidden: input.hidden === undefined ? (current?.hidden ?? 0) : input.hidden ? 1 : 0,
    capacity: input.initialLimit !== undefined ? input.initialLimit : (current?.capacity ?? null),
    limit_per_checkout: input.limitPerCheckout ?? current?.limit_per_checkout ?? DEFAULT_LIMIT_PER_CHECKOUT,
    ...pricing,
    // A free ticket collects no service fee unless the owner says otherwise.
    fee_type: input.feeType ?? current?.fee_type ?? (free ? 'NO_FEE' : 'FEE_INCLUDED'),
    sale_start: saleStart,
    sale_end: saleEnd,
    display_not_on_sale:
      period && period.displayNotOnSale !== undefined
        ? period.displayNotOnSale
          ? 1
          : 0
        : (current?.display_not_on_sale ?? 0),
    description: input.description !== undefined ? input.description : (current?.description ?? null),
    policy_text: input.policyText !== undefined ? input.policyText : (current?.policy_text ?? null),
  };
}

function pricingOf(
  input: TicketDefinitionInput,
  current: DefinitionFields | undefined,
  { locked, fallback }: Currencies,
  violations: FieldViolation[],
): Pick<DefinitionFields, 'pricing_type' | 'currency' | 'price_minor'> {
  const method = input.pricingMethod;
  if (!method || (!method.fixedPrice && !method.guestPrice)) {
    if (current)
      return {
        pricing_type: current.pricing_type,
        currency: current.currency,
        price_minor: current.price_minor,
      };
    // No price: a free ticket.
    return { pricing_type: 'STANDARD', currency: locked ?? fallback, price_minor: 0 };
  }
  if (method.fixedPrice && method.guestPrice) {
    violations.push(
      violation(
        field('pricingMethod'),
        'takes either fixedPrice or guestPrice, not both',
        'ONE_OF_ALIGNMENT',
      ),
    );
    return { pricing_type: 'STANDARD', currency: locked ?? fallback, price_minor: 0 };
  }
  const donation = !!method.guestPrice;
  const name = donation ? 'guestPrice' : 'fixedPrice';
  const amount = (method.guestPrice ?? method.fixedPrice)!;
  const currency = amount.currency ?? locked ?? fallback;
  if (!isKnownCurrency(currency)) {
    violations.push(
      violation(field(`pricingMethod.${name}.currency`), 'is not an ISO 4217 currency code', 'FORMAT'),
    );
  } else if (locked !== null && currency !== locked) {
    violations.push(
      violation(
        field(`pricingMethod.${name}.currency`),
        `must be ${locked}, the currency of the event's tickets (ChangeCurrency moves them all)`,
        'VALIDATION',
      ),
    );
  }
  if (amount.value === undefined) {
    violations.push(violation(field(`pricingMethod.${name}.value`), 'must not be empty', 'REQUIRED_FIELD'));
    return { pricing_type: donation ? 'DONATION' : 'STANDARD', currency, price_minor: 0 };
  }
  const parsed = tryParseMoney(amount.value, currency);
  if (!parsed.ok) {
    // An unknown currency is reported once, on the currency.
    if (isKnownCurrency(currency))
      violations.push(violation(field(`pricingMethod.${name}.value`), parsed.reason, 'FORMAT'));
    return { pricing_type: donation ? 'DONATION' : 'STANDARD', currency, price_minor: 0 };
  }
  return { pricing_type: donation ? 'DONATION' : 'STANDARD', currency, price_minor: parsed.money.minor };
}
