/**
 * Compatibility: the official `@wix/events` forms module against Tessera, unmodified, over real
 * HTTP through `@tessera/wix-compat` — an owner builds the form, a visitor reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { forms } from '@wix/events';
import { createEvent } from '../events/helpers.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('official @wix/events forms against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  const owner = () =>
    createClient({
      modules: { forms },
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
    });
  const visitor = () =>
    createClient({ modules: { forms }, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  it('owner adds controls, edits messages, publishes and discards; a visitor reads the form', async () => {
    const eventId = (await createEvent(app)).id as string;
    const client = owner();

    const initial = await client.forms.getForm(eventId);
    expect(initial.controls?.map((c) => [c._id, c.type, c.system])).toEqual([
      ['name', 'NAME', true],
      ['email', 'INPUT', true],
    ]);
    expect(initial.messages?.checkout?.submitActionLabel).toBeTruthy();

    const phone = await client.forms.addControl(eventId, { phone: { label: 'Phone', mandatory: true } });
    expect(phone._id).toMatch(/^[0-9a-f-]{36}$/);
    const meal = await client.forms.addControl(eventId, {
      dropdown: { label: 'Meal', options: ['Fish', 'Veggie'], mandatory: true },
    });
    expect(meal.form?.controls?.map((c) => c.type)).toEqual(['NAME', 'INPUT', 'INPUT', 'DROPDOWN']);

    // This version of the official package drops the control id of updateControl and deleteControl
    // (its identifiers carry only eventId), so they reach `/controls/undefined`: the server answers
    // the control's 404, never a 5xx. Our own SDK and the route tests cover those two calls.
    await expect(
      client.forms.updateControl({ eventId, _id: meal._id! } as never, {
        dropdown: { label: 'Dinner', options: ['A', 'B'] },
      }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'FORM_CONTROL_NOT_FOUND' } } });
    await expect(client.forms.deleteControl({ eventId })).rejects.toMatchObject({
      details: { applicationError: { code: 'FORM_CONTROL_NOT_FOUND' } },
    });
    expect(
      log
        .filter((e) => e.url.includes('/form/controls/'))
        .map((e) => [e.method, e.url.split('?')[0]!.split('/').at(-1)]),
    ).toEqual([
      ['PUT', 'undefined'],
      ['DELETE', 'undefined'],
    ]);

    const messages = await client.forms.updateMessages(eventId, {
      fields: ['checkout.title'],
      messages: { checkout: { title: 'Who is coming?' } },
    });
    expect(messages.form?.messages?.checkout?.title).toBe('Who is coming?');

    // Not yet published: the visitor sees the default form.
    expect((await visitor().forms.getForm(eventId)).controls).toHaveLength(2);
    const published = await client.forms.publishDraft(eventId);
    expect(published.form?.controls?.map((c) => c._id)).toEqual(['name', 'email', phone._id, meal._id]);
    const seen = await visitor().forms.getForm(eventId);
    expect(seen.controls?.[3]?.inputs?.[0]).toMatchObject({
      label: 'Meal',
      options: ['Fish', 'Veggie'],
      mandatory: true,
    });
    expect(seen.messages?.checkout?.title).toBe('Who is coming?');

    await client.forms.addControl(eventId, { date: { label: 'Birthday' } });
    await client.forms.discardDraft(eventId);
    expect((await client.forms.getForm(eventId)).controls).toHaveLength(4);
    expect(log.filter((e) => e.status !== 200)).toHaveLength(2);
  });
});
