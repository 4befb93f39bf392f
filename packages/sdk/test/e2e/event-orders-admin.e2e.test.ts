import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../../apps/server/src/platform/clock.ts';
import { createEvent } from '../../../../apps/server/test/events/helpers.ts';
import { ApplicationError, ValidationError } from '../../src/index.ts';
import { eventOrdersAdmin } from '../../src/modules/event-orders-admin.ts';
import { listeningSite } from '../support/listening-site.ts';
import { orderSeeder } from '../support/seed-orders.ts';

const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
const ALAN = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' };

// The owner's orders module against a real server, over HTTP.
describe('@tessera/sdk event-orders-admin against a Tessera server', () => {
  const clock = new TestClock(Date.now());
  const site = listeningSite({ app: { clock } });
  const orders = () => site.owner({ orders: eventOrdersAdmin }).orders;
  let eventId: string;
  let definitionId: string;
  let paid: { orderNumber: string };
  let atDoor: { orderNumber: string };
  let authorized: { orderNumber: string };

  beforeAll(async () => {
    eventId = (await createEvent(site.app)).id;
    const seed = orderSeeder(site.app, eventId, clock);
    definitionId = (await seed.definition({ initialLimit: 50 })).id;
    paid = await seed.order(definitionId, 2, ADA, { token: 'tok_approve' });
    atDoor = await seed.order(definitionId, 1, GRACE, 'at-door');
    authorized = await seed.order(definitionId, 1, ALAN, { token: 'tok_approve', delayedCapture: true });
  });

  it('lists with the typed builder: filters, tags, search, facets, fieldsets and paging', async () => {
    const base = orders().queryOrders().eventId(eventId);
    const all = await base.facet('status').find();
    expect(all.total).toBe(3);
    expect(all.items.map((o) => o.orderNumber)).toEqual([
      authorized.orderNumber,
      atDoor.orderNumber,
      paid.orderNumber,
    ]);
    expect(all.facets?.status?.counts).toEqual({ PAID: 1, OFFLINE_PENDING: 1, AUTHORIZED: 1 });

    const door = await base.status('OFFLINE_PENDING').fieldset('DETAILS').find();
    expect(door.items.map((o) => [o.orderNumber, o.email])).toEqual([[atDoor.orderNumber, GRACE.email]]);
    expect(door.items[0]).not.toHaveProperty('tickets');
    expect((await base.searchPhrase('  hopper ').find()).items.map((o) => o.orderNumber)).toEqual([
      atDoor.orderNumber,
    ]);
    expect((await base.tag('NON_ARCHIVED').tag('ARCHIVED').find()).total).toBe(0);
    expect((await base.status('PAID').status('AUTHORIZED').find()).total).toBe(2);

    // Pages of one, oldest first, walked with next() and with all().
    const first = await base.sort('created:asc').limit(1).find();
    expect(first.items.map((o) => o.orderNumber)).toEqual([paid.orderNumber]);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.offset).toBe(1);
    expect(second.items.map((o) => o.orderNumber)).toEqual([atDoor.orderNumber]);
    const walked: string[] = [];
    for await (const order of base.sort('created:asc').limit(1).all()) walked.push(order.orderNumber);
    expect(walked).toEqual([paid.orderNumber, atDoor.orderNumber, authorized.orderNumber]);
    const last = await base.sort('created:asc').offset(2).find();
    expect(last.hasNext()).toBe(false);
    await expect(last.next()).rejects.toThrow('no next page');
  });

  it('reads one order, archives and unarchives (one and many)', async () => {
    const admin = orders();
    const order = await admin.getOrder(eventId, paid.orderNumber, ['TICKETS', 'INVOICE']);
    expect(order.tickets).toHaveLength(2);
    expect(order.invoice?.grandTotal.value).toBe('20.00');
    expect(order).not.toHaveProperty('email');

    expect((await admin.updateOrder(eventId, paid.orderNumber, { archived: true })).archived).toBe(true);
    expect((await admin.queryOrders().eventId(eventId).tag('ARCHIVED').find()).total).toBe(1);
    const both = await admin.setOrdersArchived(eventId, [paid.orderNumber, atDoor.orderNumber], false);
    expect(both.map((o) => o.archived)).toEqual([false, false]);
    await expect(admin.getOrder(eventId, 'NOPE-1')).rejects.toMatchObject({ status: 404 });
    // All or none: one unknown number archives nothing.
    await expect(admin.setOrdersArchived(eventId, [paid.orderNumber, 'NOPE-1'], true)).rejects.toMatchObject({
      status: 404,
    });
    expect((await admin.getOrder(eventId, paid.orderNumber)).archived).toBe(false);
  });

  it('confirms the order paid at the door; capture is refused for it with the server code', async () => {
    const admin = orders();
    const [confirmed] = await admin.confirmOrders(eventId, [atDoor.orderNumber]);
    expect(confirmed?.status).toBe('PAID');
    const refused = await admin.capturePayment(eventId, atDoor.orderNumber).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApplicationError);
    expect(refused).toMatchObject({ status: 428 });
  });

  it('captures or voids authorized payments', async () => {
    const admin = orders();
    const seed = orderSeeder(site.app, eventId, clock);
    const toVoid = await seed.order(definitionId, 1, ALAN, { token: 'tok_approve', delayedCapture: true });
    await admin.capturePayment(eventId, authorized.orderNumber);
    expect((await admin.getOrder(eventId, authorized.orderNumber)).status).toBe('PAID');
    await admin.voidPayment(eventId, toVoid.orderNumber);
    expect((await admin.getOrder(eventId, toVoid.orderNumber)).status).toBe('VOIDED');
  });

  it('sums sales, lists tickets and reads each definition’s sales', async () => {
    const admin = orders();
    const summary = await admin.getSummary([eventId]);
    expect(summary.sales).toHaveLength(1);
    // The voided order is not a sale; the service fee (2.5 %, included) is not revenue.
    expect(summary.sales[0]).toMatchObject({
      count: 3,
      ticketCount: 4,
      total: { value: '40.00', currency: 'USD' },
      revenue: { value: '39.00', currency: 'USD' },
    });
    const tickets = await admin.listTickets({ eventId: [eventId], limit: 2 });
    expect(tickets.items).toHaveLength(2);
    expect(tickets.total).toBeGreaterThanOrEqual(4);
    expect((await tickets.next()).offset).toBe(2);
    const [sales] = await admin.definitionSales(eventId);
    expect(sales).toMatchObject({ id: definitionId, name: 'General', capacity: 50, sold: 4, soldOut: false });
  });

  it('refuses bad parameters as field violations', async () => {
    const bad = orders()
      .queryOrders()
      .limit(401)
      .find()
      .catch((e: unknown) => e);
    expect(await bad).toBeInstanceOf(ValidationError);
  });
});
