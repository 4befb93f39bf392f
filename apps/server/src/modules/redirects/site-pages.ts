import type { CreateRedirectSessionRequest } from '@tessera/contracts';

/** Sections of a redirect session that lead to a page of the web app. */
export const SITE_PAGE_SECTIONS = [
  'eventsCheckout',
  'ecomCheckout',
  'storesProduct',
  'bookingsCheckout',
  'bookingsBook',
  'paidPlansCheckout',
  'membersAccount',
  'ecomOrderPaymentRequest',
] as const;
export type SitePageSection = (typeof SITE_PAGE_SECTIONS)[number];

const seg = (value: string | undefined | null) => encodeURIComponent(value ?? '');

/**
 * The web app's page for a section (README "OAuth and login" lists them), with the section's
 * ids, the callbacks and `preferences.additionalQueryParameters` in the query string.
 */
export function sitePageUrl(
  publicUrl: string,
  section: SitePageSection,
  input: CreateRedirectSessionRequest,
): string {
  const query: [string, string | undefined | null][] = [];
  let path: string;
  switch (section) {
    case 'eventsCheckout':
      path = `/events/${seg(input.eventsCheckout?.eventSlug)}/checkout`;
      query.push(['reservationId', input.eventsCheckout?.reservationId]);
      break;
    case 'ecomCheckout':
      // The store's checkout page (web features/shop), the address store-cart's checkout URL names.
      path = `/store/checkout/${seg(input.ecomCheckout?.checkoutId)}`;
      break;
    case 'storesProduct':
      path = `/shop/products/${seg(input.storesProduct?.productSlug)}`;
      break;
    case 'bookingsCheckout':
      path = '/bookings/checkout';
      query.push(['timezone', input.bookingsCheckout?.timezone]);
      break;
    case 'bookingsBook':
      path = '/bookings/book';
      query.push(['resourceId', input.bookingsBook?.resourceId]);
      break;
    case 'paidPlansCheckout':
      path = '/plans/checkout';
      query.push(['planId', input.paidPlansCheckout?.planId]);
      break;
    case 'membersAccount':
      path = `/account/${(input.membersAccount?.section ?? 'ACCOUNT_INFO').toLowerCase().replace(/_/g, '-')}`;
      break;
    case 'ecomOrderPaymentRequest':
      path = '/payment-request';
      query.push(['paymentRequestId', input.ecomOrderPaymentRequest?.paymentRequestId]);
      break;
  }
  const url = new URL(path, publicUrl);
  for (const [name, value] of query) if (value) url.searchParams.set(name, value);
  for (const [name, value] of Object.entries(input.callbacks ?? {})) {
    if (typeof value === 'string' && value) url.searchParams.set(name, value);
  }
  for (const [name, value] of Object.entries(input.preferences?.additionalQueryParameters ?? {})) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
