/**
 * Page-speed benchmark: `npm run bench -- page` (after `npm run build`, which the root script runs).
 *
 * Starts the server the way `npm start` does (`bin/tessera.mjs start`, built JavaScript when
 * apps/server/dist exists) on an empty temp SQLite database, so it seeds the demo site. It prints:
 * - the server process's idle RSS a few seconds after it is ready (target < 150 MB);
 * - an event page opened in Debian's Chromium (playwright-core, never `playwright install`) on a
 *   throttled mobile profile: 1.6 Mbps down, 750 Kbps up, 150 ms RTT, 4x CPU slowdown, 412x823 at
 *   DPR 1.75 (Lighthouse's mobile profile). Bytes transferred (headers + encoded bodies, from CDP) and
 *   largest contentful paint; median of RUNS cold visits, each in a fresh browser context (empty
 *   cache), then one repeat visit in the same context (what immutable caching saves);
 * - the event page's JavaScript gzip size (gzip -9 of every script it loaded, whatever the server sent).
 *
 * Exits 0 when targets fail (it is a report); non-zero when something does not work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { freePort } from '../test/support/free-port.ts';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const TARGET_RSS_MB = 150;
const TARGET_LCP_MS = 2000;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(serverRoot, 'bin/tessera.mjs');

const profile = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1_000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

interface Visit {
  bytes: number;
  requests: number;
  lcpMs: number;
  scripts: string[];
}

/** Resident set size of a process in MB (Linux /proc, else `ps`). */
function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {
    // not Linux
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

async function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bin, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: '',
      TESSERA_SITE_ID: '',
      TESSERA_API_KEY: '',
      TESSERA_CLIENT_ID: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, origin, output: () => output };
}

async function someEventPath(origin: string, clientId: string): Promise<string> {
  const token = await fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const query = await fetch(`${origin}/events/v3/events/query`, {
    method: 'POST',
    headers: { authorization: access_token, 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filter: { status: 'UPCOMING' }, paging: { limit: 1 } } }),
  });
  const { events } = (await query.json()) as { events: { slug: string }[] };
  if (!events?.length) throw new Error('the demo site has no upcoming event');
  return `/events/${encodeURIComponent(events[0].slug)}`;
}

/** One navigation under the throttled profile; bytes counted from CDP's encodedDataLength. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  const scripts: string[] = [];
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests++;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.push(event.response.url);
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5_000);
      }),
  );
  await cdp.detach();
  await page.close();
  return { bytes, requests, lcpMs, scripts };
}

async function gzipSizeOf(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!fs.existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
  const built = fs.existsSync(path.join(serverRoot, 'dist/cli.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-page-bench-'));
  const server = await startServer(dataDir);
  try {
    const clientId = /OAuth client id:\s+(\S+)/.exec(server.output())?.[1];
    if (!clientId) throw new Error(`no demo site was created:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleRss = rssMb(server.child.pid!);
    console.log(
      `Server (${built ? 'built JavaScript, apps/server/dist' : 'TypeScript through tsx'}), demo data, ` +
        `idle ${IDLE_SECONDS}s after ready: RSS ${idleRss.toFixed(1)} MB ` +
        `(target < ${TARGET_RSS_MB} MB: ${idleRss < TARGET_RSS_MB ? 'PASS' : 'FAIL'})`,
    );

    const url = server.origin + (await someEventPath(server.origin, clientId));
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    try {
      const cold: Visit[] = [];
      let repeat: Visit | undefined;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: profile.viewport,
          deviceScaleFactor: profile.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        });
        cold.push(await visit(context, url));
        if (run === RUNS - 1) repeat = await visit(context, url);
        await context.close();
      }
      const lcp = median(cold.map((v) => v.lcpMs));
      const bytes = median(cold.map((v) => v.bytes));
      const jsGzip = await gzipSizeOf(cold[0].scripts);
      console.log(
        `\nEvent page ${url.replace(server.origin, '')} on a throttled mobile profile ` +
          `(${(profile.downloadBytesPerSecond * 8e-6).toFixed(1)} Mbps down, ` +
          `${Math.round(profile.uploadBytesPerSecond * 8e-3)} Kbps up, ` +
          `${profile.latencyMs} ms RTT, ${profile.cpuSlowdown}x CPU slowdown), median of ${RUNS} cold visits:`,
      );
      console.table(
        cold.map((v, i) => ({
          visit: `cold ${i + 1}`,
          transferred: kb(v.bytes),
          requests: v.requests,
          'LCP ms': Math.round(v.lcpMs),
        })),
      );
      console.log(`  transferred:            ${kb(bytes)} (${cold[0].requests} requests)`);
      console.log(
        `  largest contentful paint: ${Math.round(lcp)} ms (target < ${TARGET_LCP_MS} ms: ${lcp < TARGET_LCP_MS ? 'PASS' : 'FAIL'})`,
      );
      console.log(`  JavaScript, gzip -9:      ${kb(jsGzip)} in ${new Set(cold[0].scripts).size} files`);
      if (repeat) {
        console.log(
          `  repeat visit (warm cache): ${kb(repeat.bytes)} transferred, LCP ${Math.round(repeat.lcpMs)} ms`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
