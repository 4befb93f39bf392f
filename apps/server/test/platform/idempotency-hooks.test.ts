import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@tessera/contracts/routes/endpoint';
import { route } from '@tessera/contracts/routes/index';
import type { AuthContext } from '../../src/platform/auth/auth-context.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { registerErrorHandler } from '../../src/platform/errors.ts';
import { IdempotencyKeys } from '../../src/platform/idempotency/index.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { registerRoutes } from '../../src/platform/routing.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// The hooks on routes whose handlers the test controls: failures, slow executions, the clock.
const Input = Type.Object({ n: Type.Number() });
const Answer = Type.Object({ n: Type.Number(), run: Type.Number() });
const declare = (operationId: string, extra: { idempotency?: boolean } = {}) =>
  route(endpoint({ operationId, method: 'POST', path: `/test/${operationId}` }), {
    access: 'owner',
    tags: ['test'],
    input: Input,
    response: Answer,
    ...extra,
  });
const routes = {
  flaky: declare('Flaky'),
  slow: declare('Slow'),
  optedOut: declare('OptedOut', { idempotency: false }),
};

const owner: AuthContext = { role: 'OWNER', siteId: 'site-1', subjectId: 'key-1', permissions: new Set() };
const LEASE_MS = 5_000;
const KEEP_MS = 60_000;

describe('idempotency hooks', () => {
  let database: DatabaseHandle;
  let server: FastifyInstance;
  const clock = new TestClock('2030-01-01T00:00:00.000Z');
  let runs = 0;
  let failNext = false;
  /** A slow execution: `entered` once the handler runs, which then waits for `open()`. */
  const newGate = () => {
    let entered!: () => void;
    let open!: () => void;
    const enteredPromise = new Promise<void>((resolve) => (entered = resolve));
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { entered: enteredPromise, open, markEntered: entered, opened };
  };
  let current: ReturnType<typeof newGate> | undefined;

  beforeAll(async () => {
    database = openDatabase({
      databaseUrl: await createTestDatabaseUrl(),
      sqliteFile: ':memory:',
      poolSize: 4,
    });
    await migrateToLatest(database.db);
    server = Fastify();
    registerErrorHandler(server);
    server.decorate('validateResponses', false);
    server.decorate(
      'idempotencyKeys',
      new IdempotencyKeys(database.db, clock, { keepMs: KEEP_MS, leaseMs: LEASE_MS }),
    );
    server.decorateRequest('auth', null as unknown as AuthContext);
    server.addHook('onRequest', async (request) => {
      request.auth = owner;
    });
    registerRoutes(server, routes, {
      flaky: async ({ input }) => {
        runs++;
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        return { n: input.n, run: runs };
      },
      slow: async ({ input }) => {
        runs++;
        const g = current!;
        g.markEntered();
        await g.opened;
        return { n: input.n, run: runs };
      },
      optedOut: async ({ input }) => ({ n: input.n, run: ++runs }),
    });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await database?.destroy();
  });
  beforeEach(() => {
    runs = 0;
    failNext = false;
  });

  const call = (name: string, key: string, n = 1) =>
    server.inject({
      method: 'POST',
      url: `/test/${name}`,
      headers: { 'idempotency-key': key },
      payload: { n },
    });

  it('does not keep a 5xx: the retry executes again and its answer is kept', async () => {
    failNext = true;
    const failed = await call('Flaky', 'flaky-1');
    expect(failed.statusCode).toBe(500);
    const retried = await call('Flaky', 'flaky-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ n: 1, run: 2 });
    const repeated = await call('Flaky', 'flaky-1');
    expect(repeated.json()).toEqual({ n: 1, run: 2 });
    expect(runs).toBe(2);
  });

  it('answers 409 while the first is in flight, then the kept answer', async () => {
    current = newGate();
    const first = call('Slow', 'slow-1');
    await current.entered;
    const during = await call('Slow', 'slow-1');
    expect(during.statusCode).toBe(409);
    expect(during.json().details.applicationError.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(during.headers['retry-after']).toBe('1');
    current.open();
    expect((await first).json()).toEqual({ n: 1, run: 1 });
    const after = await call('Slow', 'slow-1');
    expect(after.json()).toEqual({ n: 1, run: 1 });
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('lets a repeat take over an execution that outlived its lease (its process died)', async () => {
    current = newGate();
    const first = call('Slow', 'slow-2');
    await current.entered;
    clock.advance(LEASE_MS + 1);
    const stalled = current;
    current = newGate();
    const takeover = call('Slow', 'slow-2');
    await current.entered;
    current.open();
    expect((await takeover).json()).toEqual({ n: 1, run: 2 });
    // The presumed-dead first one finishing late keeps nothing over the takeover's answer.
    stalled.open();
    expect((await first).statusCode).toBe(200);
    expect((await call('Slow', 'slow-2')).json()).toEqual({ n: 1, run: 2 });
  });

  it('forgets a key after its keep time: the same key executes anew', async () => {
    expect((await call('Flaky', 'flaky-2', 5)).json()).toEqual({ n: 5, run: 1 });
    clock.advance(KEEP_MS - 1);
    expect((await call('Flaky', 'flaky-2', 5)).json()).toEqual({ n: 5, run: 1 });
    clock.advance(1);
    expect((await call('Flaky', 'flaky-2', 6)).json()).toEqual({ n: 6, run: 2 });
  });

  it('sweeps only keys past their keep time', async () => {
    await call('Flaky', 'sweep-old');
    clock.advance(KEEP_MS / 2);
    await call('Flaky', 'sweep-new');
    clock.advance(KEEP_MS / 2);
    await server.idempotencyKeys.sweep();
    const left = await database.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toContain('sweep-new');
    expect(left.map((r) => r.key)).not.toContain('sweep-old');
  });

  it('ignores the key on a route that opts out', async () => {
    await call('OptedOut', 'opt-1');
    await call('OptedOut', 'opt-1');
    expect(runs).toBe(2);
  });
});
