import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, ValidationError, createClient } from '@tessera/sdk';
import { createEvent } from '../../../apps/server/test/events/helpers.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import {
  changeDiscountCodeMutationOptions,
  changeFormMutationOptions,
  changePolicyMutationOptions,
  changeTicketDefinitionMutationOptions,
  discountCodeKeys,
  discountCodesQueryOptions,
  eventFormKeys,
  eventFormQueryOptions,
  ownerPoliciesQueryOptions,
  policiesAdminKeys,
  ticketDefinitionKeys,
  ticketDefinitionsQueryOptions,
} from '../src/index.ts';

const usd = (value: string) => ({ fixedPrice: { value, currency: 'USD' } });

// The event editor tabs' hooks (H38) without a DOM, against a real server: each a query and one
// change mutation. The owner's client carries no admin module: the hooks build them on its
// transport. Every change refreshes its query (onSettled invalidates the event's key only).
describe('@tessera/react event editor tabs: ticket types, discount codes, policies, form', () => {
  let app: TestApp;
  let baseUrl: string;
  let eventId: string;
  const client = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
  });
  afterAll(() => app.close());

  /** Runs a mutation's options as useMutation would: the function, then onSettled. */
  async function mutate<V>(
    options: { mutationFn: (v: V) => Promise<void>; onSettled: () => Promise<void> },
    v: V,
  ) {
    try {
      await options.mutationFn(v);
    } finally {
      await options.onSettled();
    }
  }

  it('ticket types: create, update, reorder and delete, in the order the owner set', async () => {
    const c = client();
    const queryClient = new QueryClient();
    const read = () => queryClient.fetchQuery(ticketDefinitionsQueryOptions(c, eventId));
    const change = changeTicketDefinitionMutationOptions(c, queryClient, eventId);
    expect(await read()).toEqual([]);
    await mutate(change, { kind: 'create', definition: { name: 'Standard', pricingMethod: usd('10.00') } });
    // The cached list is invalidated by the change: the next read goes to the server.
    expect(queryClient.getQueryState(ticketDefinitionKeys.ofEvent(eventId))?.isInvalidated).toBe(true);
    await mutate(change, { kind: 'create', definition: { name: 'VIP', pricingMethod: usd('50.00') } });
    let list = await read();
    expect(list.map((d) => d.name)).toEqual(['Standard', 'VIP']);
    const [standard, vip] = list;
    await mutate(change, { kind: 'move', id: vip!.id, place: { beforeDefinitionId: standard!.id } });
    expect((await read()).map((d) => d.name)).toEqual(['VIP', 'Standard']);
    await mutate(change, { kind: 'update', id: standard!.id, definition: { name: 'General' } });
    list = await read();
    expect(list.map((d) => d.name)).toEqual(['VIP', 'General']);
    await mutate(change, { kind: 'delete', id: vip!.id });
    expect((await read()).map((d) => d.name)).toEqual(['General']);
  });

  it('discount codes: create, switch off, delete; a bad code is a validation error', async () => {
    const c = client();
    const queryClient = new QueryClient();
    const read = () => queryClient.fetchQuery(discountCodesQueryOptions(c, eventId));
    const change = changeDiscountCodeMutationOptions(c, queryClient, eventId);
    await mutate(change, { kind: 'create', code: { code: 'EARLY', discount: { percentOff: '15' } } });
    const [code] = await read();
    expect(code).toMatchObject({ code: 'EARLY', active: true, timesUsed: 0 });
    await mutate(change, {
      kind: 'update',
      id: code!.id,
      changes: { revision: code!.revision, active: false },
    });
    expect(queryClient.getQueryState(discountCodeKeys.ofEvent(eventId))?.isInvalidated).toBe(true);
    expect((await read())[0]).toMatchObject({ code: 'EARLY', active: false });
    await expect(
      mutate(change, { kind: 'create', code: { code: '', discount: { percentOff: '150' } } }),
    ).rejects.toBeInstanceOf(ValidationError);
    await mutate(change, { kind: 'delete', id: code!.id });
    expect(await read()).toEqual([]);
  });

  it('policies: create, update by revision, reorder and delete', async () => {
    const c = client();
    const queryClient = new QueryClient();
    const read = () => queryClient.fetchQuery(ownerPoliciesQueryOptions(c, eventId));
    const change = changePolicyMutationOptions(c, queryClient, eventId);
    await mutate(change, { kind: 'create', name: 'Refunds', body: 'Up to a week before.' });
    await mutate(change, { kind: 'create', name: 'Photos', body: 'We take some.' });
    let list = await read();
    expect(list.map((p) => p.name)).toEqual(['Refunds', 'Photos']);
    const [refunds, photos] = list;
    await mutate(change, { kind: 'move', id: photos!.id, place: { beforePolicyId: refunds!.id } });
    expect(queryClient.getQueryState(policiesAdminKeys.ofEvent(eventId))?.isInvalidated).toBe(true);
    expect((await read()).map((p) => p.name)).toEqual(['Photos', 'Refunds']);
    await mutate(change, {
      kind: 'update',
      id: refunds!.id,
      revision: refunds!.revision,
      name: 'Refunds',
      body: 'Up to two days before.',
    });
    list = await read();
    expect(list.find((p) => p.id === refunds!.id)?.body).toBe('Up to two days before.');
    await mutate(change, { kind: 'delete', id: photos!.id });
    expect((await read()).map((p) => p.name)).toEqual(['Refunds']);
  });

  it('form: a field added to the draft, reordered, published, then a draft discarded', async () => {
    const c = client();
    const queryClient = new QueryClient();
    const read = () => queryClient.fetchQuery(eventFormQueryOptions(c, eventId));
    const change = changeFormMutationOptions(c, queryClient, eventId);
    const first = await read();
    expect(first.form.controls.map((x) => x.type)).toEqual(['NAME', 'INPUT']);
    await mutate(change, { kind: 'add', control: { text: { label: 'Company', mandatory: true } } });
    await mutate(change, {
      kind: 'add',
      control: { dropdown: { label: 'Meal', options: ['Fish', 'Vegetarian'] } },
    });
    expect(queryClient.getQueryState(eventFormKeys.ofEvent(eventId))?.isInvalidated).toBe(true);
    let form = await read();
    // Visitors still see the published form; the draft has the fields.
    expect(form.form.controls).toHaveLength(2);
    const labels = (controls: typeof form.draftForm.controls) =>
      [...controls].sort((a, b) => a.orderIndex - b.orderIndex).map((x) => x.label);
    expect(labels(form.draftForm.controls)).toEqual(['First name', 'Email', 'Company', 'Meal']);
    const meal = form.draftForm.controls.find((x) => x.label === 'Meal')!;
    await mutate(change, {
      kind: 'update',
      id: meal.id,
      control: { dropdown: { label: 'Meal', options: ['Fish', 'Vegetarian'] }, orderIndex: 2 },
    });
    await mutate(change, {
      kind: 'messages',
      changes: {
        fields: ['rsvp.submitActionLabel'],
        messages: { rsvp: { submitActionLabel: 'Count me in' } },
      },
    });
    await mutate(change, { kind: 'publish' });
    form = await read();
    expect(labels(form.form.controls)).toEqual(['First name', 'Email', 'Meal', 'Company']);
    expect(form.form.messages.rsvp.submitActionLabel).toBe('Count me in');
    const company = form.form.controls.find((x) => x.label === 'Company')!;
    await mutate(change, { kind: 'delete', id: company.id });
    expect((await read()).draftForm.controls.some((x) => x.id === company.id && !x.deleted)).toBe(false);
    await mutate(change, { kind: 'discard' });
    form = await read();
    expect(labels(form.draftForm.controls)).toEqual(['First name', 'Email', 'Meal', 'Company']);
    await expect(
      mutate(change, { kind: 'add', control: { dropdown: { label: 'One', options: ['Only'] } } }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
