// Bundles a snippet the way an application would (esbuild, minified, browser ESM) against the
// workspace sources, and reports its size. Used by the size bench and the modularity test.
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import esbuild from 'esbuild';
import { pureEndpoints } from './pure-endpoints.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} source an ES module importing `@tessera/sdk/...` */
export async function bundleSnippet(source) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    plugins: [pureEndpoints],
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  return { text, bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text, { level: 9 }).length };
}

/** The bundles the size report compares: what a visitor page, an owner page and the old entry carry. */
export const SNIPPETS = {
  'core + OAuth': `
    import { createClient } from '@tessera/sdk/core';
    import { OAuthStrategy } from '@tessera/sdk/oauth';
    export const client = createClient({ baseUrl: '/', auth: OAuthStrategy({ clientId: 'c' }) });`,
  'core + OAuth + events (visitor reads)': `
    import { createClient } from '@tessera/sdk/core';
    import { OAuthStrategy } from '@tessera/sdk/oauth';
    import { events } from '@tessera/sdk/events';
    export const client = createClient({ baseUrl: '/', auth: OAuthStrategy({ clientId: 'c' }), modules: { events } });`,
  'core + OAuth + events-admin (owner)': `
    import { createClient } from '@tessera/sdk/core';
    import { OAuthStrategy } from '@tessera/sdk/oauth';
    import { eventsAdmin } from '@tessera/sdk/events-admin';
    export const client = createClient({ baseUrl: '/', auth: OAuthStrategy({ clientId: 'c' }), modules: { events: eventsAdmin } });`,
  'core + API key + events-admin (owner)': `
    import { createClient } from '@tessera/sdk/core';
    import { ApiKeyStrategy } from '@tessera/sdk/api-key';
    import { eventsAdmin } from '@tessera/sdk/events-admin';
    export const client = createClient({ baseUrl: '/', auth: ApiKeyStrategy({ apiKey: 'k' }), modules: { events: eventsAdmin } });`,
  'core + API key + media-admin (owner uploads)': `
    import { createClient } from '@tessera/sdk/core';
    import { ApiKeyStrategy } from '@tessera/sdk/api-key';
    import { mediaAdmin } from '@tessera/sdk/media-admin';
    export const client = createClient({ baseUrl: '/', auth: ApiKeyStrategy({ apiKey: 'k' }), modules: { media: mediaAdmin } });`,
  'core + identity (member login)': `
    import { createClient } from '@tessera/sdk/core';
    import { OAuthStrategy } from '@tessera/sdk/identity';
    export const client = createClient({ baseUrl: '/', auth: OAuthStrategy({ clientId: 'c' }) });`,
  '@tessera/sdk createClient + OAuth (everything entry)': `
    import { createClient, OAuthStrategy } from '@tessera/sdk';
    export const client = createClient({ baseUrl: '/', auth: OAuthStrategy({ clientId: 'c' }) });`,
};
