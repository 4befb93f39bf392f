import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ApiKeyStrategy, createClient } from '../../src/index.ts';

// A write whose answer is lost on the way back (the connection drops after the server did the
// work) is retried by the SDK with the same Idempotency-Key: the server executes it once.
describe('SDK writes against a Tessera server when the connection drops', () => {
  const site = listeningSite();

  /** Real fetch, except that the first answer of each call (method and path) of the listed methods is thrown away. */
  const droppingFirstAnswer = (methods: string[]) => {
    const dropped = new Set<string>();
    const attempts: string[] = [];
    const fetch = async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const call = `${method} ${new URL(url).pathname}`;
      attempts.push(call);
      const response = await globalThis.fetch(url, init);
      if (methods.includes(method) && !dropped.has(call)) {
        dropped.add(call);
        await response.arrayBuffer(); // the server finished; only the way back fails
        throw new TypeError('fetch failed: socket hang up');
      }
      return response;
    };
    return { fetch, attempts };
  };

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('creates one event and cancels it once, though each answer was lost once', async () => {
    const network = droppingFirstAnswer(['POST']);
    const client = createClient({
      baseUrl: site.baseUrl,
      auth: ApiKeyStrategy({ apiKey: site.app.site.apiKey, siteId: site.app.site.siteId }),
      fetch: network.fetch,
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 10 },
    });
    const created = await client.events.createEvent({
      title: 'Dropped Connection',
      location: { type: 'VENUE', name: 'Hall' },
      dateAndTimeSettings: { startDate: inDays(3), endDate: inDays(3.1) },
      registration: { initialType: 'RSVP' },
    });
    expect(network.attempts.filter((a) => a === 'POST /events/v3/events')).toHaveLength(2);
    const rows = await site.app.db
      .selectFrom('events')
      .select('id')
      .where('title', '=', 'Dropped Connection')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([created.id]);

    // Without the key the retried cancel would be refused (428: already canceled).
    const canceled = await client.events.cancelEvent(created.id!);
    expect(canceled.status).toBe('CANCELED');
    expect(network.attempts.filter((a) => a.endsWith('/cancel'))).toHaveLength(2);
    const outbox = await site.app.db
      .selectFrom('outbox')
      .select('name')
      .where('entity_id', '=', created.id!)
      .execute();
    expect(outbox.map((e) => e.name).filter((n) => n === 'event_canceled')).toHaveLength(1);
  });
});
