import type { RouteSpec } from '@tessera/contracts/routes/index';
import type { TestApp } from './test-app.ts';
import { insertTestMember, uniqueEmail } from '../identity/fixtures.ts';
import { ensureOwnerUser } from '../../src/modules/identity/owner.service.ts';
import { createOAuthClient } from '../../src/modules/sites/sites.service.ts';
import { newId } from '../../src/platform/ids.ts';

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
  // Identity and members (modules/identity, modules/members).
  RegisterV2: () => ({ input: { loginId: { email: uniqueEmail('sample') }, password: 'sample-password' } }),
  ValidateEmail: () => ({ input: { email: 'someone@example.com' } }),
  LoginV2: () => ({ input: { loginId: { email: 'nobody@example.com' }, password: 'sample-password' } }),
  ChangePassword: () => ({ input: { newPassword: 'another-password' } }),
  SignOn: () => ({ input: { loginId: { email: uniqueEmail('signon') } } }),
  Verify: () => ({
    params: { factorType: 'totp' },
    input: { stateToken: 'tst_unknown', totpData: { code: '123456' } },
  }),
  Start: async (fx) => ({ input: { identityId: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  VerifyDuringAuthentication: () => ({ input: { code: '123456', stateToken: 'tst_unknown' } }),
  ResendDuringAuthentication: () => ({ input: { stateToken: 'tst_unknown' } }),
  SendRecoveryEmail: () => ({ input: { email: 'nobody@example.com' } }),
  SendActivationEmail: async (fx) => ({
    input: { identityId: await insertTestMember(fx.app.db, fx.app.site.siteId) },
  }),
  Recover: () => ({ input: { recoveryToken: 'trc_unknown', password: 'new-password' } }),
  RecoveryTokenStatus: () => ({ input: { recoveryToken: 'trc_unknown' } }),
  GetIdentitySettings: () => ({ input: {} }),
  UpdateIdentitySettings: () => ({ input: { settings: { registrationOpen: true } } }),
  // Site settings (modules/sites).
  GetSiteSettings: () => ({ input: {} }),
  UpdateSiteSettings: () => ({ input: { settings: { name: 'Sample site', logoUrl: '/logo.png' } } }),
  ListDevMailbox: () => ({ input: {} }),
  OwnerLogin: async (fx) => {
    const email = 'sample-owner@example.com';
    await ensureOwnerUser(fx.app.db, fx.app.site.siteId, { email, password: 'sample-owner-password' });
    return { input: { email, password: 'sample-owner-password', siteId: fx.app.site.siteId } };
  },
  EnrollTotpFactor: () => ({ input: {} }),
  EnrollCodeFactor: () => ({ input: { factorType: 'EMAIL' } }),
  ConfirmFactor: () => ({ input: { factorId: 'no-such-factor', code: '123456' } }),
  ListFactors: () => ({ input: {} }),
  RemoveFactor: () => ({ input: { factorId: 'no-such-factor', password: 'sample-password' } }),
  UnlockMemberSecondFactor: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) },
  }),
  GetCurrentMember: () => ({ input: {} }),
  ListMembers: () => ({ input: {} }),
  QueryMembers: () => ({ input: { query: { filter: { status: 'APPROVED' } } } }),
  GetMember: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) },
    input: {},
  }),
  UpdateMember: async (fx) => ({
    params: { memberId: await insertTestMember(fx.app.db, fx.app.site.siteId) },
    input: { member: { contact: { firstName: 'Sam' } } },
  }),
  DeleteMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  ApproveMember: async (fx) => ({
    params: {
      id: await insertTestMember(fx.app.db, fx.app.site.siteId, {
        status: 'PENDING',
        reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'],
      }),
    },
  }),
  BlockMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  UnblockMember: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId, { status: 'BLOCKED' }) },
  }),
  CreateMember: () => ({ input: { member: { loginEmail: uniqueEmail('created') } } }),
  UpdateCurrentMemberSlug: () => ({ input: { slug: uniqueEmail('mine').split('@')[0] } }),
  UpdateMemberSlug: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) },
    input: { slug: uniqueEmail('slug').split('@')[0] },
  }),
  DisconnectMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  MuteMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  UnmuteMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  BulkApproveMembers: () => ({ input: { filter: { loginEmail: 'nobody-approve@example.com' } } }),
  BulkBlockMembers: () => ({ input: { filter: { loginEmail: 'nobody-block@example.com' } } }),
  BulkDeleteMembersByFilter: () => ({ input: { filter: { loginEmail: 'nobody-delete@example.com' } } }),
  BulkDeleteMembers: async (fx) => ({
    input: { memberIds: [await insertTestMember(fx.app.db, fx.app.site.siteId)] },
  }),
  // OAuth and redirect sessions (modules/oauth, modules/redirects).
  Token: (fx) => ({ input: { clientId: fx.app.site.clientId, grantType: 'anonymous' } }),
  Jwks: (fx) => ({ input: { siteId: fx.app.site.siteId } }),
  TokenInfo: () => ({ input: {} }),
  UserInfo: () => ({ input: {} }),
  CreateOAuthClient: () => ({
    input: { client: { name: 'Sample client', allowedRedirectOrigins: ['https://sample.example'] } },
  }),
  ListOAuthClients: () => ({ input: {} }),
  UpdateOAuthClient: async (fx) => ({
    params: { clientId: await createOAuthClient(fx.app.db, fx.app.site.siteId, 'Renamed client') },
    input: { client: { name: 'Renamed', allowedRedirectOrigins: ['https://shop.example'] } },
  }),
  DeleteOAuthClient: async (fx) => ({
    params: { clientId: await createOAuthClient(fx.app.db, fx.app.site.siteId, 'Doomed client') },
  }),
  CreateRedirectSession: () => ({ input: { ecomCheckout: { checkoutId: 'sample-checkout' } } }),
  CreateRedirectSessionAlias: () => ({ input: { storesProduct: { productSlug: 'sample-product' } } }),
  // Ending sessions (modules/redirects/logout.ts, modules/oauth/token-revocation.ts).
  Logout: (fx) => ({ input: { clientId: fx.app.site.clientId } }),
  RevokeToken: (fx) => ({ input: { token: 'rt_unknown', clientId: fx.app.site.clientId } }),
  // Media (modules/media): the upload's body is multipart (a JSON body is refused with a 400);
  // test/media/ uploads real files.
  UploadImage: () => ({ input: {} }),
  GetImage: async (fx) => ({ params: { imageId: await sampleImage(fx) } }),
  UpdateImage: async (fx) => ({
    params: { imageId: await sampleImage(fx) },
    input: { image: { altText: 'A hall' } },
  }),
};

/** An image row of the fixture site (its bytes are not needed by the calls that read the row). */
async function sampleImage(fx: SampleFixtures): Promise<string> {
  const id = newId();
  const key = `${fx.app.site.siteId}/${'0'.repeat(64)}.webp`;
  await fx.app.db
    .insertInto('media_images')
    .values({
      id,
      site_id: fx.app.site.siteId,
      filename: 'hall.png',
      alt_text: null,
      format: 'png',
      width: 640,
      height: 480,
      size_in_bytes: 1000,
      sha256: '0'.repeat(64),
      variants: JSON.stringify([{ key, width: 320, height: 240, sizeInBytes: 500 }]),
      created_date: new Date().toISOString(),
    })
    .execute();
  return id;
}

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
