import { currentCartRoutes } from '@tessera/contracts/routes/current-cart.routes';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import { addMember, allowOrigins, authSession, callback, codeFrom, exchange } from '../oauth/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { CatalogStandIn } from './catalog-stand-in.ts';

const C = currentCartRoutes;

/** A visitor who logs in keeps their cart: the login's code exchange merges it (oauth/member-logins.ts). */
describe('current cart across a login', () => {
  let app: TestApp;
  const catalog = new CatalogStandIn();
  const mug = newId();

  beforeAll(async () => {
    app = await createTestApp({ app: { storeCart: { findCatalogItems: catalog.find } } });
    await allowOrigins(app);
    catalog.put({ productId: mug, name: 'Mug', priceMinor: 1250 });
  });
  afterAll(() => app.close());

  /** The official SDK's login: a redirect session asked with the visitor's token, then the code. */
  async function logIn(visitor: Record<string, string>, member: { sessionToken: string }) {
    const { session, verifier } = await authSession(app, { headers: visitor });
    const answer = await callback(app, session.sessionToken, member.sessionToken);
    expect(answer.statusCode, answer.body).toBe(302);
    const tokens = await exchange(app, codeFrom(answer.headers.location as string).code!, verifier);
    expect(tokens.statusCode, tokens.body).toBe(200);
    return { authorization: tokens.json().access_token as string };
  }

  it("the visitor's cart is the member's as soon as the login's tokens are answered", async () => {
    const visitor = await app.visitorHeaders();
    await testClient(app).call(C.addToCurrentCart, {
      as: visitor,
      input: { lineItems: [{ quantity: 2, catalogReference: { catalogItemId: mug, appId: STORES_APP_ID } }] },
    });
    const asMember = await logIn(visitor, await addMember(app));
    const { cart } = await testClient(app).call(C.getCurrentCart, { as: asMember, input: {} });
    expect(cart.lineItems.map((l) => [l.productName.original, l.quantity])).toEqual([['Mug', 2]]);
    expect((await testClient(app).send(C.getCurrentCart, { as: visitor, input: {} })).statusCode).toBe(404);
  });

  it('a login asked without a visitor token, or by a visitor with no cart, leaves carts alone', async () => {
    const member = await addMember(app);
    const emptyVisitor = await app.visitorHeaders();
    const asMember = await logIn(emptyVisitor, member);
    expect((await testClient(app).send(C.getCurrentCart, { as: asMember, input: {} })).statusCode).toBe(404);
  });
});
