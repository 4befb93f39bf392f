import os from 'node:os';
import { defineConfig } from 'vitest/config';

const isPostgres = process.env.DB === 'postgres';

// vitest's default in run mode is (cores - 1) workers, i.e. a single worker on a 2-core CI machine.
// Keep at least two forks so test files really run in parallel.
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

export default defineConfig({
  test: {
    include: isPostgres
      ? // Only the database-backed suites are run against PostgreSQL.
        [
          'apps/server/test/**/*.test.ts',
          'packages/sdk/test/**/*.test.ts',
          'packages/react/test/**/*.e2e.test.ts',
        ]
      : ['apps/server/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.ts'],
    globalSetup: [
      './apps/server/test/support/global-setup.ts',
      './apps/web/test/support/web-build.global.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: Math.max(2, cores - 1),
    // Each worker keeps its modules from one test file to the next instead of loading the server
    // (and compiling its few hundred schemas) again for every file: that was most of the suite's
    // time. Tests therefore leave no state behind them (close their apps, restore fake timers and
    // spies); everything they share is per process and read-only (compiled schemas, templates).
    isolate: false,
  },
});
