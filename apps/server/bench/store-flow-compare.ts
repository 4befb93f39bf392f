/**
 * A/B of two builds of the server on the store flow's rush (bench/compare.ts does it for the
 * events rows), in turns (A B, then B A) so the shared machine's load drifts over both alike.
 * Each turn is a fresh `tessera start` (SQLite, one process) with its warm-up; it prints orders/s
 * and the server's CPU ms per completed order, then the median and the least of each build.
 *
 *   node --import tsx bench/store-flow-compare.ts --bundle a --at-head src/x.ts,src/y.ts [--rev HEAD~2]
 *   node --import tsx bench/store-flow-compare.ts --bundle b
 *   flock /tmp/bench.lock node --import tsx bench/store-flow-compare.ts a b [--rounds 3]
 *
 * A build is src/cli.ts bundled like `npm run build` (others' uncommitted work in both; --at-head
 * files as committed at HEAD or --rev; a file missing there is left out of the build's imports
 * only if nothing imports it), started through the real bin: a `--import` hook makes the bin's
 * `dist/cli.js` the build's file. BENCH_SECONDS and BENCH_STOREFLOW_BUYERS as the bench's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleDir, bundleHost, filesAtRevision } from './bench-host.ts';
import { measureTessera, perSecond } from './store-flow-rows.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const cliSource = path.join(here, '../src/cli.ts');
const builtCli = pathToFileURL(path.join(here, '../dist/cli.js')).href;

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const buildDir = (label: string) => path.join(bundleDir, `storeflow-${label}`);
const redirectOf = (label: string) => path.join(buildDir(label), 'redirect.mjs');

/** Bundles the server's CLI (files of `replaced` as given) and writes its redirect hook. */
async function bundle(label: string, replaced: ReadonlyMap<string, string>): Promise<string> {
  const outfile = await bundleHost(path.join(buildDir(label), 'cli.js'), replaced, cliSource);
  const hook = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return resolved.url === ${JSON.stringify(builtCli)} ? { ...resolved, url: ${JSON.stringify(pathToFileURL(outfile).href)} } : resolved;
}`;
  fs.writeFileSync(
    redirectOf(label),
    `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});\n`,
  );
  return outfile;
}

async function main(): Promise<void> {
  const bundleTo = option('bundle');
  if (bundleTo) {
    const atHead = filesAtRevision(option('at-head'), option('rev'));
    console.log(`bundled ${await bundle(bundleTo, atHead)}`);
    return;
  }
  const builds = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (builds.length !== 2) throw new Error('usage: store-flow-compare.ts a b [--rounds N]');
  if (!fs.existsSync(new URL(builtCli)))
    throw new Error('the bin needs a dist/cli.js to redirect: npm run build');
  const rounds = Number(option('rounds') ?? 3);
  const results = new Map<string, { rate: number; cpu: number }[]>(builds.map((b) => [b, []]));
  for (let round = 0; round < rounds; round++) {
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const load = os.loadavg()[0].toFixed(1);
      const { rush } = await measureTessera(build, [], {
        nodeArgs: ['--import', redirectOf(build)],
        sellOut: false,
      });
      const rate = perSecond(rush.flows);
      results.get(build)!.push({ rate, cpu: rush.cpuMsPerOrder ?? NaN });
      console.log(
        `  round ${round + 1} ${build}: ${rate.toFixed(0)} orders/s, ${rush.cpuMsPerOrder} ms CPU/order, ` +
          `steps ${JSON.stringify(rush.flows.stepMeanMs)}, oversold ${rush.oversold}, errors ${rush.flows.errors}, load ${load}`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [build, runs] of results) {
    const cpus = runs.map((r) => r.cpu);
    const rates = runs.map((r) => r.rate);
    console.log(
      `${build}: orders/s median ${median(rates).toFixed(0)} best ${Math.max(...rates).toFixed(0)}; ` +
        `CPU ms/order median ${median(cpus)} least ${Math.min(...cpus)}`,
    );
  }
}

await main();
