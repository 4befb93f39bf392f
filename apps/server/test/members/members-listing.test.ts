import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createIdentityApp, post, register } from '../identity/helpers.ts';

const MEMBERS = '/members/v1/members';

// The members listing is built from its declaration (members.filter.ts): the platform's filter
// compiler, offset and cursor paging, capped counts.
describe('members listing', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    app = await createIdentityApp();
    const site = await app.createSite('Members listing');
    owner = app.ownerHeaders(site);
    const visitor = await app.visitorHeaders(site);
    for (let i = 0; i < 5; i++) {
      await register(app, { loginId: { email: `m-${i}@example.com` }, password: 'correct-horse' }, visitor);
    }
  });
  afterAll(() => app.close());

  const query = (body: unknown) => post(app, `${MEMBERS}/query`, body, owner);
  const emails = (response: { json: () => { members: { loginEmail: string }[] } }) =>
    response.json().members.map((m) => m.loginEmail);

  it('pages by cursor through every member once, newest first, with no total', async () => {
    const seen: string[] = [];
    let response = await query({ query: { cursorPaging: { limit: 2 } } });
    for (;;) {
      expect(response.statusCode, response.body).toBe(200);
      const { metadata } = response.json();
      expect(metadata).not.toHaveProperty('total');
      seen.push(...emails(response));
      if (!metadata.hasNext) break;
      response = await query({ query: { cursorPaging: { limit: 2, cursor: metadata.cursors.next } } });
    }
    expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => `m-${i}@example.com`));
  });

  it('answers offset pages as before: count, offset, total, tooManyToCount', async () => {
    const response = await query({ query: { paging: { limit: 2, offset: 1 } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().metadata).toEqual({ count: 2, offset: 1, total: 5, tooManyToCount: false });
    // Larger pages are cut to 100, never refused.
    const large = await app.request({ method: 'GET', url: `${MEMBERS}?paging.limit=500`, headers: owner });
    expect(large.statusCode, large.body).toBe(200);
    expect(large.json().members).toHaveLength(5);
  });

  it('filters through the common compiler: normalised emails, wire statuses, $startsWith, $and', async () => {
    expect(emails(await query({ query: { filter: { loginEmail: ' M-1@EXAMPLE.com ' } } }))).toEqual([
      'm-1@example.com',
    ]);
    expect(emails(await query({ query: { filter: { status: 'BLOCKED' } } }))).toEqual([]);
    expect(emails(await query({ query: { filter: { status: { $in: ['APPROVED'] } } } }))).toHaveLength(5);
    const both = await query({
      query: {
        filter: { $and: [{ loginEmail: { $startsWith: 'm-' } }, { loginEmail: { $ne: 'm-0@example.com' } }] },
      },
    });
    expect(emails(both)).toHaveLength(4);
  });

  it('refuses what it cannot answer with field violations', async () => {
    const cases: [unknown, string][] = [
      [{ filter: { status: 'DELETED' } }, 'query.filter.status'],
      [{ filter: { loginEmail: { $gt: 'a' } } }, 'query.filter.loginEmail.$gt'],
      [{ filter: { password_hash: 'x' } }, 'query.filter.password_hash'],
      [{ sorting: [{ fieldName: 'loginEmail' }] }, 'sorting[0].fieldName'],
      [{ paging: { limit: 2 }, cursorPaging: { limit: 2 } }, 'query.paging'],
      [{ cursorPaging: { cursor: 'forged.cursor' } }, 'query.cursorPaging.cursor'],
    ];
    for (const [body, field] of cases) {
      const response = await query({ query: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response
        .json()
        .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
      expect(
        fields.some((f: string) => f.startsWith(field)),
        `${JSON.stringify(body)}: ${fields}`,
      ).toBe(true);
    }
  });
});
