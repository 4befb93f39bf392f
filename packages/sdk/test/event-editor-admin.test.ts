import { describe, expect, it } from 'vitest';
import { createClient } from '../src/core.ts';
import { ApiKeyStrategy } from '../src/auth/api-key.ts';
import { eventDiscountsAdmin } from '../src/modules/event-discounts-admin.ts';
import { ticketDefinitionsAdmin } from '../src/modules/ticket-definitions-admin.ts';

/** An owner client whose `fetch` answers `respond(url)` and records each request. */
function clientWith(respond: (url: string) => unknown) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Response.json(respond(url));
  };
  const client = createClient({
    baseUrl: 'https://t.test',
    auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
    fetch,
    modules: { tickets: ticketDefinitionsAdmin, discounts: eventDiscountsAdmin },
  });
  return { client, calls };
}

describe('ticket-definitions-admin and event-discounts-admin requests', () => {
  it("lists an event's ticket types in their order with sales figures", async () => {
    const { client, calls } = clientWith(() => ({ ticketDefinitions: [], metadata: {} }));
    expect(await client.tickets.listTicketDefinitions('e 1')).toEqual([]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://t.test/events-ticket-definitions/v3/ticket-definitions/query',
      body: {
        query: { filter: { eventId: 'e 1' }, sort: [{ fieldName: 'sortIndex', order: 'ASC' }] },
        fields: ['SALES_DETAILS'],
      },
    });
  });

  it('moves a ticket type before another', async () => {
    const { client, calls } = clientWith(() => ({}));
    await client.tickets.reorderTicketDefinitions('e1', 't2', { beforeDefinitionId: 't1' });
    expect(calls[0]).toMatchObject({
      url: 'https://t.test/events-ticket-definitions/v3/ticket-definitions/reorder',
      body: { eventId: 'e1', ticketDefinitionId: 't2', beforeDefinitionId: 't1' },
    });
  });

  it('creates a discount code under its event, the path segments encoded', async () => {
    const { client, calls } = clientWith(() => ({ discountCode: { id: 'd1', code: 'TEN' } }));
    const code = await client.discounts.createDiscountCode('__proto__/x', {
      code: 'TEN',
      discount: { percentOff: '10' },
    });
    expect(code).toMatchObject({ id: 'd1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://t.test/_api/tessera/v1/events/__proto__%2Fx/discount-codes',
      body: { discountCode: { code: 'TEN', discount: { percentOff: '10' } } },
    });
  });
});
