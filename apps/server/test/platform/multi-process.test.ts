import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/platform/outbox.ts';
import { serversOnOneDatabase } from '../support/servers-on-one-database.ts';
import { eventInput } from '../events/helpers.ts';

// Two server instances on one database, each with its own connection (pool), as two stateless
// processes would be: a SQLite file in WAL mode, or one PostgreSQL database.
describe('two servers on one database', () => {
  const shared = serversOnOneDatabase();

  const owner = () => shared.owner();

  it('lets exactly one server publish a draft when both try at once', async () => {
    const created = await shared.apps[0].server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: owner(),
      payload: { draft: true, event: eventInput({ title: 'Shared Draft' }) },
    });
    const id = created.json().event.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        shared.apps[i % 2].server.inject({
          method: 'POST',
          url: `/events/v3/events/${id}/publish`,
          headers: owner(),
          payload: {},
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const seen = await shared.apps[1].server.inject({
      method: 'GET',
      url: `/events/v3/events/${id}`,
      headers: owner(),
    });
    expect(seen.json().event.status).toBe('UPCOMING');
  });

  it('hands each domain event to exactly one server', async () => {
    for (const app of shared.apps) await app.outbox.dispatchPending(); // drain what earlier tests left
    const received: { server: number; event: DomainEvent }[] = [];
    shared.apps.forEach((app, server) =>
      app.outbox.subscribe((event) => void received.push({ server, event })),
    );
    for (let i = 0; i < 12; i++) {
      await shared.apps[i % 2].server.inject({
        method: 'POST',
        url: '/events/v3/events',
        headers: owner(),
        payload: { draft: true, event: eventInput({ title: `Outbox ${i}` }) },
      });
    }
    await Promise.all([...shared.apps, ...shared.apps].map((app) => app.outbox.dispatchPending()));
    await Promise.all(shared.apps.map((app) => app.outbox.dispatchPending()));
    const ids = received.map((r) => r.event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(received.filter((r) => r.event.name === 'event_created')).toHaveLength(12);
  });
});
