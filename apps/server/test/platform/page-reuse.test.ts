import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { serversOnOneDatabase } from '../support/servers-on-one-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, inHours, isBackgroundStatement, queryEvents, statementsOf } from '../events/helpers.ts';

const HOUR = 3_600_000;
const upcoming = { query: { filter: { status: 'UPCOMING' }, paging: { limit: 2 } } };
/** The page statement of the events listing: ids and revisions in order (run-query.ts). */
const isPageStatement = (text: string) =>
  /order by/i.test(text) && !/count\(\*\)/i.test(text) && !isBackgroundStatement(text);

/**
 * A listing's page (its ids and revisions) is reused like its total (platform/query/reuse.ts):
 * only while the kind's data version and the clock's effect are unchanged, so a repeated owner
 * query runs no page statement, and every way the page can change still shows at once.
 */
describe('listing page reuse', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    for (const hours of [1, 2, 3]) {
      await createEvent(app, {
        title: `Soon ${hours}`,
        dateAndTimeSettings: { startDate: inHours(hours), endDate: inHours(hours + 0.5) },
      });
    }
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const titles = async (body: Record<string, unknown> = upcoming) => {
    const response = await queryEvents(app, body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().events as { title: string }[]).map((e) => e.title);
  };

  it('runs the page statement no more while nothing changes, and answers the same', async () => {
    // The set-up's outbox pass may still be running (a loaded box): its statements are not the page's.
    await app.outbox.dispatchPending();
    const first = await queryEvents(app, upcoming);
    await queryEvents(app, upcoming); // read twice under one version: kept from now on
    const statements = await statementsOf(app, async () => {
      for (let i = 0; i < 3; i++) expect((await queryEvents(app, upcoming)).body).toBe(first.body);
    });
    expect(statements.filter(isPageStatement)).toHaveLength(0);
  });

  it('reads the page again after a write of the kind', async () => {
    expect(await titles()).toEqual(['Soon 1', 'Soon 2']);
    await titles();
    await createEvent(app, {
      title: 'Sooner',
      dateAndTimeSettings: { startDate: inHours(0.5), endDate: inHours(0.7) },
    });
    expect(await titles()).toEqual(['Sooner', 'Soon 1']);
  });

  it('reads the page again when the clock passes a start, though nothing was written', async () => {
    await titles();
    expect(await titles()).toEqual(['Sooner', 'Soon 1']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 0.6 * HOUR });
    expect(await titles()).toEqual(['Soon 1', 'Soon 2']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 0.6 * HOUR });
    expect(await titles()).toEqual(['Soon 2', 'Soon 3']);
  });

  it('keeps no page a shaping could change: kept rows are frozen', async () => {
    const { QueryMemory } = await import('../../src/platform/query/reuse.ts');
    const memory = new QueryMemory();
    const rows = [{ id: 'a', revision: 1 }];
    memory.keepPage('k', 'v1', rows, { from: '2026-01-01T00:00:00.000Z', until: null });
    const kept = memory.pageOf('k', 'v1', '2026-01-02T00:00:00.000Z').rows!;
    expect(kept).toEqual(rows);
    expect(Object.isFrozen(kept[0])).toBe(true);
    // Another version, or a clock before the entry or at its next change, is not served.
    expect(memory.pageOf('k', 'v2', '2026-01-02T00:00:00.000Z').rows).toBeUndefined();
    memory.keepPage('t', 'v1', rows, { from: '2026-01-02T00:00:00.000Z', until: '2026-01-03T00:00:00.000Z' });
    expect(memory.pageOf('t', 'v1', '2026-01-01T00:00:00.000Z').rows).toBeUndefined();
    expect(memory.pageOf('t', 'v1', '2026-01-03T00:00:00.000Z').rows).toBeUndefined();
    // A first read only marks the version: the second keeps the rows.
    memory.keepPage('once', 'v1', rows);
    expect(memory.pageOf('once', 'v1', '2026-01-02T00:00:00.000Z')).toEqual({ again: true });
  });
});

describe('listing page reuse with two servers on one database', () => {
  const shared = serversOnOneDatabase();

  const titlesOn = async (server: App) => {
    const response = await server.server.inject({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: shared.owner(),
      payload: upcoming,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().events as { title: string }[]).map((e) => e.title);
  };
  const create = async (server: App, title: string, hours: number) => {
    const response = await server.server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: shared.owner(),
      payload: {
        event: {
          title,
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: inHours(hours), endDate: inHours(hours + 1) },
          registration: { initialType: 'RSVP' },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("shows the other server's write on a page it kept", async () => {
    await create(shared.apps[0], 'Later', 30);
    for (let i = 0; i < 3; i++) expect(await titlesOn(shared.apps[1])).toEqual(['Later']);
    await create(shared.apps[0], 'Earlier', 20);
    expect(await titlesOn(shared.apps[1])).toEqual(['Earlier', 'Later']);
  });
});
