import type { RouteSpec } from '@tessera/contracts/routes/index';
import type { TestApp } from './test-app.ts';
import { createOAuthClient } from '../../src/modules/sites/sites.service.ts';

/** Fixtures the samples point at (created once per test app). */
export interface SampleFixtures {
  app: TestApp;
  eventId: string;
  categoryId: string;
  slug: string;
  /** A fresh event for calls that consume one (publish, cancel, delete, update). */
  freshEvent(options?: { draft?: boolean }): Promise<string>;
}

export interface Sample {
  params?: Record<string, string>;
  input?: Record<string, unknown>;
}

const event = {
  title: 'Sample Event',
  location: { type: 'VENUE', name: 'Hall' },
  dateAndTimeSettings: { startDate: '2031-03-01T18:00:00.000Z', endDate: '2031-03-01T20:00:00.000Z' },
  registration: { initialType: 'RSVP' },
};

/**
 * A valid call of every route of the route table, by operation id. The route-table tests fail
 * for a route without a sample, so each new route brings one.
 */
export const routeSamples: Record<string, (fx: SampleFixtures) => Promise<Sample> | Sample> = {
  CreateEvent: () => ({ input: { event } }),
  CloneEvent: (fx) => ({ params: { eventId: fx.eventId }, input: {} }),
  UpdateEvent: async (fx) => ({
    params: { eventId: await fx.freshEvent() },
    input: { event: { title: 'Changed' } },
  }),
  PublishDraftEvent: async (fx) => ({ params: { eventId: await fx.freshEvent({ draft: true }) }, input: {} }),
  CancelEvent: async (fx) => ({ params: { eventId: await fx.freshEvent() }, input: {} }),
  BulkCancelEventsByFilter: () => ({ input: { filter: { filter: { title: 'No Such Event' } } } }),
  DeleteEvent: async (fx) => ({ params: { eventId: await fx.freshEvent() } }),
  BulkDeleteEventsByFilter: () => ({ input: { filter: { filter: { title: 'No Such Event' } } } }),
  QueryEvents: () => ({ input: { query: { filter: { status: 'UPCOMING' } } } }),
  CountEventsByStatus: () => ({ input: { facet: ['status'] } }),
  ListEventsByCategory: (fx) => ({ params: { categoryId: fx.categoryId }, input: {} }),
  GetEvent: (fx) => ({ params: { eventId: fx.eventId }, input: {} }),
  GetEventBySlug: (fx) => ({ params: { slug: fx.slug }, input: {} }),
  // OAuth and redirect sessions (modules/oauth, modules/redirects).
  Token: (fx) => ({ input: { clientId: fx.app.site.clientId, grantType: 'anonymous' } }),
  Jwks: (fx) => ({ input: { siteId: fx.app.site.siteId } }),
  TokenInfo: () => ({ input: {} }),
  UserInfo: () => ({ input: {} }),
  CreateOAuthClient: () => ({
    input: { client: { name: 'Sample client', allowedRedirectOrigins: ['https://sample.example'] } },
  }),
  ListOAuthClients: () => ({ input: {} }),
  DeleteOAuthClient: async (fx) => ({
    params: { clientId: await createOAuthClient(fx.app.db, fx.app.site.siteId, 'Doomed client') },
  }),
  CreateRedirectSession: () => ({ input: { ecomCheckout: { checkoutId: 'sample-checkout' } } }),
  CreateRedirectSessionAlias: () => ({ input: { storesProduct: { productSlug: 'sample-product' } } }),
};

/** The URL of a route with its path parameters filled in. */
export const urlOf = (spec: RouteSpec, params: Record<string, string> = {}): string =>
  spec.path.replace(/:([A-Za-z0-9_.]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));

/** Sends a sample call: GET payloads go in the `.r` query parameter, others as the JSON body. */
export function send(app: TestApp, spec: RouteSpec, sample: Sample, headers: Record<string, string>) {
  const url = urlOf(spec, sample.params);
  if (spec.method === 'GET') {
    const query =
      sample.input && Object.keys(sample.input).length
        ? `?.r=${encodeURIComponent(Buffer.from(JSON.stringify(sample.input)).toString('base64'))}`
        : '';
    return app.request({ method: 'GET', url: `${url}${query}`, headers });
  }
  return app.request({ method: spec.method, url, headers, payload: sample.input ?? {} });
}
