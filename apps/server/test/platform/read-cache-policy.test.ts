import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/platform/auth/auth-context.ts';
import { VisitorReadCache, registerVisitorReadCache } from '../../src/platform/read-cache.ts';

// The route table's cache policy: 'site' answers are shared by every visitor of a site,
// 'subject' answers (member-specific reads) are cached per visitor or member, never shared.
describe('visitor read cache policies', () => {
  async function server() {
    const app = Fastify();
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.addHook('onRequest', (request, _reply, done) => {
      request.auth = {
        role: 'MEMBER',
        siteId: 'site-1',
        subjectId: String(request.headers['x-subject']),
        permissions: new Set(),
      };
      done();
    });
    registerVisitorReadCache(app, new VisitorReadCache(60_000));
    let calls = 0;
    app.get('/me', { config: { visitorCache: 'subject' } }, async (request) => ({
      subject: request.auth.subjectId,
      call: ++calls,
    }));
    app.get('/catalog', { config: { visitorCache: 'site' } }, async () => ({ call: ++calls }));
    await app.ready();
    const get = async (url: string, subject: string) =>
      (await app.inject({ method: 'GET', url, headers: { 'x-subject': subject } })).json();
    return { app, get };
  }

  it('keeps member-specific answers apart per subject, and reuses each one', async () => {
    const { app, get } = await server();
    const alice = await get('/me', 'alice');
    const bob = await get('/me', 'bob');
    expect(alice.subject).toBe('alice');
    expect(bob.subject).toBe('bob');
    expect(await get('/me', 'alice')).toEqual(alice);
    await app.close();
  });

  it('shares site-wide answers between subjects', async () => {
    const { app, get } = await server();
    const first = await get('/catalog', 'alice');
    expect(await get('/catalog', 'bob')).toEqual(first);
    await app.close();
  });
});
