#!/usr/bin/env node
// `npm test`: typecheck, lint, format check, the whole suite on SQLite, then the server + sdk suites on a
// throwaway PostgreSQL cluster (started by apps/server/test/support/global-setup.ts).
// Stops at the first failing step. The last line printed is always `N passed, M failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBinDir } from './postgres-bin.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-report-'));

function finish(code) {
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function run(label, cmd, args, env = process.env) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`${label}: could not start ${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

async function step(label, cmd, args) {
  const code = await run(label, cmd, args);
  if (code !== 0) {
    console.error(`\n${label} FAILED (exit code ${code})`);
    finish(code || 1);
  }
}

async function vitest(label, db, extraArgs, extraEnv = {}) {
  const outputFile = path.join(reportDir, `vitest-${db}.json`);
  const env = { ...process.env, ...extraEnv, DB: db };
  // Never let a developer's own DATABASE_URL leak into the tests.
  delete env.DATABASE_URL;
  const code = await run(
    label,
    'npx',
    ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    env,
  );
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
  } catch {
    console.error(`${label}: no JSON report was written to ${outputFile}`);
    if (code === 0) finish(1);
  }
  if (code !== 0) {
    console.error(`\n${label} FAILED (exit code ${code})`);
    finish(code || 1);
  }
}

await step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
await step('eslint', 'npx', ['eslint', '.']);
await step('prettier', 'npx', ['prettier', '--check', '.']);
await vitest('vitest (sqlite)', 'sqlite', []);

const pgBin = findPostgresBinDir();
if (pgBin) {
  await vitest('vitest (postgres)', 'postgres', ['apps/server', 'packages/sdk'], { PG_BIN: pgBin });
} else {
  console.log(
    '\nSKIPPED: PostgreSQL tests — no PostgreSQL server binaries found ' +
      '(/usr/lib/postgresql/*/bin/initdb, `pg_config --bindir`, $PG_BIN). Install with: apt-get install -y postgresql',
  );
  if (isCI) {
    console.error('CI=true: refusing to skip the PostgreSQL tests.');
    finish(1);
  }
}

finish(0);
