import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Policies of an event: at most three, in the owner's order, updated by revision; visitors read
// those of published events.
describe('policies', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    owner = app.ownerHeaders();
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const create = (eventId: string, name = 'Refunds', headers = owner) =>
    app.request({
      method: 'POST',
      url: '/events-policies/v2/policies',
      headers,
      payload: { policy: { eventId, name, body: `<p>${name} terms</p>` } },
    });
  const query = (payload: Record<string, unknown>, headers = visitor) =>
    app.request({ method: 'POST', url: '/events-policies/v2/policies/query', headers, payload });
  const namesOf = (body: { policies: { name: string }[] }) => body.policies.map((p) => p.name);

  it('creates, reads, updates by revision and deletes a policy', async () => {
    const event = await createEvent(app);
    const created = await create(event.id);
    expect(created.statusCode, created.body).toBe(200);
    const policy = created.json().policy;
    expect(policy).toMatchObject({ name: 'Refunds', eventId: event.id, revision: '1' });

    const got = await app.request({
      method: 'GET',
      url: `/events-policies/v2/policies/${policy.id}`,
      headers: visitor,
    });
    expect(got.json().policy).toEqual(policy);

    const update = (revision: string) =>
      app.request({
        method: 'PATCH',
        url: `/events-policies/v2/policies/${policy.id}`,
        headers: owner,
        payload: {
          policy: { id: policy.id, eventId: event.id, revision, name: 'Transfers', body: 'Allowed' },
        },
      });
    const updated = await update('1');
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().policy).toMatchObject({ name: 'Transfers', body: 'Allowed', revision: '2' });
    const stale = await update('1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('POLICY_REVISION_MISMATCH');

    const moved = await app.request({
      method: 'PATCH',
      url: `/events-policies/v2/policies/${policy.id}`,
      headers: owner,
      payload: { policy: { eventId: (await createEvent(app)).id, revision: '2', name: 'X', body: 'Y' } },
    });
    expect(moved.statusCode).toBe(400);

    const deleted = await app.request({
      method: 'DELETE',
      url: `/events-policies/v2/policies/${policy.id}`,
      headers: owner,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await app.request({
      method: 'GET',
      url: `/events-policies/v2/policies/${policy.id}`,
      headers: owner,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('POLICY_NOT_FOUND');
  });

  it('keeps at most three policies per event, also when creators race', async () => {
    const event = await createEvent(app);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(event.id, `Policy ${i}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0].json().details.applicationError.code).toBe('POLICY_LIMIT_REACHED');
    const listed = await query({ query: { filter: { eventId: event.id } } }, owner);
    expect(listed.json().policies).toHaveLength(3);
  });

  it('reorders the policies of an event', async () => {
    const event = await createEvent(app);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await create(event.id, name)).json().policy.id);
    const reorder = (payload: Record<string, unknown>) =>
      app.request({ method: 'POST', url: '/events-policies/v2/policies/reorder', headers: owner, payload });
    const moved = await reorder({ eventId: event.id, policyId: ids[2], beforePolicyId: ids[0] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(namesOf(moved.json())).toEqual(['C', 'A', 'B']);
    expect(
      namesOf((await reorder({ eventId: event.id, policyId: ids[2], afterPolicyId: ids[1] })).json()),
    ).toEqual(['A', 'B', 'C']);
    expect(namesOf((await query({ query: { filter: { eventId: event.id } } })).json())).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect((await reorder({ eventId: event.id, policyId: ids[0] })).statusCode).toBe(400);
    expect((await reorder({ eventId: event.id, policyId: ids[0], beforePolicyId: ids[0] })).statusCode).toBe(
      400,
    );
    const other = await reorder({
      eventId: event.id,
      policyId: ids[0],
      beforePolicyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(other.statusCode).toBe(404);
  });

  it('shows visitors only the policies of published events; queries filter and page', async () => {
    const draft = await createEvent(app, {}, { draft: true });
    const hidden = (await create(draft.id, 'Draft terms')).json().policy;
    const seen = await app.request({
      method: 'GET',
      url: `/events-policies/v2/policies/${hidden.id}`,
      headers: visitor,
    });
    expect(seen.statusCode).toBe(404);
    expect((await query({ query: { filter: { eventId: draft.id } } })).json().policies).toEqual([]);
    expect(namesOf((await query({ query: { filter: { eventId: draft.id } } }, owner)).json())).toEqual([
      'Draft terms',
    ]);
    const page = await query({ query: { filter: { eventId: draft.id }, cursorPaging: { limit: 1 } } }, owner);
    expect(page.json().metadata).toMatchObject({ count: 1 });
    expect((await query({ query: { filter: { nope: 1 } } })).statusCode).toBe(400);
  });

  it('refuses bad input and callers without the scope, writing nothing', async () => {
    const event = await createEvent(app);
    const blank = await create(event.id, '   ');
    expect(blank.statusCode).toBe(400);
    const long = await create(event.id, 'x'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect((await create('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await create(event.id, 'Refunds', visitor)).statusCode).toBe(403);
    const other = await app.createSite('Other policies');
    expect((await create(event.id, 'Refunds', app.ownerHeaders(other))).statusCode).toBe(404);
    expect((await query({ query: { filter: { eventId: event.id } } }, owner)).json().policies).toEqual([]);
  });
});
