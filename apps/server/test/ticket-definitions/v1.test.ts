import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve, V3 } from './helpers.ts';

const V1 = '/events/v1/ticket-definitions';
const HOUR = 3_600_000;

describe('ticket definitions v1 (the same definitions as v3, the v1 shape)', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.request({ method, url, headers: app.ownerHeaders(), ...(payload ? { payload } : {}) });

  it('creates in the v1 shape and reads it back from v3 (one row)', async () => {
    const created = await call('POST', V1, {
      eventId,
      definition: {
        name: 'Early bird',
        price: { value: '12.5', currency: 'USD' },
        limited: true,
        quantity: 30,
        policy: 'No refunds',
        wixFeeConfig: { type: 'FEE_ADDED' },
        salePeriod: { endDate: new Date(clock.now() + 10 * HOUR).toISOString(), hideNotOnSale: false },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const definition = created.json().definition;
    expect(definition).toMatchObject({
      eventId,
      name: 'Early bird',
      price: { value: '12.50', currency: 'USD' },
      free: false,
      policy: 'No refunds',
      wixFeeConfig: { type: 'FEE_ADDED_AT_CHECKOUT' },
      saleStatus: 'SALE_STARTED',
      salePeriod: { hideNotOnSale: false },
      pricing: { fixedPrice: { value: '12.50' }, pricingType: 'STANDARD' },
      dashboard: { limited: true, quantity: 30, unsold: 30, ticketsSold: 0, ticketsReserved: 0 },
    });
    const v3 = await call('GET', `${V3}/ticket-definitions/${definition.id}`);
    expect(v3.json().ticketDefinition).toMatchObject({
      name: 'Early bird',
      initialLimit: 30,
      policyText: 'No refunds',
      feeType: 'FEE_ADDED_AT_CHECKOUT',
      salePeriod: { displayNotOnSale: true },
    });
  });

  it('get: fieldsets choose policy and dashboard; a held ticket shows in the dashboard', async () => {
    const def = await createDefinition(app, eventId, { name: 'Get me', initialLimit: 5, policyText: 'P' });
    const held = await reserve(app, await app.visitorHeaders(), eventId, [
      { ticketDefinitionId: def.id, quantity: 2 },
    ]);
    expect(held.statusCode, held.body).toBe(200);
    const bare = (await call('GET', `${V1}/${def.id}`)).json().definition;
    expect(bare.policy).toBe(''); // the official types' non-nullable string: '' when not asked for
    expect(bare.dashboard).toBeUndefined();
    expect(bare.limitPerCheckout).toBe(3);
    const full = await call('GET', `${V1}/${def.id}?fieldset=POLICY&fieldset=DASHBOARD`);
    expect(full.json().definition).toMatchObject({
      policy: 'P',
      dashboard: { quantity: 5, unsold: 3, ticketsReserved: 2, sold: 2 },
    });
    expect((await call('GET', `${V1}/no-such-id`)).statusCode).toBe(404);
  });

  it('update: the field mask chooses what changes; another event is not found; violations use v1 names', async () => {
    const def = await createDefinition(app, eventId, { name: 'Mask', description: 'keep me' });
    const masked = await call('PATCH', `${V1}/${def.id}`, {
      eventId,
      definition: { name: 'Masked', description: 'ignored', hidden: true },
      fields: 'name,hidden',
    });
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.json().definition).toMatchObject({
      name: 'Masked',
      description: 'keep me',
      dashboard: { hidden: true },
    });
    const other = (await createEvent(app)).id;
    const wrongEvent = await call('PATCH', `${V1}/${def.id}`, { eventId: other, definition: { name: 'X' } });
    expect(wrongEvent.statusCode).toBe(404);
    const badPrice = await call('PATCH', `${V1}/${def.id}`, {
      eventId,
      definition: { price: { value: '1.234', currency: 'USD' } },
    });
    expect(badPrice.statusCode).toBe(400);
    expect(JSON.stringify(badPrice.json())).toContain('definition.price.value');
    const badMask = await call('PATCH', `${V1}/${def.id}`, {
      eventId,
      definition: { name: 'Y' },
      fields: ['__proto__'],
    });
    expect(badMask.statusCode).toBe(400);
    const order = await call('PATCH', `${V1}/${def.id}`, { eventId, definition: { orderIndex: 99 } });
    expect(order.json().definition.orderIndex).toBe(99);
  });

  it('list and query: by event, state and sale status, offset paging, facets', async () => {
    const own = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    await createDefinition(app, own, { name: 'Paid' });
    await createDefinition(app, own, { name: 'Free', pricingMethod: { fixedPrice: { value: '0' } } });
    await createDefinition(app, own, {
      name: 'Later',
      hidden: true,
      salePeriod: { startDate: new Date(clock.now() + 5 * HOUR).toISOString() },
    });
    const list = await call('GET', `${V1}?eventId=${own}&limit=10&facet=saleStatus`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().metaData).toEqual({ count: 3, offset: 0, total: 3 });
    expect(list.json().facets.saleStatus.counts).toEqual({ SALE_STARTED: 2, SALE_SCHEDULED: 1 });
    const free = await call('GET', `${V1}?eventId=${own}&state=FREE&limit=10`);
    expect(free.json().definitions.map((d: any) => d.name)).toEqual(['Free']);
    const visiblePaid = await call('GET', `${V1}?eventId=${own}&state=VISIBLE&state=PAID&limit=10`);
    expect(visiblePaid.json().definitions.map((d: any) => d.name)).toEqual(['Paid']);
    const scheduled = await call('GET', `${V1}?eventId=${own}&saleStatus=SALE_SCHEDULED&limit=10`);
    expect(scheduled.json().definitions.map((d: any) => d.name)).toEqual(['Later']);
    // The clock passes the start: the same filter now finds none.
    clock.advance(6 * HOUR);
    const after = await call('GET', `${V1}?eventId=${own}&saleStatus=SALE_SCHEDULED&limit=10`);
    expect(after.json().metaData.total).toBe(0);

    const query = await call('POST', `${V1}/query`, {
      filter: { eventId: own },
      sort: 'orderIndex:desc',
      offset: 1,
      limit: 1,
      facet: ['hidden'],
    });
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json()).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(query.json().definitions.map((d: any) => d.name)).toEqual(['Free']);
    expect(query.json().facets.hidden.counts).toEqual({ '0': 2, '1': 1 });
    const v2 = await call('POST', '/events/v2/ticket-definitions/query', {
      query: { filter: { eventId: own, free: true } },
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().definitions.map((d: any) => d.name)).toEqual(['Free']);
    expect(v2.json().metadata.total).toBe(1);
    const badFilter = await call('POST', `${V1}/query`, { filter: { nope: 1 } });
    expect(badFilter.statusCode).toBe(400);
    const badFacet = await call('POST', `${V1}/query`, { facet: ['constructor'] });
    expect(badFacet.statusCode).toBe(400);
  });

  it('delete by id or all; refused with sales; one of byId and all', async () => {
    const own = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    const a = await createDefinition(app, own, { name: 'A' });
    const b = await createDefinition(app, own, { name: 'B' });
    await createDefinition(app, own, { name: 'C' });
    expect((await call('DELETE', `${V1}?eventId=${own}`)).statusCode).toBe(400);
    expect((await call('DELETE', `${V1}?eventId=${own}&all=true&byId.definitionId=${a.id}`)).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `${V1}?eventId=${own}&byId.definitionId=missing`)).statusCode).toBe(404);
    const one = await call('DELETE', `${V1}?eventId=${own}&byId.definitionId=${a.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect((await call('GET', `${V1}/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${V1}/${b.id}`)).statusCode).toBe(200);
    const all = await call('DELETE', `${V1}?eventId=${own}&all=true`);
    expect(all.statusCode, all.body).toBe(200);
    const left = await call('GET', `${V1}?eventId=${own}&limit=10`);
    expect(left.json().metaData.total).toBe(0);
  });

  it('changes the currency with PUT; refuses a missing event id', async () => {
    const own = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    const def = await createDefinition(app, own, { name: 'Euro' });
    const moved = await call('PUT', `${V1}/currency`, { eventId: own, currency: 'EUR' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('GET', `${V1}/${def.id}`)).json().definition.price).toMatchObject({ currency: 'EUR' });
    expect((await call('PUT', `${V1}/currency`, { currency: 'EUR' })).statusCode).toBe(400);
  });

  it('is for those who manage events: visitors are refused', async () => {
    const visitor = await app.visitorHeaders();
    const list = await app.request({ method: 'GET', url: `${V1}?limit=1`, headers: visitor });
    expect(list.statusCode).toBe(403);
    const create = await app.request({
      method: 'POST',
      url: V1,
      headers: visitor,
      payload: { eventId, definition: { name: 'No' } },
    });
    expect(create.statusCode).toBe(403);
  });
});
