// Proves the packed packages install and run on their own: `npm pack` of @tessera/sdk,
// @tessera/react and @tessera/wix-compat, `npm install` of the tarballs into an empty temp project
// with registry packages only (react, @tanstack/react-query), then import every entry in plain node.
// Needs the npm registry, so it is not part of the test suite: `npm run pack:check -w @tessera/sdk`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tessera-pack-'));
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
try {
  npm(
    [
      'pack',
      '-w',
      '@tessera/sdk',
      '-w',
      '@tessera/react',
      '-w',
      '@tessera/wix-compat',
      '--pack-destination',
      dir,
    ],
    root,
  );
  const tarballs = readdirSync(dir).filter((name) => name.endsWith('.tgz'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'pack-check', private: true, type: 'module' }),
  );
  npm(
    [
      'install',
      '--no-audit',
      '--no-fund',
      ...tarballs.map((t) => `./${t}`),
      'react@19',
      '@tanstack/react-query@5',
    ],
    dir,
  );
  writeFileSync(
    join(dir, 'smoke.mjs'),
    `import * as all from '@tessera/sdk';
import { createClient, ApplicationError } from '@tessera/sdk/core';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { OAuthStrategy as MemberOAuthStrategy, LoginState } from '@tessera/sdk/identity';
import { members } from '@tessera/sdk/members';
import { membersAdmin } from '@tessera/sdk/members-admin';
import { installTesseraFetch } from '@tessera/wix-compat';
import { ApiKeyStrategy } from '@tessera/sdk/api-key';
import { events } from '@tessera/sdk/events';
import { eventsAdmin } from '@tessera/sdk/events-admin';
import { createTesseraQueryClient, useEventBySlug, useLogin, MemberSessionProvider } from '@tessera/react';
const visitor = createClient({ baseUrl: 'http://x', auth: OAuthStrategy({ clientId: 'c' }), modules: { events } });
const owner = createClient({ baseUrl: 'http://x', auth: ApiKeyStrategy({ apiKey: 'k' }), modules: { events: eventsAdmin } });
if (typeof visitor.events.getEventBySlug !== 'function' || 'bulkDeleteEventsByFilter' in visitor.events) throw new Error('visitor module');
if (typeof owner.events.bulkDeleteEventsByFilter !== 'function') throw new Error('owner module');
if (typeof MemberOAuthStrategy({ clientId: 'c' }).login !== 'function' || LoginState.SUCCESS !== 'SUCCESS') throw new Error('identity');
if (all.ApplicationError !== ApplicationError) throw new Error('error classes must be one instance across entries');
if (typeof createTesseraQueryClient !== 'function' || typeof useEventBySlug !== 'function' || typeof useLogin !== 'function' || typeof MemberSessionProvider !== 'function' || typeof members !== 'function' || typeof membersAdmin !== 'function') throw new Error('react');
const uninstall = installTesseraFetch({ server: 'http://localhost:3000' }); uninstall();
console.log('pack check: ' + ${JSON.stringify('')} + 'installed and imported ' + Object.keys(all).length + ' exports of @tessera/sdk, plus @tessera/react and @tessera/wix-compat');
`,
  );
  process.stdout.write(execFileSync(process.execPath, ['smoke.mjs'], { cwd: dir }).toString());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
