import type { TicketDefinition, TicketDefinitionInput } from '@tessera/sdk/ticket-definitions-admin';

/** What the ticket form edits, as strings and flags the inputs hold. */
export interface TicketDraft {
  name: string;
  description: string;
  pricing: 'STANDARD' | 'DONATION';
  price: string;
  currency: string;
  feeType: 'FEE_INCLUDED' | 'FEE_ADDED_AT_CHECKOUT' | 'NO_FEE';
  capacity: string;
  limitPerCheckout: string;
  saleStart: string;
  saleEnd: string;
  hidden: boolean;
}

export const emptyTicket = (): TicketDraft => ({
  name: '',
  description: '',
  pricing: 'STANDARD',
  price: '0',
  currency: 'USD',
  feeType: 'FEE_ADDED_AT_CHECKOUT',
  capacity: '',
  limitPerCheckout: '',
  saleStart: '',
  saleEnd: '',
  hidden: false,
});

/** `2031-03-01T18:00` for a datetime-local input, from an ISO date (local time of the browser). */
const localInput = (iso?: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function draftOf(definition: TicketDefinition): TicketDraft {
  const pricing = definition.pricingMethod;
  const money = pricing.guestPrice ?? pricing.fixedPrice;
  return {
    name: definition.name,
    description: definition.description ?? '',
    pricing: pricing.pricingType,
    price: money?.value ?? '0',
    currency: money?.currency ?? 'USD',
    feeType: definition.feeType,
    capacity: definition.initialLimit === null ? '' : String(definition.initialLimit),
    limitPerCheckout: String(definition.limitPerCheckout),
    saleStart: localInput(definition.salePeriod?.startDate),
    saleEnd: localInput(definition.salePeriod?.endDate),
    hidden: definition.hidden,
  };
}

const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);
const count = (text: string) => (text.trim() === '' ? null : Number(text));

/** The v3 input of a draft; the server checks it and answers field violations. */
export function inputOf(draft: TicketDraft): TicketDefinitionInput {
  const money = { value: draft.price.trim() || '0', currency: draft.currency.trim().toUpperCase() };
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    pricingMethod: draft.pricing === 'DONATION' ? { guestPrice: money } : { fixedPrice: money },
    feeType: draft.feeType,
    initialLimit: count(draft.capacity),
    limitPerCheckout: count(draft.limitPerCheckout),
    salePeriod: { startDate: isoOf(draft.saleStart), endDate: isoOf(draft.saleEnd) },
    hidden: draft.hidden,
  };
}
