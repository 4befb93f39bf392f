import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../support/database.ts';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/tessera.mjs');
const run = promisify(execFile);

// The `tessera` command on a fresh database: SQLite in a temp DATA_DIR, or a new PostgreSQL database.
describe('tessera CLI', () => {
  let env: NodeJS.ProcessEnv;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
    const databaseUrl = await createTestDatabaseUrl();
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    delete env.TESSERA_SITE_ID;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const tessera = (...args: string[]) => run('node', [bin, ...args], { env });

  it('migrates, creates a site, an API key and a client', async () => {
    expect((await tessera('migrate')).stdout).toMatch(/up to date/);
    const site = JSON.parse((await tessera('site', 'create', '--name', 'Shop')).stdout);
    expect(site).toMatchObject({
      siteId: expect.any(String),
      apiKey: expect.stringMatching(/^tsk_/),
      clientId: expect.any(String),
    });
    const key = JSON.parse((await tessera('api-key', 'create', '--site', site.siteId)).stdout);
    expect(key.apiKey).not.toBe(site.apiKey);
    const client = JSON.parse((await tessera('client', 'create', '--site', site.siteId)).stdout);
    expect(client.clientId).not.toBe(site.clientId);
  });

  it('refuses unknown sites and commands with exit code 1', async () => {
    await expect(tessera('api-key', 'create', '--site', 'no-such-site')).rejects.toMatchObject({ code: 1 });
    await expect(tessera('api-key', 'create')).rejects.toMatchObject({ code: 1 });
    await expect(tessera('frobnicate')).rejects.toMatchObject({ code: 1 });
  });

  it('starts with known credentials from the environment on an empty database', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-start-'));
    const databaseUrl = await createTestDatabaseUrl();
    const port = await freePort();
    const ids = {
      TESSERA_SITE_ID: 'site-from-env',
      TESSERA_API_KEY: 'tsk_known_key_for_scripts',
      TESSERA_CLIENT_ID: 'client-from-env',
    };
    const server = spawn('node', [bin, 'start'], {
      env: {
        ...env,
        ...ids,
        DATA_DIR: emptyDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
        () => output,
      );
      expect(output).toContain('site-from-env');
      const response = await fetch(`http://127.0.0.1:${port}/events/v3/events/query`, {
        method: 'POST',
        headers: {
          authorization: ids.TESSERA_API_KEY,
          'wix-site-id': ids.TESSERA_SITE_ID,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ includeDrafts: true }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).pagingMetadata.total).toBeGreaterThanOrEqual(12);
      const token = await fetch(`http://127.0.0.1:${port}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: ids.TESSERA_CLIENT_ID, grantType: 'anonymous' }),
      });
      expect(token.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitFor(
  check: () => Promise<boolean>,
  describe: () => string,
  timeoutMs = 40_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
