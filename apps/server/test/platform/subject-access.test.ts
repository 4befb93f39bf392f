import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@tessera/contracts/routes/endpoint';
import { route, type Access } from '@tessera/contracts/routes/index';
import { checkAccess, type AuthContext, type Role } from '../../src/platform/auth/auth-context.ts';
import type { OwningSubject, SubjectLookup } from '../../src/platform/auth/subject-access.ts';
import { notFound, registerErrorHandler } from '../../src/platform/errors.ts';
import { registerRoutes } from '../../src/platform/routing.ts';

// The rule "the owner, staff with the scope, or the member or visitor the resource belongs to",
// on a route group of its own: a basket that a visitor started and a member took over.

const basketRule = { ownerOrSubjectOf: 'basket', param: 'basketId', scope: 'baskets.manage' } as const;
const baskets = {
  getBasket: route(endpoint({ operationId: 'GetBasket', method: 'POST', path: '/baskets/:basketId' }), {
    tags: ['test'],
    access: basketRule,
    params: Type.Object({ basketId: Type.String({ maxLength: 20 }) }),
    input: Type.Object({ note: Type.String({ maxLength: 5 }) }, { additionalProperties: false }),
    response: Type.Object({ basketId: Type.String() }),
  }),
};

/** The subjects of each basket (a lookup reads its table; these rows are the test's table). */
const basketRows: Record<string, readonly OwningSubject[]> = {
  b1: [
    { role: 'VISITOR', id: 'visitor-1' },
    { role: 'MEMBER', id: 'member-1' },
  ],
};
const basketSubjects: SubjectLookup = {
  subjectsOf: async (siteId, basketId) =>
    siteId === 'site-1' && Object.hasOwn(basketRows, basketId) ? basketRows[basketId] : [],
  notFound: () => notFound('BASKET_NOT_FOUND', 'No such basket'),
};

const callers: Record<string, AuthContext> = {
  none: { role: 'NONE', siteId: null, permissions: new Set() },
  owner: caller('OWNER'),
  'staff with the scope': caller('STAFF', undefined, ['baskets.manage']),
  'staff with another scope': caller('STAFF', undefined, ['events.manage']),
  'the visitor it belongs to': caller('VISITOR', 'visitor-1'),
  'the member it belongs to': caller('MEMBER', 'member-1'),
  'another visitor': caller('VISITOR', 'visitor-2'),
  'another member': caller('MEMBER', 'member-2'),
  // The same id under another role is someone else: a visitor id is not a member id.
  "a member with the visitor's id": caller('MEMBER', 'visitor-1'),
  "the member's own token on another site": { ...caller('MEMBER', 'member-1'), siteId: 'site-2' },
};

function caller(role: Role, subjectId?: string, scopes: string[] = []): AuthContext {
  return { role, siteId: 'site-1', subjectId, permissions: new Set(scopes) };
}

describe('access rule ownerOrSubjectOf', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('validateResponses', true);
    registerErrorHandler(app);
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.addHook('onRequest', async (request) => {
      request.auth = callers[String(request.headers['x-caller'])];
    });
    registerRoutes(
      app,
      baskets,
      { getBasket: async ({ params }) => ({ basketId: params.basketId }) },
      {
        basket: basketSubjects,
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (who: string, basketId: string, body: unknown = { note: 'hi' }) =>
    app.inject({
      method: 'POST',
      url: `/baskets/${basketId}`,
      headers: { 'x-caller': who },
      payload: body as object,
    });

  const allowed = ['owner', 'staff with the scope', 'the visitor it belongs to', 'the member it belongs to'];
  for (const who of allowed) {
    it(`${who} may call`, async () => {
      const response = await call(who, 'b1');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ basketId: 'b1' });
    });
  }

  const refused = Object.keys(callers).filter((who) => who !== 'none' && !allowed.includes(who));
  for (const who of refused) {
    it(`${who} gets the basket's 404, the same as for a basket that does not exist`, async () => {
      const response = await call(who, 'b1');
      expect(response.statusCode, response.body).toBe(404);
      const unknown = await call(who, 'no-such-basket');
      expect(unknown.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
      expect(response.json().details.applicationError.code).toBe('BASKET_NOT_FOUND');
    });
  }

  it('without credentials for a site: 401, before anything is looked up', async () => {
    const response = await call('none', 'b1');
    expect(response.statusCode).toBe(401);
  });

  it('refuses before validating the body: an invalid body tells a stranger nothing', async () => {
    const stranger = await call('another member', 'b1', { note: 'far too long', extra: 1 });
    expect(stranger.statusCode).toBe(404);
    const subject = await call('the member it belongs to', 'b1', { note: 'far too long' });
    expect(subject.statusCode).toBe(400);
  });

  it('hostile ids (__proto__, constructor, encoded slashes) are just unknown baskets', async () => {
    for (const id of ['__proto__', 'constructor', 'toString', '%2e%2e%2Fb1', 'b1%00']) {
      const response = await call('the member it belongs to', id);
      expect(response.statusCode, id).toBeLessThan(500);
      expect(response.statusCode, id).not.toBe(200);
    }
  });
});

describe('registering an ownerOrSubjectOf rule', () => {
  it('stops at start without the lookup it names', async () => {
    const app = Fastify();
    try {
      // @ts-expect-error the compiler asks for the group's lookups too
      expect(() => registerRoutes(app, baskets, { getBasket: async () => ({ basketId: 'x' }) })).toThrow(
        /GetBasket: no subject lookup named basket/,
      );
      const inherited = Object.create({ basket: basketSubjects }) as { basket: SubjectLookup };
      expect(() =>
        registerRoutes(app, baskets, { getBasket: async () => ({ basketId: 'x' }) }, inherited),
      ).toThrow(/no subject lookup named basket/);
    } finally {
      await app.close();
    }
  });

  it('stops at start when the rule names a parameter the path lacks', async () => {
    const app = Fastify();
    const wrong = {
      getBasket: route(endpoint({ operationId: 'GetBasket', method: 'GET', path: '/baskets/:id' }), {
        tags: ['test'],
        access: { ownerOrSubjectOf: 'basket', param: 'basketId' },
        response: Type.Object({}),
      }),
    };
    try {
      expect(() =>
        registerRoutes(app, wrong, { getBasket: async () => ({}) }, { basket: basketSubjects }),
      ).toThrow(/GetBasket: its path has no parameter basketId/);
    } finally {
      await app.close();
    }
  });
});

describe('checkAccess', () => {
  const rules: Access[] = ['public', 'visitor', 'member', 'owner', { scope: 'baskets.manage' }, basketRule];
  const outcome = (auth: AuthContext, access: Access) => {
    try {
      return checkAccess(auth, access);
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it('answers each role for each kind of rule', () => {
    const table = Object.fromEntries(
      [
        'none',
        'owner',
        'staff with the scope',
        'staff with another scope',
        'another visitor',
        'another member',
      ].map((who) => [who, rules.map((rule) => outcome(callers[who], rule))]),
    );
    expect(table).toEqual({
      //                           public     visitor    member     owner      scope      ownerOrSubjectOf
      none: ['allowed', 401, 401, 401, 401, 401],
      owner: ['allowed', 'allowed', 403, 'allowed', 'allowed', 'allowed'],
      'staff with the scope': ['allowed', 'allowed', 403, 403, 'allowed', 'allowed'],
      'staff with another scope': ['allowed', 'allowed', 403, 403, 403, 'if-subject'],
      'another visitor': ['allowed', 'allowed', 403, 403, 403, 'if-subject'],
      'another member': ['allowed', 'allowed', 'allowed', 403, 403, 'if-subject'],
    });
  });

  it('without a scope in the rule, no staff key opens it', () => {
    const noScope: Access = { ownerOrSubjectOf: 'basket', param: 'basketId' };
    expect(checkAccess(callers['staff with the scope'], noScope)).toBe('if-subject');
    expect(checkAccess(callers.owner, noScope)).toBe('allowed');
  });
});
