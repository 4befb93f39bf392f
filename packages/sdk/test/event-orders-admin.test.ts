import { describe, expect, it } from 'vitest';
import { createClient } from '../src/core.ts';
import { ApiKeyStrategy } from '../src/auth/api-key.ts';
import { eventOrdersAdmin } from '../src/modules/event-orders-admin.ts';

/** An owner client whose `fetch` answers `respond(url)` and records each URL. */
function clientWith(respond: (url: string) => unknown) {
  const urls: string[] = [];
  const fetch = async (url: string) => {
    urls.push(url);
    return Response.json(respond(url));
  };
  const client = createClient({
    baseUrl: 'https://t.test',
    auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
    fetch,
    modules: { orders: eventOrdersAdmin },
  });
  return { orders: client.orders, urls };
}

const order = (n: number) => ({ orderNumber: `N-${n}` });

describe('event-orders-admin requests', () => {
  it('sends every builder parameter as the documented query string, lists repeated', async () => {
    const { orders, urls } = clientWith(() => ({ total: 0, offset: 0, limit: 10, orders: [] }));
    const query = orders
      .queryOrders()
      .eventId('e1')
      .status('PAID', 'FREE')
      .status('PAID')
      .orderNumber('N-1')
      .memberId('m1')
      .contactId('c1')
      .eventCreatorId('o1')
      .tag('CONFIRMED')
      .facet('status', 'eventId')
      .fieldset('DETAILS')
      .searchPhrase(' ada & co ')
      .sort('total:desc')
      .limit(10)
      .offset(20);
    expect(query.build()).toMatchObject({ status: ['PAID', 'FREE'], searchPhrase: 'ada & co' });
    await query.find();
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/events/v1/orders');
    expect(url.searchParams.getAll('status')).toEqual(['PAID', 'FREE']);
    expect(url.searchParams.getAll('facet')).toEqual(['status', 'eventId']);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      eventId: 'e1',
      orderNumber: 'N-1',
      memberId: 'm1',
      contactId: 'c1',
      eventCreatorId: 'o1',
      tag: 'CONFIRMED',
      fieldset: 'DETAILS',
      searchPhrase: 'ada & co',
      sort: 'total:desc',
      limit: '10',
      offset: '20',
    });
    // A blank phrase removes the parameter.
    expect(query.searchPhrase('   ').build()).not.toHaveProperty('searchPhrase');
  });

  it('all() walks every page at the largest size, without facets', async () => {
    const { orders, urls } = clientWith((url) => {
      const offset = Number(new URL(url).searchParams.get('offset') ?? 0);
      const rows = offset === 0 ? [order(1), order(2)] : [order(3)];
      return { total: 3, offset, limit: 400, orders: rows };
    });
    const seen: string[] = [];
    for await (const o of orders.queryOrders().facet('status').all()) seen.push(o.orderNumber);
    expect(seen).toEqual(['N-1', 'N-2', 'N-3']);
    expect(urls.map((u) => new URL(u).search)).toEqual(['?limit=400', '?limit=400&offset=2']);
  });

  it('stops on an empty page even when the total says more', async () => {
    const { orders, urls } = clientWith(() => ({ total: 5, offset: 0, limit: 0, orders: [] }));
    const page = await orders.queryOrders().limit(0).find();
    expect(page.hasNext()).toBe(false);
    const seen = [];
    for await (const o of orders.queryOrders().all()) seen.push(o);
    expect(seen).toEqual([]);
    expect(urls).toHaveLength(2);
  });

  it('sends actions to their paths with the event in the body or the path', async () => {
    const calls: Array<[string, string, unknown]> = [];
    const client = createClient({
      baseUrl: 'https://t.test',
      auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
      fetch: async (url: string, init: RequestInit = {}) => {
        calls.push([init.method ?? 'GET', url, init.body ? JSON.parse(String(init.body)) : undefined]);
        return Response.json({ orders: [], order: {}, sales: [] });
      },
      modules: { orders: eventOrdersAdmin },
    });
    const admin = client.orders;
    await admin.capturePayment('e 1', 'N/1');
    await admin.voidPayment('e1', 'N-2');
    await admin.confirmOrders('e1', ['N-3']);
    await admin.setOrdersArchived('e1', ['N-4'], true);
    await admin.updateOrder('e1', 'N-5', { archived: false });
    await admin.getSummary();
    expect(calls).toEqual([
      ['POST', 'https://t.test/events/v1/events/orders/N%2F1/capture', { eventId: 'e 1' }],
      ['POST', 'https://t.test/events/v1/events/orders/N-2/void', { eventId: 'e1' }],
      ['POST', 'https://t.test/events/v1/events/e1/orders/confirm', { orderNumber: ['N-3'] }],
      ['PATCH', 'https://t.test/events/v1/events/e1/orders', { orderNumber: ['N-4'], archived: true }],
      ['PATCH', 'https://t.test/events/v1/events/e1/orders/N-5', { archived: false }],
      ['GET', 'https://t.test/events/v1/orders/summary', undefined],
    ]);
  });
});
