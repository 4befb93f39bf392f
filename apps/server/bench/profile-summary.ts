/**
 * Summarises a `.cpuprofile` (from BENCH_PROFILE or `node --cpu-prof`): where the process spent
 * its time, as self time per function and per file or package, and total (inclusive) time of the
 * functions named with `--total name,name`. With `--requests N` each figure is also given in µs
 * per request.
 *
 *   node --import tsx bench/profile-summary.ts slug.cpuprofile --requests 40000 [--top 40] [--phases]
 *
 * `--phases` groups the self time by phase of a request (socket write, Node HTTP, Fastify,
 * security headers and CORS, authentication, read cache, parse and validation, SQL, shaping...).
 */
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [--requests N] [--top N] [--total f,g]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const requests = Number(option('requests') ?? 0);
const top = Number(option('top') ?? 30);
const totals = (option('total') ?? '').split(',').filter(Boolean);
const phases = args.includes('--phases');

/** Phases of a request, by where the code lives (first match wins); the rest is "other". */
const PHASES: [phase: string, where: RegExp][] = [
  ['waiting (idle)', /^\(\(idle\)\)$/],
  ['socket write (kernel, writev)', /^\(writev\)$|stream_base_commons/],
  ['garbage collection', /garbage collector/],
  ['Node HTTP (parse, head, streams)', /^node:(_http|net|events|internal\/(streams|http|timers|process))/],
  ['Fastify (routing, hooks, reply)', /^(fastify|find-my-way|@fastify\/|avvio|light-my-request)/],
  ['security headers and CORS', /platform\/(security-headers|cors)\.ts/],
  ['authentication', /platform\/auth\//],
  ['read cache, hashing', /platform\/read-cache\.ts|^\((Hash|digest|update)\)$|crypto\/hash/],
  [
    'body parse and validation',
    /secure-json-parse|ajv|platform\/(wire-params|json-depth|validation)\.ts|^\(validate/,
  ],
  // better-sqlite3's native calls show as `(all)`, `(get)`, `(run)`.
  [
    'SQL (Kysely, driver)',
    /^(kysely|better-sqlite3|pg|pg-protocol|pg-pool)$|platform\/db\.ts|^\((all|get|run|iterate|prepare|set inTransaction)\)$/,
  ],
  ['listing, shaping, JSON', /platform\/(query|bounded-memo|serialized-json|data-versions)|modules\//],
  ['logging (pino)', /^pino/],
];

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node: each sample's delta goes to the node sampled.
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const wallUs = profile.endTime - profile.startTime;

/**
 * The source file of each line of an esbuild bundle (the bench's server-host.mjs): esbuild writes
 * `// src/platform/cors.ts` before each module's code, so a bundled frame is told apart by file
 * like a frame of the sources (else all our code would be one "file", the bundle).
 */
const bundles = new Map<string, string[] | null>();
function bundledSourceOf(url: string, line: number): string | undefined {
  if (!url.endsWith('.mjs')) return undefined;
  if (!bundles.has(url)) {
    let sources: string[] | null = null;
    try {
      const lines = fs.readFileSync(url.startsWith('file://') ? new URL(url) : url, 'utf8').split('\n');
      let current = '';
      sources = lines.map((text) => {
        const module = /^\/\/ ((?:\.\.\/)*(?:src|bench|packages|apps)\/\S+\.ts)$/.exec(text);
        if (module) current = module[1].replace(/^(\.\.\/)+/, '');
        return current;
      });
    } catch {
      // Not readable any more: the frame keeps the bundle's name.
    }
    bundles.set(url, sources);
  }
  return bundles.get(url)?.[line] || undefined;
}

/** node_modules package, our source file, or a V8/Node category. */
function fileOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return `(${frame.functionName || 'native'})`;
  const bundled = bundledSourceOf(url, frame.lineNumber);
  if (bundled) return bundled.startsWith('packages/') ? bundled : `apps/server/${bundled}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const src = /(apps|packages)\/.*$/.exec(url);
  return src ? src[0] : url;
}
const nameOf = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${fileOf(frame)}:${frame.lineNumber + 1}`;

function add(map: Map<string, number>, key: string, us: number) {
  map.set(key, (map.get(key) ?? 0) + us);
}
const perFunction = new Map<string, number>();
const perFile = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  add(perFunction, nameOf(frame), us);
  add(perFile, fileOf(frame), us);
}

// Inclusive time of named functions: a sample counts once per function even when it recurses.
const inclusive = new Map<string, number>();
if (totals.length) {
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (totals.includes(name) && !seen.has(name)) {
        seen.add(name);
        add(inclusive, name, us);
      }
    }
  }
}

const idle = [...perFunction].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
const busy = wallUs - idle;
const fmt = (us: number) => {
  const share = `${((100 * us) / wallUs).toFixed(1).padStart(5)}%`;
  return requests ? `${share} ${(us / requests).toFixed(2).padStart(8)} µs/req` : share;
};
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${fmt(us)}  ${k}`);
};
console.log(
  `${file}: ${(wallUs / 1e6).toFixed(1)} s sampled, busy ${fmt(busy)}` +
    (requests ? `, ${requests} requests` : ''),
);
if (phases) {
  const perPhase = new Map<string, number>();
  for (const [where, us] of perFile) {
    const phase = PHASES.find(([, re]) => re.test(where))?.[0] ?? 'other (V8, Node internals)';
    add(perPhase, phase, us);
  }
  print('Time per phase', perPhase);
}
print('Self time per file or package', perFile);
print('Self time per function', perFunction);
if (totals.length) print('Total time of the named functions', inclusive);
