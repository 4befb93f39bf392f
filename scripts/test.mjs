#!/usr/bin/env node
// `npm test`: typecheck, lint, format check, the whole suite on SQLite, then the server + sdk suites on a
// throwaway PostgreSQL cluster (started by apps/server/test/support/global-setup.ts).
// Stops at the first failing step. The last line printed is always `N passed, M failed`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

function findPostgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // not a Debian-style layout
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) candidates.push(pgConfig.stdout.trim());
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
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
