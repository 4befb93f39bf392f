import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, V3 } from './helpers.ts';

const HOUR = 3_600_000;

describe('ticket definitions v3', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: `${V3}${url}`, headers, payload });

  it('creates STANDARD, free and DONATION definitions with their defaults', async () => {
    const paid = await createDefinition(app, eventId, { initialLimit: 50, limitPerCheckout: 4 }, [
      'SALES_DETAILS',
    ]);
    expect(paid).toMatchObject({
      eventId,
      name: 'General',
      revision: '1',
      hidden: false,
      limited: true,
      initialLimit: 50,
      pricingMethod: {
        fixedPrice: { value: '10.00', currency: 'USD' },
        pricingType: 'STANDARD',
        free: false,
      },
      feeType: 'FEE_INCLUDED',
      saleStatus: 'SALE_STARTED',
      limitPerCheckout: 4,
      salesDetails: { unsoldCount: 50, soldCount: 0, reservedCount: 0, soldOut: false },
    });
    const free = await createDefinition(app, eventId, {
      name: 'Free',
      pricingMethod: { fixedPrice: { value: '0' } },
    });
    expect(free.pricingMethod).toMatchObject({ free: true, fixedPrice: { value: '0.00', currency: 'USD' } });
    expect(free.feeType).toBe('NO_FEE');
    expect(free.limited).toBe(false);
    expect(free.limitPerCheckout).toBe(20);
    const donation = await createDefinition(app, eventId, {
      name: 'Donate',
      pricingMethod: { guestPrice: { value: '5', currency: 'USD' } },
      feeType: 'FEE_ADDED_AT_CHECKOUT',
    });
    expect(donation.pricingMethod).toEqual({
      guestPrice: { value: '5.00', currency: 'USD' },
      pricingType: 'DONATION',
      free: false,
    });
    expect(donation.feeType).toBe('FEE_ADDED_AT_CHECKOUT');
  });

  it('refuses bad input with field violations and writes nothing', async () => {
    const before = await app.db.selectFrom('ticket_definitions').select('id').execute();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined }, 'ticketDefinition.name'],
      [
        { pricingMethod: { fixedPrice: { value: '1.005', currency: 'USD' } } },
        'ticketDefinition.pricingMethod.fixedPrice.value',
      ],
      [
        { pricingMethod: { fixedPrice: { value: '-1', currency: 'USD' } } },
        'ticketDefinition.pricingMethod.fixedPrice.value',
      ],
      [
        { pricingMethod: { fixedPrice: { value: '1', currency: 'EUR' } } },
        'ticketDefinition.pricingMethod.fixedPrice.currency',
      ],
      [
        { pricingMethod: { fixedPrice: { value: '1', currency: 'ZZZ' } } },
        'ticketDefinition.pricingMethod.fixedPrice.currency',
      ],
      [
        { pricingMethod: { fixedPrice: { value: '1' }, guestPrice: { value: '1' } } },
        'ticketDefinition.pricingMethod',
      ],
      [
        {
          salePeriod: {
            startDate: new Date(clock.now() + HOUR).toISOString(),
            endDate: new Date(clock.now()).toISOString(),
          },
        },
        'ticketDefinition.salePeriod.endDate',
      ],
      [{ limitPerCheckout: 51 }, 'ticketDefinition.limitPerCheckout'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post('/ticket-definitions', {
        ticketDefinition: {
          eventId,
          name: 'X',
          pricingMethod: { fixedPrice: { value: '1', currency: 'USD' } },
          ...overrides,
        },
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const fields = response
        .json()
        .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
      expect(fields, response.body).toContain(field);
    }
    const missingEvent = await post('/ticket-definitions', {
      ticketDefinition: { eventId: 'nope', name: 'X' },
    });
    expect(missingEvent.statusCode).toBe(404);
    expect(missingEvent.json().details.applicationError.code).toBe('EVENT_NOT_FOUND');
    // Hostile names are never keys of anything: no 5xx, no prototype touched.
    const hostile = await app.request({
      method: 'POST',
      url: `${V3}/ticket-definitions`,
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      payload: `{"ticketDefinition":{"eventId":"${eventId}","name":"P","__proto__":{"hidden":true}}}`,
    });
    expect(hostile.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).hidden).toBeUndefined();
    if (hostile.statusCode === 200) {
      expect(hostile.json().ticketDefinition.hidden).toBe(false);
      await app.db
        .deleteFrom('ticket_definitions')
        .where('id', '=', hostile.json().ticketDefinition.id)
        .execute();
      await app.db
        .deleteFrom('ticket_counters')
        .where('definition_id', '=', hostile.json().ticketDefinition.id)
        .execute();
    }
    expect(await app.db.selectFrom('ticket_definitions').select('id').execute()).toEqual(before);
  });

  it('updates with revision checks; capacity never below what is sold', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 10 });
    const patch = (body: Record<string, unknown>) =>
      app.request({
        method: 'PATCH',
        url: `${V3}/ticket-definitions/${def.id}`,
        headers: app.ownerHeaders(),
        payload: { ticketDefinition: body },
      });
    const renamed = await patch({ name: 'Renamed', revision: '1', initialLimit: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().ticketDefinition).toMatchObject({ name: 'Renamed', revision: '2', limited: false });
    expect((await patch({ name: 'Late', revision: '1' })).statusCode).toBe(409);
    expect((await patch({ eventId: 'other' })).statusCode).toBe(400);
    await app.db
      .updateTable('ticket_counters')
      .set({ sold: 5 })
      .where('definition_id', '=', def.id)
      .execute();
    const below = await patch({ initialLimit: 4 });
    expect(below.statusCode).toBe(400);
    expect(below.json().details.validationError.fieldViolations[0].field).toBe(
      'ticketDefinition.initialLimit',
    );
    expect((await patch({ initialLimit: 5 })).statusCode).toBe(200);
    // Sold tickets keep the definition.
    const del = await app.request({
      method: 'DELETE',
      url: `${V3}/ticket-definitions/${def.id}`,
      headers: app.ownerHeaders(),
    });
    expect(del.statusCode).toBe(428);
  });

  it('reorders, queries, counts with facets, bulk deletes and changes currency', async () => {
    const event = (await createEvent(app)).id;
    const a = await createDefinition(app, event, { name: 'A' });
    const b = await createDefinition(app, event, { name: 'B', hidden: true });
    const c = await createDefinition(app, event, {
      name: 'C',
      pricingMethod: { guestPrice: { value: '2.50' } },
    });
    expect(
      (
        await post('/ticket-definitions/reorder', {
          eventId: event,
          ticketDefinitionId: c.id,
          beforeDefinitionId: a.id,
        })
      ).statusCode,
    ).toBe(200);
    const query = await post('/ticket-definitions/query', { query: { filter: { eventId: event } } });
    expect(query.json().ticketDefinitions.map((d: { name: string }) => d.name)).toEqual(['C', 'A', 'B']);
    const available = await post(
      '/ticket-definitions/available/query',
      { query: { filter: { eventId: event } } },
      await app.visitorHeaders(),
    );
    expect(available.json().ticketDefinitions.map((d: { name: string }) => d.name)).toEqual(['C', 'A']);
    const count = await post('/ticket-definitions/count', {
      filter: { eventId: event },
      facet: ['pricingMethod.pricingType', 'hidden'],
    });
    expect(count.json()).toEqual({
      metadata: { count: 3, total: 3 },
      facets: {
        'pricingMethod.pricingType': { counts: { STANDARD: 2, DONATION: 1 } },
        hidden: { counts: { '0': 2, '1': 1 } },
      },
    });
    const availableCount = await post(
      '/ticket-definitions/available/count',
      { filter: { eventId: event } },
      await app.visitorHeaders(),
    );
    expect(availableCount.json().metadata.total).toBe(2);
    expect((await post('/ticket-definitions/query', { query: { filter: { nope: 1 } } })).statusCode).toBe(
      400,
    );

    expect((await post('/ticket-definitions/currency', { eventId: event, currency: 'JPY' })).statusCode).toBe(
      400,
    );
    expect((await post('/ticket-definitions/currency', { eventId: event, currency: 'EUR' })).statusCode).toBe(
      200,
    );
    const after = await post('/ticket-definitions/query', { query: { filter: { eventId: event } } });
    expect(
      after
        .json()
        .ticketDefinitions.map((d: any) => d.pricingMethod.fixedPrice ?? d.pricingMethod.guestPrice),
    ).toEqual([
      { value: '2.50', currency: 'EUR' },
      { value: '10.00', currency: 'EUR' },
      { value: '10.00', currency: 'EUR' },
    ]);

    expect(
      (await post('/bulk/ticket-definitions/delete', { filter: { eventId: event, hidden: true } }))
        .statusCode,
    ).toBe(200);
    const left = await post('/ticket-definitions/query', { query: { filter: { eventId: event } } });
    expect(left.json().ticketDefinitions.map((d: { id: string }) => d.id)).toEqual([c.id, a.id]);
    expect(b.id).toBeTruthy();
  });

  it('derives the sale status from the clock and announces start and end from jobs', async () => {
    const event = (await createEvent(app)).id;
    const start = new Date(clock.now() + HOUR).toISOString();
    const end = new Date(clock.now() + 2 * HOUR).toISOString();
    const def = await createDefinition(app, event, {
      salePeriod: { startDate: start, endDate: end, displayNotOnSale: true },
    });
    expect(def.saleStatus).toBe('SALE_SCHEDULED');
    const status = async () =>
      (
        await app.request({
          method: 'GET',
          url: `${V3}/ticket-definitions/${def.id}`,
          headers: app.ownerHeaders(),
        })
      ).json().ticketDefinition.saleStatus;
    const announced = async () =>
      (await app.db.selectFrom('outbox').select('name').where('entity_id', '=', def.id).execute()).map(
        (r) => r.name,
      );
    clock.set(Date.parse(start));
    // Read before any job runs: already started.
    expect(await status()).toBe('SALE_STARTED');
    await app.jobs.runDue();
    expect(await announced()).toContain('ticket_definition_sale_started');
    clock.set(Date.parse(end));
    expect(await status()).toBe('SALE_ENDED');
    await app.jobs.runDue();
    await app.jobs.runDue();
    const names = await announced();
    expect(names.filter((n) => n === 'ticket_definition_sale_ended')).toHaveLength(1);
    expect(names.filter((n) => n === 'ticket_definition_sale_started')).toHaveLength(1);
  });

  it('lets staff with events.manage write, and refuses visitors and other staff', async () => {
    const manager = await createApiKey(app.db, app.site.siteId, 'manager', undefined, ['events.manage']);
    const other = await createApiKey(app.db, app.site.siteId, 'other', undefined, ['media.manage']);
    const body = { ticketDefinition: { eventId, name: 'Staff' } };
    expect((await post('/ticket-definitions', body, { authorization: manager.key })).statusCode).toBe(200);
    expect((await post('/ticket-definitions', body, { authorization: other.key })).statusCode).toBe(403);
    expect((await post('/ticket-definitions', body, await app.visitorHeaders())).statusCode).toBe(403);
    expect((await post('/ticket-definitions', body, {})).statusCode).toBe(401);
    // Another site's owner finds nothing of this one.
    const site = await app.createSite('Elsewhere');
    const def = await createDefinition(app, eventId);
    const foreign = await app.request({
      method: 'GET',
      url: `${V3}/ticket-definitions/${def.id}`,
      headers: app.ownerHeaders(site),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await post('/ticket-definitions', body, app.ownerHeaders(site))).statusCode).toBe(404);
  });
});

describe('available tickets (v1 checkout)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers the official shape: price, fees, sale status, sold out, limits', async () => {
    const event = (await createEvent(app)).id;
    const def = await createDefinition(app, event, {
      initialLimit: 3,
      limitPerCheckout: 5,
      policyText: 'No refunds',
    });
    await createDefinition(app, event, { name: 'Hidden', hidden: true });
    const draft = (await createEvent(app, {}, { draft: true })).id;
    await createDefinition(app, draft, { name: 'Draft' });
    const visitor = await app.visitorHeaders();
    const query = await app.request({
      method: 'POST',
      url: '/events/v1/checkout/available-tickets/query',
      headers: visitor,
      payload: { filter: { eventId: event }, limit: 10, fieldset: ['POLICY', 'DASHBOARD'] },
    });
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json()).toEqual({
      metaData: { count: 1, offset: 0, total: 1 },
      definitions: [
        {
          id: def.id,
          eventId: event,
          price: { amount: '10.00', currency: 'USD', value: '10.00' },
          free: false,
          name: 'General',
          // v1 always answers a description, '' for none (the official type declares it).
          description: '',
          limitPerCheckout: 3,
          orderIndex: 0,
          policy: 'No refunds',
          wixFeeConfig: { type: 'FEE_INCLUDED' },
          saleStatus: 'SALE_STARTED',
          state: [],
          pricing: {
            fixedPrice: { amount: '10.00', currency: 'USD', value: '10.00' },
            pricingType: 'STANDARD',
          },
        },
      ],
    });
    // Without a limit: metadata only (the official default); the owner sees dashboard figures.
    const list = await app.request({
      method: 'GET',
      url: `/events/v1/checkout/available-tickets?eventId=${event}`,
      headers: visitor,
    });
    expect(list.json()).toEqual({ metaData: { count: 0, offset: 0, total: 1 }, definitions: [] });
    const owner = await app.request({
      method: 'POST',
      url: '/events/v1/checkout/available-tickets/query',
      headers: app.ownerHeaders(),
      payload: { filter: { eventId: event }, limit: 10, fieldset: ['DASHBOARD'] },
    });
    expect(owner.json().definitions[0].dashboard).toEqual({
      hidden: false,
      sold: 0,
      limited: true,
      quantity: 3,
      unsold: 3,
      ticketsSold: 0,
      ticketsReserved: 0,
    });
    const bad = await app.request({
      method: 'POST',
      url: '/events/v1/checkout/available-tickets/query',
      headers: visitor,
      payload: { filter: { constructor: 'x' }, limit: 10 },
    });
    expect(bad.statusCode).toBe(400);
    const none = await app.request({
      method: 'POST',
      url: '/events/v1/checkout/available-tickets/query',
      payload: {},
    });
    expect(none.statusCode).toBe(401);
  });
});
