import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectViolation, queryEvents } from '../events/helpers.ts';

// Names and paths from a request never reach Object.prototype: a mask, filter, sort or facet
// naming `__proto__` / `constructor` is a 400 and the process keeps working for every site.
describe('hostile names in requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const patch = (id: string, payload: unknown) =>
    app.request({ method: 'PATCH', url: `/events/v3/events/${id}`, headers: app.ownerHeaders(), payload });

  const tokenStillWorks = async () => {
    expect(typeof Object.prototype.hasOwnProperty).toBe('function');
    expect(typeof Object.prototype.toString).toBe('function');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const token = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: app.site.clientId, grantType: 'anonymous' },
    });
    expect(token.statusCode, token.body).toBe(200);
  };

  it.each([
    ['registration.__proto__.hasOwnProperty'],
    ['registration.__proto__.toString'],
    ['constructor'],
    ['constructor.prototype.polluted'],
    ['title.prototype'],
    ['title..shortDescription'],
  ])('refuses the field mask path %s and pollutes nothing', async (path) => {
    const event = await createEvent(app, { title: 'Mask Target' });
    const response = await patch(event.id, { event: { title: 'Changed' }, fieldMask: ['title', path] });
    expectViolation(response, 'fieldMask[1]', 'FORMAT');
    await tokenStillWorks();
    const read = await app.request({
      method: 'GET',
      url: `/events/v3/events/${event.id}`,
      headers: app.ownerHeaders(),
    });
    expect(read.json().event.title).toBe('Mask Target');
  });

  it('refuses a comma-separated mask with a prototype segment', async () => {
    const event = await createEvent(app);
    const response = await patch(event.id, { event: { title: 'X' }, fieldMask: 'title,__proto__.x' });
    expectViolation(response, 'fieldMask[1]', 'FORMAT');
    await tokenStillWorks();
  });

  it('refuses a body that carries __proto__ at all (JSON parser)', async () => {
    const response = await queryEvents(app, { query: { filter: JSON.parse('{"__proto__": null}') } });
    expect(response.statusCode).toBe(400);
    await tokenStillWorks();
  });

  it.each(['constructor', 'prototype', 'toString', 'hasOwnProperty', '_constructor'])(
    'refuses filter field %s instead of matching every row',
    async (name) => {
      await createEvent(app, { title: 'Filter Target' });
      const response = await queryEvents(app, { query: { filter: { [name]: null } } });
      expectViolation(response, `query.filter.${name}`, 'FIELD_NOT_ALLOWED');
    },
  );

  it.each(['constructor', 'toString', '__proto__'])('refuses sort field %s', async (name) => {
    const response = await queryEvents(app, { query: { sort: [{ fieldName: name }] } });
    expectViolation(response, 'query.sort[0].fieldName', 'FIELD_NOT_ALLOWED');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('refuses facet %s', async (name) => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/count-by-status',
      headers: app.ownerHeaders(),
      payload: { facet: [name] },
    });
    expectViolation(response, 'facet[0]', 'INVALID_ENUM_VALUE');
    await tokenStillWorks();
  });
});
