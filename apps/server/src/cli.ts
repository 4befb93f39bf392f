import { parseArgs } from 'node:util';
import type { App } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { createApiKey } from './platform/auth/api-keys.ts';
import { migrateToLatest } from './platform/migrations/index.ts';
import { createOAuthClient, provisionSite, siteExists } from './modules/sites/index.ts';
import { openConfiguredDatabase, startServer } from './server.ts';
import { operatorUsage, runOperatorCommand } from './platform/jobs/operator-commands.ts';
import { startWorkers, type WorkerPool } from './platform/workers/start-workers.ts';
import { takeWorkersOption } from './platform/workers/worker-count.ts';

const usage = `Usage: tessera <command>
  start [--workers [N]]                   migrate, bootstrap an empty database, serve the API and site
                                          (--workers: N processes sharing the port; no number: one per
                                          core up to 4)
  migrate                                 bring the database schema up to date
  site create [--name NAME]               create a site with an owner API key and an OAuth client
  api-key create --site ID [--name NAME] [--scopes S1,S2]
                                          create an owner API key for a site (with --scopes: a staff
                                          key holding only those permissions, e.g. events.manage)
  client create --site ID [--name NAME]   create a public OAuth client for a site
${operatorUsage}
Environment: PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, TESSERA_SITE_ID, TESSERA_API_KEY, TESSERA_CLIENT_ID`;

export interface CliIo {
  /** Where results go, one call per line (without the newline). */
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

export interface CliResult {
  /** The process exit code; 0 for a running `start`. */
  code: number;
  /** The running server of `start`; the caller owns it (signals, close). */
  app?: App;
  /** The primary of `start --workers N`; the caller stops it on a signal and exits with `exited`. */
  workers?: WorkerPool;
}

/**
 * The `tessera` command (bin/tessera.mjs), callable in-process: no process.exit, no signal handlers,
 * output through `io`. Failures are a message on stderr and exit code 1.
 */
export async function runCli(argv: string[], io: Partial<CliIo> = {}): Promise<CliResult> {
  const out = io.stdout ?? ((line) => console.log(line));
  const err = io.stderr ?? ((line) => console.error(line));
  try {
    return await run(argv, { stdout: out, stderr: err, env: io.env ?? process.env });
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return { code: 1 };
  }
}

async function run(cliArgs: string[], io: CliIo): Promise<CliResult> {
  const { argv, workers } = takeWorkersOption(cliArgs);
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      name: { type: 'string' },
      scopes: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      all: { type: 'boolean' },
      kind: { type: 'string' },
      subscriber: { type: 'string' },
      from: { type: 'string' },
    },
  });
  const command = positionals.join(' ');
  const config = loadConfig(io.env);
  if (values.help || !command) {
    io.stdout(usage);
    return { code: values.help ? 0 : 1 };
  }
  if (workers !== undefined && command !== 'start') throw new Error('--workers is an option of start');
  if (command === 'start' && workers !== undefined)
    return { code: 0, ...(await startWorkers(config, workers, io.stdout)) };
  if (command === 'start') return { code: 0, app: await startServer(config, io.stdout) };
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    switch (command) {
      case 'migrate':
        io.stdout(`Schema is up to date (${database.dialect}).`);
        return { code: 0 };
      case 'site create': {
        const site = await provisionSite(database.db, { name: values.name ?? 'New site' });
        io.stdout(JSON.stringify(site, null, 2));
        return { code: 0 };
      }
      case 'api-key create':
      case 'client create': {
        if (!values.site) throw new Error('--site ID is required');
        if (!(await siteExists(database.db, values.site)))
          throw new Error(`Site ${values.site} does not exist`);
        if (command === 'api-key create') {
          const scopes = values.scopes
            ?.split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          const { id, key } = await createApiKey(
            database.db,
            values.site,
            values.name ?? (scopes ? 'Staff key' : 'Owner key'),
            undefined,
            scopes?.length ? scopes : null,
          );
          io.stdout(
            JSON.stringify(
              { siteId: values.site, apiKeyId: id, apiKey: key, scopes: scopes ?? null },
              null,
              2,
            ),
          );
        } else {
          const clientId = await createOAuthClient(
            database.db,
            values.site,
            values.name ?? 'Public site client',
          );
          io.stdout(JSON.stringify({ siteId: values.site, clientId }, null, 2));
        }
        return { code: 0 };
      }
      default: {
        const code = await runOperatorCommand(database, { positionals, ...values }, io.stdout);
        if (code !== undefined) return { code };
        io.stderr(`Unknown command: ${command}\n${usage}`);
        return { code: 1 };
      }
    }
  } finally {
    await database.destroy();
  }
}
