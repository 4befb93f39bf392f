import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startServersOnOneDatabase, type ServersOnOneDatabase } from '../support/servers-on-one-database.ts';
import { createEvent, eventInput, expectAppError } from '../events/helpers.ts';

// Idempotency-Key on the real write routes of the route table, on the database under test.
describe('Idempotency-Key on write routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // One body per title: a repeat must send the very same request (eventInput's dates move with the clock).
  const bodies = new Map<string, unknown>();
  const bodyOf = (title: string) => {
    if (!bodies.has(title)) bodies.set(title, { event: eventInput({ title }) });
    return bodies.get(title);
  };
  const createWithKey = (key: string, title: string, headers = app.ownerHeaders()) =>
    app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: { ...headers, 'idempotency-key': key },
      payload: bodyOf(title),
    });
  const eventsTitled = async (title: string) =>
    (await app.db.selectFrom('events').select('id').where('title', '=', title).execute()).length;
  const keptRows = async (key: string) =>
    (await app.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).length;

  it('executes once and answers a repeat with the first answer', async () => {
    const key = randomUUID();
    const first = await createWithKey(key, 'Once Only');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createWithKey(key, 'Once Only');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await eventsTitled('Once Only')).toBe(1);
    const outbox = await app.db
      .selectFrom('outbox')
      .select('name')
      .where('entity_id', '=', first.json().event.id)
      .execute();
    expect(outbox.map((e) => e.name)).toEqual(['event_created', 'event_published']);
  });

  it('refuses the same key with a different body: 422, nothing written', async () => {
    const key = randomUUID();
    expect((await createWithKey(key, 'Body One')).statusCode).toBe(200);
    const other = await createWithKey(key, 'Body Two');
    expectAppError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await eventsTitled('Body Two')).toBe(0);
  });

  it('keeps a 4xx answer too: a repeat gets the same refusal even when the call would now pass', async () => {
    const draft = await createEvent(app, { title: 'Kept Refusal' }, { draft: true });
    const cancel = () =>
      app.request({
        method: 'POST',
        url: `/events/v3/events/${draft.id}/cancel`,
        headers: { ...app.ownerHeaders(), 'idempotency-key': 'cancel-kept-refusal' },
        payload: {},
      });
    const refused = await cancel();
    expectAppError(refused, 428, 'INVALID_EVENT_STATUS_TRANSITION');
    const published = await app.request({
      method: 'POST',
      url: `/events/v3/events/${draft.id}/publish`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    const again = await cancel();
    expect(again.statusCode).toBe(428);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
  });

  it('keys are per route, caller and site', async () => {
    const key = randomUUID();
    expect((await createWithKey(key, 'Scoped Key')).statusCode).toBe(200);
    // The same key on another route is another key.
    const draft = await createEvent(app, { title: 'Scoped Draft' }, { draft: true });
    const publish = await app.request({
      method: 'POST',
      url: `/events/v3/events/${draft.id}/publish`,
      headers: { ...app.ownerHeaders(), 'idempotency-key': key },
      payload: {},
    });
    expect(publish.statusCode).toBe(200);
    expect(publish.headers['idempotent-replayed']).toBeUndefined();
    // Another site's owner with the same key and body executes on its own site.
    const other = await app.createSite('Idempotency Other');
    const elsewhere = await createWithKey(key, 'Scoped Key', app.ownerHeaders(other));
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(await eventsTitled('Scoped Key')).toBe(2);
  });

  it('refuses malformed keys with a 400 field violation, before anything runs', async () => {
    for (const key of ['x'.repeat(129), 'has space', 'naïve', 'a,b', '']) {
      const response = await createWithKey(key, 'Bad Key');
      expect(response.statusCode, key).toBe(400);
      const violations = response.json().details.validationError.fieldViolations;
      expect(violations).toEqual([
        expect.objectContaining({ field: 'Idempotency-Key', violatedRule: 'FORMAT' }),
      ]);
    }
    expect(await eventsTitled('Bad Key')).toBe(0);
    expect((await createWithKey('x'.repeat(128), 'Long Key')).statusCode).toBe(200);
  });

  it('keeps nothing for a request refused before it ran (access, validation)', async () => {
    const key = randomUUID();
    const visitor = await createWithKey(key, 'Visitor Try', await app.visitorHeaders());
    expectAppError(visitor, 403, 'PERMISSION_DENIED');
    const invalid = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: { ...app.ownerHeaders(), 'idempotency-key': key },
      payload: { event: { title: 123 } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(await keptRows(key)).toBe(0);
    // The corrected request with the same key runs.
    expect((await createWithKey(key, 'Corrected')).statusCode).toBe(200);
  });

  it('ignores the key on reads', async () => {
    const event = await createEvent(app, { title: 'Read With Key' });
    for (let i = 0; i < 2; i++) {
      const response = await app.request({
        method: 'GET',
        url: `/events/v3/events/${event.id}`,
        headers: { ...app.ownerHeaders(), 'idempotency-key': 'read-key' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await keptRows('read-key')).toBe(0);
  });

  it('runs parallel repeats exactly once; the others wait (409) or get the same answer', async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => createWithKey(key, 'Parallel Once')));
    expect(await eventsTitled('Parallel Once')).toBe(1);
    const executed = results.filter((r) => r.statusCode === 200 && !r.headers['idempotent-replayed']);
    expect(executed).toHaveLength(1);
    for (const r of results) {
      if (r.statusCode === 200) expect(r.body).toBe(executed[0].body);
      else {
        expectAppError(r, 409, 'IDEMPOTENCY_KEY_IN_USE');
        expect(r.headers['retry-after']).toBe('1');
      }
    }
  });

  it('lets a browser site on another origin send the key (CORS preflight)', async () => {
    const origin = 'https://shop.example';
    await app.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: JSON.stringify([origin]) })
      .where('id', '=', app.site.clientId)
      .execute();
    const preflight = await app.server.inject({
      method: 'OPTIONS',
      url: '/events/v3/events',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('idempotency-key');
    const replay = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: { ...app.ownerHeaders(), origin, 'idempotency-key': 'cors-key' },
      payload: bodyOf('Cors Key'),
    });
    expect(replay.statusCode).toBe(200);
    expect(String(replay.headers['access-control-expose-headers'])).toContain('idempotent-replayed');
  });

  it('deletes kept answers past their keep time in the sweep', async () => {
    const key = randomUUID();
    expect((await createWithKey(key, 'Swept')).statusCode).toBe(200);
    await app.db
      .updateTable('idempotency_keys')
      .set({ expires_date: '2000-01-01T00:00:00.000Z' })
      .where('key', '=', key)
      .execute();
    expect(await app.server.idempotencyKeys.sweep()).toBeGreaterThanOrEqual(1);
    expect(await keptRows(key)).toBe(0);
  });
});

describe('Idempotency-Key across two servers on one database', () => {
  let shared: ServersOnOneDatabase;
  beforeAll(async () => {
    shared = await startServersOnOneDatabase();
  });
  afterAll(() => shared?.close());

  it('executes parallel repeats sent to both servers once', async () => {
    const key = randomUUID();
    const payload = { event: eventInput({ title: 'Two Servers Once' }) };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        shared.apps[i % 2].server.inject({
          method: 'POST',
          url: '/events/v3/events',
          headers: { ...shared.owner(), 'idempotency-key': key },
          payload,
        }),
      ),
    );
    const created = await shared.databases[0].db
      .selectFrom('events')
      .select('id')
      .where('title', '=', 'Two Servers Once')
      .execute();
    expect(created).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 200 && !r.headers['idempotent-replayed'])).toHaveLength(1);
  });
});
