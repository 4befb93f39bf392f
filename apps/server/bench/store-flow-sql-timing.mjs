/**
 * Per-SQL timing of a bench server (`BENCH_STOREFLOW_SQL=<file>`, store-flow-rows.ts passes it
 * as `--import`): wraps better-sqlite3's statements so each SQL text's calls and time spent in
 * the driver (run/all/get/iterate) are counted, and writes them, costliest first, to the file
 * when the server is told to stop, each with its query plan (a SCAN of a big table is a missing
 * index). A CPU profile shows only `run`/`all`, never which SQL. SIGUSR2 starts the counts over
 * (store-flow-rows.ts sends it before the rush, so seeding and warm-up are left out).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const out = process.env.BENCH_STOREFLOW_SQL;
// The server's own copy of the driver (the bundle keeps it external).
const require = createRequire(import.meta.url);
const SQLite = require('better-sqlite3');
const probe = new SQLite(':memory:');
const Statement = Object.getPrototypeOf(probe.prepare('select 1'));
probe.close();

const bySql = new Map();
let database;
for (const method of ['run', 'all', 'get', 'iterate']) {
  const original = Statement[method];
  Statement[method] = function timed(...args) {
    const begun = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    try {
      return original.apply(this, args);
    } finally {
      const cpu = process.cpuUsage(cpuBefore);
      const ns = Number(process.hrtime.bigint() - begun);
      database = this.database;
      const entry = bySql.get(this.source) ?? { calls: 0, ns: 0, cpuUs: 0 };
      entry.calls += 1;
      entry.ns += ns;
      entry.cpuUs += cpu.user + cpu.system;
      bySql.set(this.source, entry);
    }
  };
}

/** SQLite's plan of a statement (unbound parameters are null), one step a line. */
function planOf(sql) {
  if (!database?.open || /^\s*(begin|commit|rollback|pragma|savepoint|release)\b/i.test(sql)) return [];
  try {
    return database
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(new Array(sql.split('?').length - 1).fill(null))
      .map((step) => `      plan: ${step.detail}`);
  } catch (error) {
    return [`      plan: (${error.message})`];
  }
}

function write() {
  const rows = [...bySql].sort((a, b) => b[1].cpuUs - a[1].cpuUs);
  const sum = (key) => rows.reduce((total, [, e]) => total + e[key], 0);
  const lines = [
    `in the driver: ${(sum('cpuUs') / 1e3).toFixed(0)} ms CPU, ${(sum('ns') / 1e6).toFixed(0)} ms wall`,
    `  CPU ms   wall ms   calls  CPU µs/call  SQL`,
  ];
  for (const [sql, { calls, ns, cpuUs }] of rows.slice(0, 40))
    lines.push(
      `${(cpuUs / 1e3).toFixed(1).padStart(8)} ${(ns / 1e6).toFixed(1).padStart(9)} ${String(calls).padStart(7)} ` +
        `${(cpuUs / calls).toFixed(1).padStart(12)}  ${sql.replace(/\s+/g, ' ').slice(0, 400)}`,
      ...planOf(sql),
    );
  fs.writeFileSync(out, lines.join('\n') + '\n');
}

process.on('SIGUSR2', () => bySql.clear());

process.prependListener('SIGTERM', () => {
  write();
  if (process.listenerCount('SIGTERM') === 1) process.exit(0);
});
