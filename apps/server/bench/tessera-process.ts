import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.ts';

const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bin/tessera.mjs');

/** The site a bench's `tessera start` creates, and the owner's credentials for it. */
export const benchSite = {
  TESSERA_SITE_ID: 'bench-site',
  TESSERA_API_KEY: 'tsk_bench',
  TESSERA_CLIENT_ID: 'bench-client',
};

export interface TesseraProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real `tessera start` (the bin, as a user runs it) on a free loopback port and a data folder
 * of its own, resolved once it says it listens; `stop` ends it and removes the folder.
 */
export async function startTessera(
  args: string[],
  options: {
    env?: Record<string, string>;
    nodeArgs?: string[];
    startTimeoutMs?: number;
    /** Another build's bin (an A/B of two builds); the checkout's by default. */
    bin?: string;
  } = {},
): Promise<TesseraProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.bin ?? bin, 'start', ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // autocannon keeps a connection past the server's `Connection: close`, so after 1,000
      // requests it would read node:http's 503s; the in-process bench servers lift the cap too.
      MAX_REQUESTS_PER_SOCKET: '0',
      ...benchSite,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = performance.now() + (options.startTimeoutMs ?? 60_000);
  while (!output.includes('Tessera listening')) {
    if (child.exitCode !== null || performance.now() > deadline) throw new Error(`start failed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
