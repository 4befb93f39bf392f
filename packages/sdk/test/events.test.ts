import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, SystemError, ValidationError, createClient, type Event } from '../src/index.ts';

interface Call {
  url: string;
  method: string;
  body: any;
}

/** Answers each call with `respond(call)` and records it; the SDK's `fetch` option is its injection point. */
function clientWith(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  };
  const client = createClient({
    baseUrl: 'https://t.test',
    auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
    fetch,
  });
  return { client, calls };
}

const events = (from: number, count: number): Event[] =>
  Array.from({ length: count }, (_, i) => ({ id: `e${from + i}`, title: `Event ${from + i}` }));

describe('events module requests', () => {
  it('builds the documented paths and bodies', async () => {
    const { client, calls } = clientWith((call) =>
      Response.json(call.url.endsWith('/count-by-status') ? { facets: {} } : { event: { id: 'x' } }),
    );
    await client.events.createEvent({ title: 'T' }, { draft: true, fields: ['DETAILS'] });
    await client.events.getEventBySlug('summer fest', { fields: ['DETAILS', 'URLS'] });
    await client.events.updateEvent('x', { title: 'New' });
    await client.events.updateEvent('x', { title: 'Masked' }, { fieldMask: ['title', 'mainImage'] });
    await client.events.cancelEvent('x');
    await client.events.cloneEvent('x', { draft: false, event: { title: 'Copy' } });
    await client.events.deleteEvent('x');
    await client.events.countEventsByStatus({ facet: ['status'] });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        'https://t.test/events/v3/events',
        { event: { title: 'T' }, fields: ['DETAILS'], draft: true },
      ],
      ['GET', 'https://t.test/events/v3/events/slug/summer%20fest?fields=DETAILS&fields=URLS', undefined],
      ['PATCH', 'https://t.test/events/v3/events/x', { event: { title: 'New', id: 'x' } }],
      [
        'PATCH',
        'https://t.test/events/v3/events/x',
        { event: { title: 'Masked', id: 'x' }, fieldMask: ['title', 'mainImage'] },
      ],
      ['POST', 'https://t.test/events/v3/events/x/cancel', {}],
      ['POST', 'https://t.test/events/v3/events/x/clone', { event: { title: 'Copy' }, draft: false }],
      ['DELETE', 'https://t.test/events/v3/events/x', undefined],
      ['POST', 'https://t.test/events/v3/events/count-by-status', { facet: ['status'] }],
    ]);
  });

  it('raises mapped errors', async () => {
    const { client } = clientWith(() =>
      Response.json(
        {
          message: 'bad',
          details: {
            validationError: {
              fieldViolations: [{ field: 'event.title', description: 'must not be empty' }],
            },
          },
        },
        { status: 400 },
      ),
    );
    const error = await client.events.createEvent({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 400, message: 'INVALID_ARGUMENT: event.title must not be empty' });
  });

  it('wraps network failures as system errors', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.events.getEvent('x')).rejects.toBeInstanceOf(SystemError);
  });
});

describe('queryEvents paging', () => {
  const TOTAL = 120;
  const server = (call: Call) => {
    const { limit, offset } = call.body.query.paging;
    const page = events(offset, Math.max(0, Math.min(limit, TOTAL - offset)));
    return Response.json({
      events: page,
      pagingMetadata: { count: page.length, offset, total: TOTAL, tooManyToCount: false },
    });
  };

  it('awaits the first page with the default limit of 50', async () => {
    const { client, calls } = clientWith(server);
    const page = await client.events.queryEvents(
      { filter: { status: { $in: ['UPCOMING', 'STARTED'] } } },
      { fields: ['DETAILS'] },
    );
    expect(calls[0].body).toEqual({
      query: { filter: { status: { $in: ['UPCOMING', 'STARTED'] } }, paging: { limit: 50, offset: 0 } },
      fields: ['DETAILS'],
    });
    expect(page).toMatchObject({
      pageSize: 50,
      offset: 0,
      total: 120,
      totalPages: 3,
      currentPage: 0,
      hasNext: true,
    });
    expect(page.events).toHaveLength(50);
  });

  it('iterates every event across pages', async () => {
    const { client, calls } = clientWith(server);
    const ids: string[] = [];
    for await (const event of client.events.queryEvents()) ids.push(event.id!);
    expect(ids).toHaveLength(TOTAL);
    expect(ids.at(-1)).toBe('e119');
    expect(calls.map((c) => c.body.query.paging.offset)).toEqual([0, 50, 100]);
  });

  it('pages until a short page when the total is too many to count', async () => {
    const { client, calls } = clientWith((call) => {
      const { limit, offset } = call.body.query.paging;
      const page = events(offset, Math.max(0, Math.min(limit, 25 - offset)));
      return Response.json({
        events: page,
        pagingMetadata: { count: page.length, offset, tooManyToCount: true },
      });
    });
    const pages = [];
    for await (const page of client.events.queryEvents({ paging: { limit: 10 } }).pages()) pages.push(page);
    expect(pages.map((p) => p.events.length)).toEqual([10, 10, 5]);
    expect(pages[0]).toMatchObject({ total: undefined, totalPages: undefined });
    expect(calls).toHaveLength(3);
  });
});
