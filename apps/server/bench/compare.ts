/**
 * A/B of two builds of the server on the events bench's rows, measured in turns (A B A B ...) so
 * that the shared machine's load drifts over both alike; prints each row's CPU µs per request and
 * req/s for both, and the bare route of the same run.
 *
 *   node --import tsx bench/compare.ts --bundle a --at-head src/x.ts,src/y.ts  # x and y as committed
 *   node --import tsx bench/compare.ts --bundle a --at-head src/x.ts --rev abc123  # x as of commit abc123
 *   node --import tsx bench/compare.ts --bundle b        # the current sources as build b
 *   node --import tsx bench/compare.ts a b [--rows slug,query,owner] [--rounds 3]
 *
 * Bundle A with your changed files as committed (others' uncommitted work is in both), bundle B,
 * then compare. Builds live in bench-host.ts's `bundleDir`
 * (inside node_modules, where the bundle's npm imports resolve). BENCH_SECONDS (5) and
 * BENCH_WARMUP_SECONDS (1) set each turn's length. Run it through the bench lock like any bench.
 */
import os from 'node:os';
import path from 'node:path';
import {
  bundleDir,
  bundleHost,
  filesAtRevision,
  forkHost,
  measureRow,
  type Host,
  type Measured,
} from './bench-host.ts';
import { eventRows } from './event-rows.ts';
import type { BenchTargets } from './server-host.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

async function main(): Promise<void> {
  const bundleTo = option('bundle');
  if (bundleTo) {
    // --at-head f,g: those files as committed (at --rev, HEAD by default), the rest as they are
    // (others' work included).
    const atHead = filesAtRevision(option('at-head'), option('rev'));
    console.log(`bundled ${await bundleHost(path.join(bundleDir, `${bundleTo}.mjs`), atHead)}`);
    return;
  }
  const builds = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (builds.length !== 2) throw new Error('usage: compare.ts a b [--rows r,r] [--rounds N]');
  const wanted = new Set(['baseline', ...(option('rows') ?? 'slug,query,owner').split(',')]);
  const rounds = Number(option('rounds') ?? 3);
  const measure = {
    connections: 50,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  };
  const hosts: Host[] = [];
  try {
    const sides: { label: string; host: Host; targets: BenchTargets }[] = [];
    for (const [i, bundle] of builds.entries()) {
      const host = forkHost(path.join(bundleDir, `${bundle}.mjs`));
      hosts.push(host);
      const { targets } = await host.ask<{ targets: BenchTargets }>({ setUp: true });
      sides.push({ label: 'AB'[i], host, targets });
    }
    const results = new Map<string, Measured[]>();
    const loadBefore = os.loadavg()[0];
    for (let round = 0; round < rounds; round++) {
      for (const short of wanted) {
        for (const side of round % 2 ? [...sides].reverse() : sides) {
          const row = eventRows(side.targets).find((r) => r.short === short);
          if (!row) throw new Error(`no row ${short}`);
          const r = await measureRow(side.host, short, row.job, measure);
          const key = `${short} ${side.label}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          console.log(
            `  round ${round + 1} ${key}: ${Math.round(r.reqPerSec)} req/s, p99 ${r.p99} ms, ` +
              `${r.cpuUsPerRequest.toFixed(1)} µs CPU/req, non-2xx ${r.non2xx}`,
          );
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `\nMedians of ${rounds} rounds (load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after):`,
    );
    console.table(
      [...results].map(([key, rs]) => ({
        row: key,
        'cpu µs/req': median(rs.map((r) => r.cpuUsPerRequest)).toFixed(1),
        // Others' work on the machine only ever adds CPU time: the least is the truest.
        'least cpu µs/req': Math.min(...rs.map((r) => r.cpuUsPerRequest)).toFixed(1),
        'req/s': Math.round(median(rs.map((r) => r.reqPerSec))),
        'p99 ms': median(rs.map((r) => r.p99)),
        'non-2xx': rs.reduce((n, r) => n + r.non2xx + r.errors, 0),
      })),
    );
  } finally {
    for (const host of hosts) host.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
