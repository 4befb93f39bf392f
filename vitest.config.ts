import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/test-sequencer.mjs';

// vitest's default in run mode is (cores - 1) workers, i.e. a single worker on a 2-core CI machine.
// Keep at least two forks so test files really run in parallel.
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

// Which databases the run covers: DB=sqlite (the default) or DB=postgres runs one; DB=both (npm test)
// runs the two as projects of ONE run, so both share its workers and neither phase's last slow
// file leaves a core idle while the other phase waits. The project sets DB for its workers
// (test/support/database.ts) and its global setup (a throwaway cluster for postgres).
const databases = process.env.DB === 'both' ? ['postgres', 'sqlite'] : [process.env.DB || 'sqlite'];

const include: Record<string, string[]> = {
  sqlite: ['apps/server/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.ts'],
  // Only the database-backed suites are run against PostgreSQL.
  postgres: [
    'apps/server/test/**/*.test.ts',
    'packages/sdk/test/**/*.test.ts',
    'packages/react/test/**/*.e2e.test.ts',
  ],
};

const project = (db: string): TestProjectInlineConfiguration => ({
  test: {
    name: db,
    env: { DB: db },
    include: include[db] ?? include.sqlite,
    globalSetup: [
      './apps/server/test/support/global-setup.ts',
      ...(db === 'postgres' ? [] : ['./apps/web/test/support/web-build.global.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps its modules from one test file to the next instead of loading the server
    // (and compiling its few hundred schemas) again for every file: that was most of the suite's
    // time. Tests therefore leave no state behind them (close their apps, restore fake timers and
    // spies); everything they share is per process and read-only (compiled schemas, templates).
    isolate: false,
    // A young generation of 64 MB a half (V8's default is 16 MB): a test's requests, apps and
    // answers are garbage within the test, and most of it now dies before a scavenge; the workers'
    // garbage collection and the suite's time dropped by a tenth (324-335 s to 301-305 s of vitest).
    execArgv: ['--max-semi-space-size=64'],
  },
});

export default defineConfig({
  test: {
    projects: databases.map(project),
    fileParallelism: true,
    maxWorkers: Math.max(2, cores - 1),
    // Project by project, the longest files first (known costs when the run has no timings yet).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
