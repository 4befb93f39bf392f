/**
 * The server process of the API benches (./server-host.ts): bundled as `npm run build` bundles the
 * server for `npm start` (esbuild, npm dependencies left to node_modules) and forked with plain
 * node, or its TypeScript sources through tsx. Asked one thing at a time over IPC.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { LoadJob, LoadResult } from './load.ts';
import { runLoad } from './run-load.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, 'server-host.ts');
/** Inside node_modules, so the bundle's bare imports resolve as the built server's do. */
export const bundleDir = path.join(here, '../node_modules/.cache/tessera-bench');

/** BENCH_NODE_FLAGS: V8 and Node flags of the bundled server process (e.g. `--max-semi-space-size=32`). */
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

export interface Host {
  ask<T>(message: object): Promise<T>;
  stop(): void;
}

/**
 * Bundles server-host.ts (or another `entry`, e.g. the CLI) with the server's current sources into
 * `outfile`; `replaced` gives other contents for some files (absolute path → source), e.g. their
 * committed version.
 */
export async function bundleHost(
  outfile = path.join(bundleDir, 'server-host.mjs'),
  replaced: ReadonlyMap<string, string> = new Map(),
  entry = source,
): Promise<string> {
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-dependencies',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
          );
          build.onLoad({ filter: /\.ts$/ }, (args) =>
            replaced.has(args.path)
              ? { contents: replaced.get(args.path), loader: 'ts', resolveDir: path.dirname(args.path) }
              : undefined,
          );
        },
      },
    ],
  });
  return outfile;
}

/** The A/B scripts' `--at-head f,g`: those files (absolute path → source) as committed at `rev`. */
export const filesAtRevision = (files: string | undefined, rev = 'HEAD'): Map<string, string> =>
  new Map(
    (files ?? '')
      .split(',')
      .filter(Boolean)
      .map((file) => [
        path.resolve(file),
        execFileSync('git', ['show', `${rev}:./${file}`], { encoding: 'utf8', maxBuffer: 1 << 26 }),
      ]),
  );

/** Forks a host: a bundle by plain node, or (`sources`) the TypeScript through tsx. */
export function forkHost(bundle: string | 'sources'): Host {
  const child: ChildProcess =
    bundle === 'sources'
      ? fork(source, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
      : fork(bundle, [], { execArgv: nodeFlags, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let pending: { resolve: (v: any) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (message: { ok: boolean; error?: string }) => {
    const waiting = pending;
    pending = null;
    if (message.ok) waiting?.resolve(message);
    else waiting?.reject(new Error(`server process: ${message.error}`));
  });
  child.on('exit', (code) => pending?.reject(new Error(`server process exited with code ${code}`)));
  return {
    ask: (message) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(message);
      }),
    stop: () => child.kill(),
  };
}

export type Measured = LoadResult & { cpuUsPerRequest: number };

export interface MeasureOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Write a CPU profile of the server during the row to this file (./cpu-profile.ts). */
  profile?: string;
}

/**
 * Loads one row against a host after a warm-up, with the server's CPU time per request: CPU time
 * of the server process (the load generator is another) hardly moves with what else the machine
 * runs, unlike req/s.
 */
export async function measureRow(
  host: Host,
  name: string,
  job: Omit<LoadJob, 'seconds' | 'connections'>,
  options: MeasureOptions,
): Promise<Measured> {
  const { connections, seconds, warmupSeconds, profile } = options;
  if (warmupSeconds > 0) await runLoad({ ...job, connections, seconds: warmupSeconds });
  await host.ask({ begin: name, profile });
  const result = await runLoad({ ...job, connections, seconds });
  const ended = await host.ask<{ cpuUs: number; profile?: string }>({ end: name });
  if (ended.profile) console.log(`  profile of ${name}: ${ended.profile} (${result.requests} requests)`);
  return { ...result, cpuUsPerRequest: ended.cpuUs / Math.max(1, result.requests) };
}
