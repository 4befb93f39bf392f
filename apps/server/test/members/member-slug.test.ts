import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  memberHeaders,
  post,
  register,
  registeredMember,
} from '../identity/helpers.ts';
import { uniqueEmail } from '../identity/fixtures.ts';

const MEMBERS = '/members/v1/members';
let counter = 0;
const freshSlug = () => `slug-${Date.now().toString(36)}-${++counter}`;

// Slugs (UpdateCurrentMemberSlug, UpdateMemberSlug, and profile.slug of UpdateMember and
// CreateMember): normalised to one spelling, unique per site, hostile text refused.
describe('member slugs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const setMine = async (memberId: string, slug: unknown) =>
    post(app, `${MEMBERS}/my/slug`, { slug }, await memberHeaders(app, memberId));
  const setAs = (memberId: string, body: Record<string, unknown>, headers = app.ownerHeaders()) =>
    post(app, `${MEMBERS}/${memberId}/slug`, body, headers);
  const slugOf = async (memberId: string) =>
    (await app.db.selectFrom('members').select('slug').where('id', '=', memberId).executeTakeFirst())?.slug;

  it('a member sets their own slug, normalised; the owner sets any member’s', async () => {
    const member = await registeredMember(app);
    const base = freshSlug();
    const mine = await setMine(member.id, `  ${base.toUpperCase()}  Page `);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().member.profile.slug).toBe(`${base}-page`);
    const me = await app.request({
      method: 'GET',
      url: `${MEMBERS}/my`,
      headers: await memberHeaders(app, member.id),
    });
    expect(me.json().member.profile.slug).toBe(`${base}-page`);

    // The official SDK repeats the path's id in the body.
    const owner = await setAs(member.id, { id: member.id, slug: `${base}.by-owner` });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().member.profile.slug).toBe(`${base}.by-owner`);
    // Compatibility forms fold: full-width letters are the plain ones.
    const wide = await setMine(member.id, 'ＡＤＡ');
    expect(wide.json().member.profile.slug).toBe('ada');
    // Letters of any script, with their combining marks.
    const hindi = await setMine(member.id, 'नमस्ते दुनिया');
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json().member.profile.slug).toBe('नमस्ते-दुनिया');
    expect((await setMine(member.id, '\u0301abc')).statusCode).toBe(400); // a mark cannot start a run
    expect((await setMine(member.id, 'ada')).json().member.profile.slug).toBe('ada');
    // Setting the slug one already has is no conflict.
    expect((await setMine(member.id, 'ada')).statusCode).toBe(200);
  });

  it('a slug another member holds, in any spelling, is 409 SLUG_ALREADY_EXISTS and changes nothing', async () => {
    const holder = await registeredMember(app);
    const other = await registeredMember(app);
    const slug = freshSlug();
    expect((await setMine(holder.id, slug)).statusCode).toBe(200);
    await setMine(other.id, `${slug}-mine`);
    for (const attempt of [
      () => setMine(other.id, ` ${slug.toUpperCase()} `),
      () => setAs(other.id, { slug }),
      async () =>
        app.request({
          method: 'PATCH',
          url: `${MEMBERS}/${other.id}`,
          headers: app.ownerHeaders(),
          payload: { member: { profile: { slug, nickname: 'changed?' } } },
        }),
    ]) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(409);
      expect(applicationCode(response)).toBe('SLUG_ALREADY_EXISTS');
      expect(response.json().details.applicationError.data).toEqual({ slug });
    }
    expect(await slugOf(other.id)).toBe(`${slug}-mine`);
    const unchanged = await app.request({
      method: 'GET',
      url: `${MEMBERS}/${other.id}`,
      headers: app.ownerHeaders(),
    });
    expect(unchanged.json().member.profile.nickname).toBeNull();
  });

  it('two members taking one slug at once: one wins, the other gets the 409', async () => {
    const members = await Promise.all([registeredMember(app), registeredMember(app), registeredMember(app)]);
    const slug = freshSlug();
    const answers = await Promise.all(members.map((m) => setMine(m.id, slug)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const holders = await app.db.selectFrom('members').select('id').where('slug', '=', slug).execute();
    expect(holders).toHaveLength(1);
  });

  it('hostile or malformed slugs are 400 with a violation on slug, and change nothing', async () => {
    const member = await registeredMember(app);
    const slug = freshSlug();
    await setMine(member.id, slug);
    const hostile: unknown[] = [
      '',
      '   ',
      '../admin',
      'a/b',
      'a\\b',
      '%2e%2e',
      '.hidden',
      'trailing-',
      'a..b',
      'a--b',
      '<script>alert(1)</script>',
      'a\u202eb', // right-to-left override
      'a\u200bb', // zero-width space
      'a\u0000b',
      'x'.repeat(101),
      'x'.repeat(256),
      123,
      null,
      ['a'],
    ];
    for (const value of hostile) {
      for (const response of [await setMine(member.id, value), await setAs(member.id, { slug: value })]) {
        expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(400);
        const fields = response
          .json()
          .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
        expect(fields).toContain('slug');
      }
    }
    const missing = await setAs(member.id, {});
    expect(missing.statusCode).toBe(400);
    const patch = await app.request({
      method: 'PATCH',
      url: `${MEMBERS}/${member.id}`,
      headers: app.ownerHeaders(),
      payload: { member: { profile: { slug: '../../etc/passwd' } } },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().details.validationError.fieldViolations[0].field).toBe('member.profile.slug');
    expect(await slugOf(member.id)).toBe(slug);
  });

  it('a body id other than the path id is refused', async () => {
    const member = await registeredMember(app);
    const other = await registeredMember(app);
    const response = await setAs(member.id, { id: other.id, slug: freshSlug() });
    expect(response.statusCode).toBe(400);
    expect(await slugOf(member.id)).toBeNull();
    expect(await slugOf(other.id)).toBeNull();
  });

  it('unknown or deleted members are 404; deleting a member frees its slug', async () => {
    expect((await setAs('no-such-member', { slug: freshSlug() })).statusCode).toBe(404);
    const gone = await registeredMember(app);
    const slug = freshSlug();
    await setMine(gone.id, slug);
    await app.request({ method: 'DELETE', url: `${MEMBERS}/${gone.id}`, headers: app.ownerHeaders() });
    expect((await setAs(gone.id, { slug: freshSlug() })).statusCode).toBe(404);
    const next = await registeredMember(app);
    expect((await setMine(next.id, slug)).statusCode).toBe(200);
  });

  it('PATCH member clears the slug with null and sets it through the same rules', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const slug = freshSlug();
    const set = await app.request({
      method: 'PATCH',
      url: `${MEMBERS}/${member.id}`,
      headers,
      payload: { member: { profile: { slug: `${slug.toUpperCase()}` } } },
    });
    expect(set.json().member.profile.slug).toBe(slug);
    const cleared = await app.request({
      method: 'PATCH',
      url: `${MEMBERS}/${member.id}`,
      headers,
      payload: { member: { profile: { slug: null } } },
    });
    expect(cleared.json().member.profile.slug).toBeNull();
  });

  it('slugs are unique per site: another site may use the same one', async () => {
    const slug = freshSlug();
    const here = await registeredMember(app);
    expect((await setMine(here.id, slug)).statusCode).toBe(200);
    const other = await app.createSite('Other slugs');
    const created = await post(
      app,
      MEMBERS,
      { member: { loginEmail: uniqueEmail('elsewhere'), profile: { slug } } },
      app.ownerHeaders(other),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().member.profile.slug).toBe(slug);
  });

  it('CreateMember refuses a taken slug (409); a registration with a taken slug still succeeds without it', async () => {
    const holder = await registeredMember(app);
    const slug = freshSlug();
    await setMine(holder.id, slug);
    const email = uniqueEmail('taken-slug');
    const created = await post(
      app,
      MEMBERS,
      { member: { loginEmail: email, profile: { slug } } },
      app.ownerHeaders(),
    );
    expect(created.statusCode).toBe(409);
    expect(applicationCode(created)).toBe('SLUG_ALREADY_EXISTS');
    expect(
      await app.db.selectFrom('members').select('id').where('login_email', '=', email).execute(),
    ).toEqual([]);
    const registered = await register(app, {
      loginId: { email },
      password: 'correct-horse',
      profile: { slug: slug.toUpperCase() },
    });
    expect(registered.json().state).toBe('SUCCESS');
    expect(await slugOf(registered.json().identity.id)).toBeNull();
    const freeSlug = freshSlug();
    const withFree = await register(app, {
      loginId: { email: uniqueEmail('free-slug') },
      password: 'correct-horse',
      profile: { slug: freeSlug },
    });
    expect(await slugOf(withFree.json().identity.id)).toBe(freeSlug);
  });

  it('a visitor may not set a slug; a member may not set another member’s', async () => {
    const member = await registeredMember(app);
    const other = await registeredMember(app);
    const visitor = await post(app, `${MEMBERS}/my/slug`, { slug: freshSlug() });
    expect(visitor.statusCode).toBe(403);
    const intruder = await setAs(other.id, { slug: freshSlug() }, await memberHeaders(app, member.id));
    expect(intruder.statusCode).toBe(403);
    expect(await slugOf(other.id)).toBeNull();
  });
});
