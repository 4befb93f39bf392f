// The web app's build for the browser tests: once per test run, into `<base>/dist`, shared by every
// test worker through two marker paths in `<base>`: the lock directory `building` (mkdir is atomic
// across processes: whoever creates it builds) and the file `built` (written when the build is
// done). `npm test` (test.mjs) claims and starts it beside the checks, so the first browser test
// finds it built; otherwise the first browser test to need it builds it
// (apps/web/test/support/site-in-browser.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');

/** Takes the build lock of `base`; true when this caller now builds (nobody built or builds it). */
export function claimWebBuild(base) {
  const lock = path.join(base, 'building');
  try {
    fs.mkdirSync(lock);
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
  // Checked after taking the lock: a builder marks the build done before it frees the lock, so a
  // build that finished just now is seen here and never built again over the files in use.
  if (!fs.existsSync(path.join(base, 'built'))) return true;
  fs.rmSync(lock, { recursive: true, force: true });
  return false;
}

/**
 * Builds the app into `<base>/dist` for a caller that holds the lock, then marks it built. The lock
 * is freed either way: after a failed build the next browser test tries again and reports its error.
 */
export async function runWebBuild(base) {
  try {
    const vite = path.join(
      path.dirname(createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json')),
      'bin/vite.js',
    );
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--outDir', path.join(base, 'dist'), '--emptyOutDir', '--logLevel', 'error'],
      // vitest runs with NODE_ENV=test, which would give a build with React's development code: the
      // browser tests check the bundle that ships (only its precompression is faster:
      // TESSERA_WEB_BUILD=test, vite.config.ts).
      { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production', TESSERA_WEB_BUILD: 'test' } },
    );
    fs.writeFileSync(path.join(base, 'built'), '');
  } finally {
    fs.rmSync(path.join(base, 'building'), { recursive: true, force: true });
  }
}

/** `<base>/dist` once built: builds it when nobody does, else waits for the builder's marker. */
export async function builtWebApp(base, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(path.join(base, 'built'))) {
    if (Date.now() > deadline) throw new Error(`the web app was not built within ${timeoutMs} ms`);
    if (claimWebBuild(base)) await runWebBuild(base);
    else await sleep(200); // another process is building
  }
  return path.join(base, 'dist');
}

// `node scripts/web-build.mjs <base>`: builds for a caller that took the lock (test.mjs).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runWebBuild(path.resolve(process.argv[2]));
}
