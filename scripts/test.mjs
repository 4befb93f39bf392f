#!/usr/bin/env node
// `npm test`: the server build, then ONE vitest run of the whole suite on SQLite and of the server +
// sdk + react suites on a throwaway PostgreSQL cluster (two projects of vitest.config.ts, DB=both,
// sharing the run's workers: neither database's last slow file leaves a core idle while the other
// waits; the cluster is started by apps/server/test/support/global-setup.ts), with typecheck, lint
// and format check running beside it (they are independent, and fill the cores while vitest starts
// and at its hooks waiting on I/O). Prints each step's wall time and the total, and where each
// database's time went (test-report-areas.mjs). The last line printed is always
// `N passed, M failed`. The run's JSON report and its files' seconds are kept in the directory
// printed at the end, or in $TESSERA_TEST_REPORTS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findPostgresBinDir } from './postgres-bin.mjs';
import { filesByProject, timeByArea } from './test-report-areas.mjs';
import { claimWebBuild } from './web-build.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0 };
const reportDir =
  process.env.TESSERA_TEST_REPORTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-report-'));
fs.mkdirSync(reportDir, { recursive: true });

const started = performance.now();
const timings = [];
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)}s`;

function finish(code) {
  console.log(`\nJSON reports (per-file and per-test durations): ${reportDir}`);
  console.log(
    `\nWall time: ${timings.map(([label, time]) => `${label} ${time}`).join(', ')}; total ${seconds(started)}`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** A dev dependency's command, run directly: `npx` would cost each step ~0.5 CPU-s of npm. */
const bin = (name) => path.join('node_modules', '.bin', name);

/**
 * The type check: TypeScript 7's native compiler (the `typescript-native` alias), one thread, as
 * `npm run typecheck` runs it. Same checker, about a third of TypeScript 5.9's CPU (12 against 39
 * CPU-s on this tree, idle 2-core box). `typescript` stays 5.9 for typescript-eslint. Its launcher
 * is called by path: both packages name their command `tsc`, and which one npm links is not fixed.
 */
const typecheck = [
  process.execPath,
  [path.join('node_modules', 'typescript-native', 'bin', 'tsc'), '-p', 'tsconfig.json', '--singleThreaded'],
];

/**
 * Runs a command and resolves with its exit code. `buffered` collects its output and prints it in
 * one piece when it ends, so steps that run side by side don't interleave their lines.
 */
function run(label, cmd, args, { env = process.env, buffered = false, niceness = 0 } = {}) {
  const header = `\n=== ${label}: ${[cmd, ...args].join(' ')}`;
  if (!buffered) console.log(header);
  const since = performance.now();
  return new Promise((resolve) => {
    // `nice` sets the priority before the command starts, so every thread it makes has it too.
    const [file, argv] = niceness ? ['nice', ['-n', String(niceness), cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const done = (code) => {
      const time = seconds(since);
      timings.push([label, time]);
      if (buffered) process.stdout.write(`${header}\n${output}`);
      console.log(`=== ${label}: ${code === 0 ? 'ok' : `exit code ${code}`} in ${time}`);
      resolve(code);
    };
    child.on('error', (error) => {
      output += `${label}: could not start ${cmd}: ${error.message}\n`;
      done(1);
    });
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Steps side by side (they are independent); answers the first failing exit code, or 0. `niceness`
 * lowers their CPU priority: beside the tests they take the cores' idle moments, not the tests'.
 */
async function sideBySide(list, { niceness = 0 } = {}) {
  const codes = await Promise.all(
    list.map(([label, cmd, args]) => run(label, cmd, args, { buffered: true, niceness })),
  );
  const failed = list.filter((_, i) => codes[i] !== 0).map(([label]) => label);
  if (failed.length) console.error(`\n${failed.join(', ')} FAILED`);
  return codes.find((code) => code !== 0) ?? 0;
}

/** Steps side by side; stops after all of them when any failed. */
async function steps(...list) {
  const code = await sideBySide(list);
  if (code !== 0) finish(code);
}

/** Where each project's time went; a list it cannot read is said, never a failure of the run. */
function printTimeByArea(label, timesFile) {
  try {
    const projects = filesByProject(JSON.parse(fs.readFileSync(timesFile, 'utf8')));
    for (const [project, files] of Object.entries(projects)) {
      console.log(`\n${label}, ${project}: ${timeByArea(files).join('\n')}`);
    }
  } catch (error) {
    console.error(`${label}: no time by area (${error.message})`);
  }
}

async function vitest(label, db, extraEnv = {}) {
  const outputFile = path.join(reportDir, 'vitest.json');
  const timesFile = path.join(reportDir, 'file-times.json');
  // A kept reports directory ($TESSERA_TEST_REPORTS) must not show an earlier run's figures.
  for (const file of [outputFile, timesFile]) fs.rmSync(file, { force: true });
  const env = { ...process.env, ...extraEnv, DB: db, TESSERA_FILE_TIMES: timesFile };
  // Never let a developer's own DATABASE_URL leak into the tests.
  delete env.DATABASE_URL;
  const code = await run(
    label,
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
      '--reporter=./scripts/test-file-times.mjs',
      // `npm test -- <paths>`: only those test files (the checks still cover everything).
      ...process.argv.slice(2),
    ],
    { env },
  );
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    // A file that fails outside its tests (an import, a beforeAll hook) fails no test: count it.
    const failedOutsideTests = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
    ).length;
    totals.failed += (report.numFailedTests ?? 0) + failedOutsideTests;
  } catch {
    console.error(`${label}: no JSON report was written to ${outputFile}`);
    if (code === 0) return 1;
  }
  printTimeByArea(label, timesFile);
  if (code !== 0) console.error(`\n${label} FAILED (exit code ${code})`);
  return code === 0 ? 0 : code || 1;
}

const pgBin = findPostgresBinDir();
if (!pgBin) {
  console.log(
    '\nSKIPPED: PostgreSQL tests — no PostgreSQL server binaries found ' +
      '(/usr/lib/postgresql/*/bin/initdb, `pg_config --bindir`, $PG_BIN). Install with: apt-get install -y postgresql',
  );
  if (isCI) {
    console.error('CI=true: refusing to skip the PostgreSQL tests.');
    finish(1);
  }
}

// The CLI smoke test runs the built JavaScript, as `npm start` does.
await steps(['build server', 'node', ['scripts/build-server.mjs']]);

/**
 * The web app for the browser tests, built beside the checks instead of by the first browser test
 * (scripts/web-build.mjs): that test started when the sqlite project did, and both workers waited
 * on the build, one core idle (~12 s of a run). Only for the whole suite: a run of a few files
 * builds it when a browser test asks. A TESSERA_WEB_BUILD_DIR of the developer's is used as is.
 */
const webBuild = [];
if (process.argv.length === 2) {
  const base =
    process.env.TESSERA_WEB_BUILD_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-build-'));
  if (!process.env.TESSERA_WEB_BUILD_DIR)
    process.on('exit', () => fs.rmSync(base, { recursive: true, force: true }));
  process.env.TESSERA_WEB_BUILD_DIR = base;
  if (claimWebBuild(base)) webBuild.push(['web build', process.execPath, ['scripts/web-build.mjs', base]]);
}
// Both are awaited before stopping, so no step is left running behind a failure.
const [checks, tests] = await Promise.all([
  // The checks at a lower priority than the tests: the tests' start (the cluster, the templates,
  // the first imports) and their busiest moments come first, and the checks fill the moments the
  // tests leave a core idle (waiting on the cluster, on a browser). The web build too: the first
  // browser test waits for it, but the PostgreSQL files run first.
  sideBySide(
    [
      ['typecheck', ...typecheck],
      ['eslint', bin('eslint'), ['.']],
      ['prettier', bin('prettier'), ['--check', '.']],
      ...webBuild,
    ],
    { niceness: 10 },
  ),
  pgBin
    ? vitest('vitest (sqlite + postgres)', 'both', { PG_BIN: pgBin })
    : vitest('vitest (sqlite)', 'sqlite'),
]);
finish(checks || tests);
