import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { freePort } from '../support/free-port.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.join(serverRoot, 'bin/tessera.mjs');
const built = fs.existsSync(path.join(serverRoot, 'dist/cli.js'));

/** `tessera <args>` in this process, on a database of its own; what it printed and its exit code. */
async function tessera(env: NodeJS.ProcessEnv, ...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const result = await runCli(args, {
    env,
    stdout: (line) => stdout.push(line),
    stderr: (line) => stderr.push(line),
  });
  return { ...result, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

async function freshEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const databaseUrl = await createTestDatabaseUrl();
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  };
}

// The `tessera` command on a fresh database: SQLite in a temp DATA_DIR, or a new PostgreSQL database.
describe('tessera CLI (in-process)', () => {
  let env: NodeJS.ProcessEnv;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
    env = await freshEnv(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, creates a site, an API key and a client', async () => {
    const migrated = await tessera(env, 'migrate');
    expect(migrated).toMatchObject({ code: 0, stdout: expect.stringMatching(/up to date/) });
    const created = await tessera(env, 'site', 'create', '--name', 'Shop');
    expect(created.code).toBe(0);
    const site = JSON.parse(created.stdout);
    expect(site).toMatchObject({
      siteId: expect.any(String),
      apiKey: expect.stringMatching(/^tsk_/),
      clientId: expect.any(String),
    });
    const key = await tessera(env, 'api-key', 'create', '--site', site.siteId);
    expect(key.code).toBe(0);
    expect(JSON.parse(key.stdout).apiKey).not.toBe(site.apiKey);
    const staff = await tessera(
      env,
      'api-key',
      'create',
      '--site',
      site.siteId,
      '--scopes',
      'events.manage, x.y',
    );
    expect(staff.code).toBe(0);
    expect(JSON.parse(staff.stdout).scopes).toEqual(['events.manage', 'x.y']);
    const client = await tessera(env, 'client', 'create', '--site', site.siteId, '--name', 'Kiosk');
    expect(client.code).toBe(0);
    expect(JSON.parse(client.stdout).clientId).not.toBe(site.clientId);
  });

  it('refuses unknown sites, missing arguments, unknown options and commands with exit code 1', async () => {
    expect(await tessera(env, 'api-key', 'create', '--site', 'no-such-site')).toMatchObject({
      code: 1,
      stderr: 'Site no-such-site does not exist',
    });
    expect(await tessera(env, 'client', 'create')).toMatchObject({
      code: 1,
      stderr: '--site ID is required',
    });
    expect(await tessera(env, 'site', 'create', '--colour', 'red')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--colour/),
    });
    expect(await tessera(env, 'frobnicate')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Unknown command: frobnicate\nUsage:/),
    });
    expect(await tessera(env)).toMatchObject({ code: 1, stdout: expect.stringMatching(/^Usage:/) });
    expect(await tessera(env, '--help')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage:/) });
  });

  it('starts with known credentials from the environment on an empty database', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-start-'));
    const ids = {
      TESSERA_SITE_ID: 'site-from-env',
      TESSERA_API_KEY: 'tsk_known_key_for_scripts',
      TESSERA_CLIENT_ID: 'client-from-env',
    };
    const started = await tessera(
      await freshEnv(emptyDir, { ...ids, PORT: '0', HOST: '127.0.0.1' }),
      'start',
    );
    try {
      expect(started.code).toBe(0);
      expect(started.stdout).toContain('site-from-env');
      expect(started.stdout).toMatch(/demo events:\s+12/);
      const server = started.app!.server;
      const query = await server.inject({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: { authorization: ids.TESSERA_API_KEY, 'wix-site-id': ids.TESSERA_SITE_ID },
        payload: { includeDrafts: true },
      });
      expect(query.statusCode, query.body).toBe(200);
      expect(query.json().pagingMetadata.total).toBeGreaterThanOrEqual(12);
      const token = await server.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: ids.TESSERA_CLIENT_ID, grantType: 'anonymous' },
      });
      expect(token.statusCode, token.body).toBe(200);
    } finally {
      await started.app?.server.close();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});

// One real process: the `tessera` binary as `npm start` runs it (the built JavaScript when
// apps/server/dist exists, else the sources through tsx), serving over HTTP and stopping on SIGTERM.
describe(`tessera binary (${built ? 'built JavaScript' : 'TypeScript through tsx'})`, () => {
  it('starts, serves and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bin-'));
    const port = await freePort();
    const env = await freshEnv(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_SITE_ID: 'smoke-site',
    });
    const server = spawn(process.execPath, [bin, 'start'], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      await waitFor(
        async () => {
          // A binary that cannot start (e.g. a dependency Node's ESM loader rejects) fails at once.
          if (server.exitCode !== null) throw new Error(`tessera exited with ${server.exitCode}:\n${output}`);
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
        },
        () => output,
      );
      expect(output).toContain('smoke-site');
      expect(output).toContain(`Tessera listening on http://localhost:${port}`);
    } finally {
      server.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

async function waitFor(
  check: () => Promise<boolean>,
  describe: () => string,
  timeoutMs = 40_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // fetch failed: not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
