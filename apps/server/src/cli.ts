import { parseArgs } from 'node:util';
import { loadConfig } from './platform/config.ts';
import { createApiKey } from './platform/auth/api-keys.ts';
import { migrateToLatest } from './platform/migrations/index.ts';
import { createOAuthClient, provisionSite, siteExists } from './modules/sites/sites.service.ts';
import { openConfiguredDatabase, startServer } from './server.ts';

const usage = `Usage: tessera <command>
  start                                   migrate, bootstrap an empty database, serve the API and site
  migrate                                 bring the database schema up to date
  site create [--name NAME]               create a site with an owner API key and an OAuth client
  api-key create --site ID [--name NAME]  create an owner API key for a site
  client create --site ID [--name NAME]   create a public OAuth client for a site
Environment: PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, TESSERA_SITE_ID, TESSERA_API_KEY, TESSERA_CLIENT_ID`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { site: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals.join(' ');
  const config = loadConfig();
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  if (command === 'start') {
    const app = await startServer(config);
    const stop = async () => {
      await app.server.close();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return -1;
  }
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    switch (command) {
      case 'migrate':
        console.log(`Schema is up to date (${database.dialect}).`);
        return 0;
      case 'site create': {
        const site = await provisionSite(database.db, { name: values.name ?? 'New site' });
        console.log(JSON.stringify(site, null, 2));
        return 0;
      }
      case 'api-key create':
      case 'client create': {
        if (!values.site) throw new Error('--site ID is required');
        if (!(await siteExists(database.db, values.site)))
          throw new Error(`Site ${values.site} does not exist`);
        if (command === 'api-key create') {
          const { id, key } = await createApiKey(database.db, values.site, values.name ?? 'Owner key');
          console.log(JSON.stringify({ siteId: values.site, apiKeyId: id, apiKey: key }, null, 2));
        } else {
          const clientId = await createOAuthClient(
            database.db,
            values.site,
            values.name ?? 'Public site client',
          );
          console.log(JSON.stringify({ siteId: values.site, clientId }, null, 2));
        }
        return 0;
      }
      default:
        console.error(`Unknown command: ${command}\n${usage}`);
        return 1;
    }
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
