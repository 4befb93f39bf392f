import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { TestClock } from '../../../apps/server/src/platform/clock.ts';
import { createEvent } from '../../../apps/server/test/events/helpers.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { orderSeeder } from '../../sdk/test/support/seed-orders.ts';
import {
  eventOrdersKeys,
  eventSalesQueryOptions,
  orderActionMutationOptions,
  orderQueryOptions,
  ordersQueryOptions,
} from '../src/index.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

// The owner's order hooks' logic against a real server, without a DOM. The provider's client
// carries no orders module: the hooks build it on its transport.
describe('@tessera/react event orders admin', () => {
  const clock = new TestClock(Date.now());
  let app: TestApp;
  let baseUrl: string;
  let eventId: string;
  const ownerClient = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  beforeAll(async () => {
    app = await createTestApp({ app: { clock } });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    eventId = (await createEvent(app)).id;
  });
  afterAll(() => app.close());

  it('lists, confirms and archives across events; everything cached refreshes after', async () => {
    const other = (await createEvent(app)).id;
    const here = orderSeeder(app, eventId, clock);
    const there = orderSeeder(app, other, clock);
    const definition = (await here.definition({ initialLimit: 10 })).id;
    const otherDefinition = (await there.definition()).id;
    const atDoor = await here.order(definition, 1, BUYER, 'at-door');
    const paidThere = await there.order(otherDefinition, 1, BUYER, { token: 'tok_approve' });

    const client = ownerClient();
    const queryClient = new QueryClient();
    const list = ordersQueryOptions(client, { eventId: [eventId, other], facet: ['status'] });
    const page = await queryClient.fetchQuery(list);
    expect(page.items.map((o) => o.orderNumber)).toEqual([paidThere.orderNumber, atDoor.orderNumber]);
    expect(page.facets?.status?.counts).toEqual({ PAID: 1, OFFLINE_PENDING: 1 });
    await queryClient.fetchQuery(orderQueryOptions(client, eventId, atDoor.orderNumber));

    const action = orderActionMutationOptions(client, queryClient);
    await action.mutationFn({ action: 'confirm', orders: [{ eventId, orderNumber: atDoor.orderNumber }] });
    await action.onSettled();
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eventOrdersKeys.order(eventId, atDoor.orderNumber))?.isInvalidated).toBe(
      true,
    );
    expect(
      (await queryClient.fetchQuery(orderQueryOptions(client, eventId, atDoor.orderNumber))).status,
    ).toBe('PAID');

    // One call per event: archive orders of two events at once.
    const both = [
      { eventId, orderNumber: atDoor.orderNumber },
      { eventId: other, orderNumber: paidThere.orderNumber },
    ];
    await action.mutationFn({ action: 'archive', orders: both });
    const archived = await queryClient.fetchQuery(
      ordersQueryOptions(client, { eventId: [eventId, other], tag: ['ARCHIVED'] }),
    );
    expect(archived.total).toBe(2);
    await action.mutationFn({ action: 'unarchive', orders: both });

    // A refusal reaches the caller with the server's code (a PAID order has no authorized payment).
    await expect(
      action.mutationFn({ action: 'void', orders: [{ eventId, orderNumber: atDoor.orderNumber }] }),
    ).rejects.toMatchObject({ status: 428 });
  });

  it('reads an event’s sales and check-in figures in one query', async () => {
    const fresh = (await createEvent(app)).id;
    const seed = orderSeeder(app, fresh, clock);
    const general = (await seed.definition({ name: 'General', initialLimit: 20 })).id;
    const free = (
      await seed.definition({ name: 'Free', pricingMethod: { fixedPrice: { value: '0', currency: 'USD' } } })
    ).id;
    const paid = await seed.order(general, 3, BUYER, { token: 'tok_approve' });
    await seed.order(free, 2, BUYER, 'free');
    await seed.order(general, 1, BUYER, 'at-door');
    await app.request({
      method: 'POST',
      url: '/events/v1/tickets/check-in',
      headers: app.ownerHeaders(),
      payload: { eventId: fresh, ticketNumber: [paid.tickets[0]!.ticketNumber] },
    });

    const figures = await new QueryClient().fetchQuery(eventSalesQueryOptions(ownerClient(), fresh));
    expect(figures.definitions.map((d) => [d.name, d.capacity, d.sold])).toEqual([
      ['General', 20, 4],
      ['Free', null, 2],
    ]);
    expect(figures.ordersByStatus).toEqual({ PAID: 1, FREE: 1, OFFLINE_PENDING: 1 });
    expect(figures.ticketsSold).toBe(6);
    expect(figures.checkedIn).toBe(1);
    expect(figures.sales).toEqual([
      expect.objectContaining({
        count: 3,
        total: expect.objectContaining({ value: '40.00', currency: 'USD' }),
      }),
    ]);
  });
});
