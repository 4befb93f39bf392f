import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { SIGNING_ALGORITHM, type SigningKeyCache } from '../../platform/auth/signing-keys.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { findClient, parseOrigins } from '../oauth/index.ts';
import { allowedTarget } from '../redirects/index.ts';
import { completeCheckoutRow, findCheckout, lockCheckout } from './cart.store.ts';
import { CHECKOUT_CHANGES } from './checkout.service.ts';

/*
 * Completion redirects (`GET /ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url`):
 * a payment page sends the buyer's browser here with a server-signed token; the checkout is marked
 * completed and the browser goes on to the token's URL. The URL is where an open redirect would
 * hide, so it is checked twice against the OAuth client's allowed origins (as the redirects module
 * checks post-flow URLs): when the token is issued, and again when it is redeemed (a client may
 * have dropped the origin since).
 *
 * The token is a JWT signed with the site's key (ES256, like access tokens) but of its own kind:
 * header `typ` and claim `purpose` say so, and it carries neither `sub` nor `site_id`, so the access
 * token check refuses it and this check refuses an access token.
 */

const TOKEN_TYPE = 'checkout-completion+jwt';
const PURPOSE = 'ecom.checkout.complete-and-redirect';
export const COMPLETION_TOKEN_TTL_SECONDS = 60 * 60;

const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED_TOKEN', 'The token is not valid: ask for a new one');

export interface CompletionDeps {
  db: Db;
  uow: UnitOfWork;
  keys: SigningKeyCache;
  now: () => number;
}

/** The normalised URL when it is on one of the site client's allowed origins; else a 400 on `field`. */
async function allowedFor(
  deps: CompletionDeps,
  siteId: string,
  clientId: string,
  url: string,
  field: string,
): Promise<string> {
  const client = await findClient(deps.db, clientId);
  if (!client || client.site_id !== siteId)
    throw validationError([violation('clientId', 'is not an OAuth client of this site', 'VALIDATION')]);
  // The redirects module's check of post-flow URLs: normalised, http(s), no credentials, allowed origin.
  return allowedTarget(url, parseOrigins(client.allowed_origins), field);
}

/**
 * A completion token for a checkout of the site (store-payments' external payment pages): the
 * browser that presents it within the hour completes the checkout and lands on `redirectUrl`,
 * which must be on an allowed origin of the site's OAuth client `clientId` (else a 400).
 */
export async function completionToken(
  deps: CompletionDeps,
  siteId: string,
  input: { checkoutId: string; redirectUrl: string; clientId: string },
): Promise<string> {
  if (!(await findCheckout(siteScope(deps.db, siteId), input.checkoutId)))
    throw notFound('CHECKOUT_NOT_FOUND', 'Checkout not found');
  const href = await allowedFor(deps, siteId, input.clientId, input.redirectUrl, 'redirectUrl');
  const { kid, key } = await deps.keys.signingKey(siteId);
  const nowSeconds = Math.floor(deps.now() / 1000);
  return new SignJWT({
    purpose: PURPOSE,
    checkout_id: input.checkoutId,
    redirect_url: href,
    client_id: input.clientId,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: TOKEN_TYPE })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + COMPLETION_TOKEN_TTL_SECONDS)
    .sign(key);
}

interface CompletionClaims {
  siteId: string;
  checkoutId: string;
  redirectUrl: string;
  clientId: string;
}

/** The claims of a completion token this server signed and that has not expired; else 401. */
async function verified(deps: CompletionDeps, token: string): Promise<CompletionClaims> {
  try {
    const { kid, typ } = decodeProtectedHeader(token);
    if (!kid || typ !== TOKEN_TYPE) throw unauthenticated();
    const siteKey = await deps.keys.publicKey(kid);
    if (!siteKey) throw unauthenticated();
    const { payload } = await jwtVerify(token, siteKey.key, {
      algorithms: [SIGNING_ALGORITHM],
      typ: TOKEN_TYPE,
      currentDate: new Date(deps.now()),
    });
    const { purpose, checkout_id, redirect_url, client_id } = payload;
    if (
      purpose !== PURPOSE ||
      typeof checkout_id !== 'string' ||
      typeof redirect_url !== 'string' ||
      typeof client_id !== 'string'
    )
      throw unauthenticated();
    return {
      siteId: siteKey.siteId,
      checkoutId: checkout_id,
      redirectUrl: redirect_url,
      clientId: client_id,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Malformed, wrong signature, expired: all the same to the caller.
    throw unauthenticated();
  }
}

/**
 * Redeems a completion token: the URL checked again against the client's origins (before anything
 * is written), the checkout completed (a conditional update: once; a completed one stays as it is),
 * and the URL to send the browser to answered.
 */
export async function completeAndRedirect(deps: CompletionDeps, token: string): Promise<string> {
  const claims = await verified(deps, token);
  const href = await allowedFor(deps, claims.siteId, claims.clientId, claims.redirectUrl, 'token');
  await deps.uow.run(
    claims.siteId,
    async (unit) => {
      const row = await lockCheckout(unit, claims.checkoutId);
      if (!row) throw notFound('CHECKOUT_NOT_FOUND', 'Checkout not found');
      if (!row.completed)
        await completeCheckoutRow(unit, row.id, row.order_id, new Date(deps.now()).toISOString());
    },
    CHECKOUT_CHANGES,
  );
  return href;
}
