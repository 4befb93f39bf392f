// What events.bench.ts needs of the server, in one module: bundled like `npm start`'s build, or
// loaded from the TypeScript sources (BENCH_SOURCE=1).
export { buildApp } from '../src/app.ts';
export { openDatabase } from '../src/platform/db.ts';
export { migrateToLatest } from '../src/platform/migrations/index.ts';
export { provisionSite } from '../src/modules/sites/sites.service.ts';
