import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db.ts';
import { createTestDatabaseUrl, testDialect } from '../support/database.ts';
import { freePort } from '../support/free-port.ts';
import { isProcessAlive } from '../support/process-alive.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.join(serverRoot, 'bin/tessera.mjs');
const site = {
  TESSERA_SITE_ID: 'workers-site',
  TESSERA_API_KEY: 'tsk_workers',
  TESSERA_CLIENT_ID: 'workers-client',
};
const owner = { authorization: site.TESSERA_API_KEY, 'wix-site-id': site.TESSERA_SITE_ID };

interface Answer {
  status: number;
  worker: string;
  body: string;
}

// A real `tessera start --workers 2` on a free port (SQLite in a temp DATA_DIR, or a new PostgreSQL
// database): the primary migrates and bootstraps once, two workers share the port. Every request
// below opens a connection of its own, so the primary hands them to the workers in turn; answers
// name their worker (X-Tessera-Worker). READ_CACHE_MS is ten minutes: a worker that missed an
// invalidation would serve the old answer for the whole test.
describe(`tessera start --workers 2 (${testDialect})`, () => {
  let dataDir: string;
  let port: number;
  let databaseUrl: string | undefined;
  let primary: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;

  const request = (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent: false, // a new connection per request: the primary distributes connections
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, worker: String(res.headers['x-tessera-worker']), body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  /** Repeats a request until every listed worker has answered it; the answers by worker. */
  const fromEveryWorker = async (workers: string[], send: () => Promise<Answer>) => {
    const seen = new Map<string, Answer[]>();
    for (let i = 0; i < 20 && workers.some((w) => !seen.has(w)); i++) {
      const answer = await send();
      seen.set(answer.worker, [...(seen.get(answer.worker) ?? []), answer]);
    }
    expect([...seen.keys()].sort()).toEqual([...workers].sort());
    return [...seen.values()].flat();
  };

  /** Worker ids and pids from the primary's "worker N listening (pid P)" lines, in order. */
  const listening = () =>
    [...output.matchAll(/worker (\d+) listening \(pid (\d+)\)/g)].map((m) => ({
      id: m[1],
      pid: Number(m[2]),
    }));

  const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 40_000;
    while (!(await condition())) {
      if (primary.exitCode !== null) throw new Error(`tessera exited with ${primary.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-workers-'));
    port = await freePort();
    databaseUrl = await createTestDatabaseUrl();
    primary = spawn(process.execPath, [bin, 'start', '--workers', '2'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        READ_CACHE_MS: '600000',
        SEED_DEMO_DATA: 'false',
        ...site,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk) => (output += chunk));
    primary.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    await until(() => output.includes('with 2 workers'), 'two workers');
  }, 60_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      await exited;
    }
    for (const { pid } of listening()) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prepares the database once and serves from both workers', async () => {
    expect(output.match(/Created the first site/g)).toHaveLength(1);
    expect(output).toContain(`Tessera listening on http://localhost:${port} with 2 workers`);
    expect(listening().map((w) => w.id)).toEqual(expect.arrayContaining(['1', '2']));
    const answers = await fromEveryWorker(['1', '2'], () => request('GET', '/healthz'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("shows a write in one worker through every other worker's cache at once", async () => {
    const created = await request('POST', '/events/v3/events', owner, {
      event: {
        title: 'Before',
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: { startDate: '2040-01-01T10:00:00.000Z', endDate: '2040-01-01T12:00:00.000Z' },
        registration: { initialType: 'RSVP' },
      },
    });
    expect(created.status, created.body).toBe(200);
    const event = JSON.parse(created.body).event;
    const visitor = { authorization: JSON.parse((await anonymousToken()).body).access_token };
    const titles = async () =>
      (await fromEveryWorker(['1', '2'], () => request('GET', `/events/v3/events/${event.id}`, visitor))).map(
        (a) => (expect(a.status, a.body).toBe(200), JSON.parse(a.body).event.title),
      );
    // Both workers now hold the answer in their cache for ten minutes.
    expect(new Set(await titles())).toEqual(new Set(['Before']));

    const updated = await request('PATCH', `/events/v3/events/${event.id}`, owner, {
      event: { id: event.id, title: 'After' },
    });
    expect(updated.status, updated.body).toBe(200);
    expect(new Set(await titles())).toEqual(new Set(['After']));
  });

  it('refuses a revoked token in every worker at once, not after the revocation poll', async () => {
    const token = JSON.parse((await anonymousToken()).body).access_token as string;
    const query = () => request('POST', '/events/v3/events/query', { authorization: token }, {});
    // Both workers have verified (and cached) the token.
    for (const answer of await fromEveryWorker(['1', '2'], query)) expect(answer.status).toBe(200);
    const revoked = await request('POST', '/oauth2/revoke', {}, { token, clientId: site.TESSERA_CLIENT_ID });
    expect(revoked.status, revoked.body).toBe(200);
    for (const answer of await fromEveryWorker(['1', '2'], query)) expect(answer.status).toBe(401);
  });

  it('keeps one row per recurring job with every worker polling, none dead', async () => {
    const database = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'tessera.db') });
    try {
      const rows = await database.db
        .selectFrom('jobs')
        .select(['kind', 'status'])
        .where('dedupe_key', '=', 'recurring')
        .execute();
      const kinds = rows.map((row) => row.kind);
      expect(kinds.length).toBeGreaterThan(3);
      expect(new Set(kinds).size).toBe(kinds.length);
      const dead = await database.db.selectFrom('jobs').select('kind').where('status', '=', 'DEAD').execute();
      expect(dead).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it('replaces a worker that dies', async () => {
    const victim = listening().find((w) => w.id === '1')!;
    process.kill(victim.pid, 'SIGKILL');
    await until(() => listening().some((w) => w.id === '3'), 'a new worker');
    expect(output).toMatch(/worker 1 \(pid \d+\) exited \(signal SIGKILL\); restarting in \d+ ms/);
    const answers = await fromEveryWorker(['2', '3'], () => request('GET', '/healthz'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('stops on SIGTERM: the workers close, then every process exits 0', async () => {
    primary.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    for (const { pid } of listening()) expect(isProcessAlive(pid)).toBe(false);
    expect(await accepts(port)).toBe(false);
  }, 60_000);

  function anonymousToken() {
    return request('POST', '/oauth2/token', {}, { clientId: site.TESSERA_CLIENT_ID, grantType: 'anonymous' });
  }
});

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => (probe.destroy(), resolve(true)));
    probe.once('error', () => resolve(false));
  });
}
