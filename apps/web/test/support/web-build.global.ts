/**
 * Vitest global setup: one directory per test run where the first browser test builds the web app
 * (site-in-browser.ts, guarded by a lock directory: scripts/web-build.mjs) and every other browser
 * test reuses that build. Nothing is built here, so runs without browser tests pay nothing; the
 * teardown deletes the build. `npm test` gives its own directory, where it builds beside its checks.
 *
 * TESSERA_WEB_BUILD_DIR=<dir> keeps the build in that directory instead, across runs (it is built
 * once, when it has no `built` marker; delete the directory after changing apps/web): for running a
 * few browser test files again and again, or timing them without the ~20 CPU-seconds of the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the web app of this test run is (to be) built. */
    webBuildDir: string;
  }
}

export default function setup(project: TestProject): (() => void) | undefined {
  const kept = process.env.TESSERA_WEB_BUILD_DIR;
  if (kept) {
    fs.mkdirSync(kept, { recursive: true });
    project.provide('webBuildDir', path.resolve(kept));
    return undefined;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-build-'));
  project.provide('webBuildDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
