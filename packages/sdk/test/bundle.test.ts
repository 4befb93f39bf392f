import { describe, expect, it } from 'vitest';
import { SNIPPETS, bundleSnippet } from '../scripts/bundle.mjs';

// A module imported alone pulls in only its own calls: bundle what an application would and look
// for the paths of calls it did not import.
const OWNER_ONLY = ['/bulk/events/cancel-by-filter', '/bulk/events/delete-by-filter', '/publish', '/clone'];

describe('modular bundles', () => {
  it('a visitor bundle (core + OAuth + events) carries no owner write or bulk path', async () => {
    const { text } = await bundleSnippet(SNIPPETS['core + OAuth + events (visitor reads)']);
    expect(text).toContain('/events/v3/events/slug/:slug');
    expect(text).toContain('/oauth2/token');
    for (const path of OWNER_ONLY) expect(text).not.toContain(path);
  });

  it('core + OAuth alone carries no Events path at all', async () => {
    const { text } = await bundleSnippet(SNIPPETS['core + OAuth']);
    expect(text).not.toContain('/events/v3');
    expect(text).not.toContain('/oauth2/jwks');
  });

  it('member login is its own entry: core + OAuth carries no login path, core + identity does', async () => {
    const LOGIN_PATHS = ['/v2/login', '/_api/redirects-api/v1/redirect-session'];
    const visitor = (await bundleSnippet(SNIPPETS['core + OAuth'])).text;
    for (const path of LOGIN_PATHS) expect(visitor).not.toContain(path);
    const member = (await bundleSnippet(SNIPPETS['core + identity (member login)'])).text;
    for (const path of LOGIN_PATHS) expect(member).toContain(path);
    expect(member).not.toContain('/events/v3');
  });

  it('the media module carries its image calls and no Events path', async () => {
    const { text } = await bundleSnippet(SNIPPETS['core + API key + media-admin (owner uploads)']);
    expect(text).toContain('/media/images/:imageId');
    expect(text).not.toContain('/events/v3');
  });

  it('the owner module carries the bulk calls', async () => {
    const { text } = await bundleSnippet(SNIPPETS['core + API key + events-admin (owner)']);
    for (const path of OWNER_ONLY) expect(text).toContain(path);
    expect(text).not.toContain('/oauth2/token');
  });
});
