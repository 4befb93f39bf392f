import type { redirectsRoutes } from '@tessera/contracts/routes/index';
import type { TestApp } from '../test-app.ts';
import type { SamplesOf } from './types.ts';

/** A page redirect session made by a fresh visitor: the handle its page's address carries. */
export async function pageSessionHandle(app: TestApp): Promise<string> {
  const response = await app.request({
    method: 'POST',
    url: '/_api/redirects-api/v1/redirect-session',
    headers: await app.visitorHeaders(),
    payload: { eventsCheckout: { eventSlug: 'sample', reservationId: 'sample-reservation' } },
  });
  return new URL(response.json().redirectSession.fullUrl).searchParams.get('redirectSession') ?? '';
}

/** Redirect sessions (modules/redirects). */
export const redirectsSamples: SamplesOf<typeof redirectsRoutes> = {
  CreateRedirectSession: () => ({ input: { ecomCheckout: { checkoutId: 'sample-checkout' } } }),
  CreateRedirectSessionAlias: () => ({ input: { storesProduct: { productSlug: 'sample-product' } } }),
  ExchangeRedirectSession: async (fx) => ({ input: { sessionToken: await pageSessionHandle(fx.app) } }),
};
