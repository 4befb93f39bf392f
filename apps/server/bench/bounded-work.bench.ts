/**
 * Bounded work per request (`npm run bench -- work`): on 5,000 events with categories, times the
 * most expensive queries a visitor may send within the platform's limits (1,000 filter values,
 * 200 conditions, depth 10, three distinct facets), and the longest writes one owner request may
 * make (a 100-occurrence series; one chunk of a bulk delete). Each figure is a median of 5 runs.
 * Targets: worst visitor query under 50 ms; a single request's write under ~100 ms.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrations/index.ts';
import { provisionSite } from '../src/modules/sites/sites.service.ts';

const EVENTS = 5000;
const SERIES = 100; // occurrences per create request (the platform's cap)
const TARGET_QUERY_MS = 50;
const TARGET_WRITE_MS = 100;
const DAY = 86_400_000;

const database = openDatabase({ sqliteFile: ':memory:' });
await migrateToLatest(database.db);
const site = await provisionSite(database.db, { name: 'Bench' });
const app = await buildApp({ database, logLevel: 'silent', visitorCacheMs: 0, ownsDatabase: true });
const owner = { authorization: site.apiKey, 'wix-site-id': site.siteId };
const token = await app.server.inject({
  method: 'POST',
  url: '/oauth2/token',
  payload: { clientId: site.clientId, grantType: 'anonymous' },
});
const visitor = { authorization: token.json().access_token as string };

async function call(method: 'POST' | 'GET', url: string, headers: Record<string, string>, payload?: unknown) {
  const started = performance.now();
  const response = await app.server.inject({ method, url, headers, payload: payload as any });
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return { ms, body: response.json() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(run: () => Promise<{ ms: number }>, times = 5) {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) runs.push((await run()).ms);
  return median(runs);
}

const seriesPayload = (title: string, offsetDays: number, categories: { name: string }[]) => {
  const dates = Array.from({ length: SERIES }, (_, i) => {
    const start = Date.now() + (offsetDays + i) * DAY;
    return { startDate: new Date(start).toISOString(), endDate: new Date(start + 3_600_000).toISOString() };
  });
  return {
    event: {
      title,
      location: { type: 'VENUE', name: 'Hall' },
      registration: { initialType: 'RSVP' },
      categories: { categories },
      dateAndTimeSettings: { ...dates[0], recurringEvents: { individualEventDates: dates } },
    },
  };
};

console.log(`Seeding ${EVENTS} events in series of ${SERIES}...`);
const writeTimes: number[] = [];
const names = Array.from({ length: 20 }, (_, i) => `Category ${i}`);
for (let s = 0; s < EVENTS / SERIES; s++) {
  const categories = [{ name: names[s % 20] }, { name: names[(s * 7) % 20] }];
  const { ms } = await call(
    'POST',
    '/events/v3/events',
    owner,
    seriesPayload(`Series ${s}`, s - 25, categories),
  );
  writeTimes.push(ms);
}
const categoryIds = (
  await call('POST', '/events/v3/events/query', owner, {
    query: { paging: { limit: 1000 } },
    fields: ['CATEGORIES'],
  })
).body.events.flatMap((e: any) => e.categories.categories.map((c: any) => c.id));
const known = [...new Set<string>(categoryIds)];
const ids = (n: number) => [...known, ...Array.from({ length: n - known.length }, () => randomUUID())];

const queries: [string, unknown][] = [
  ['$hasAll of 1,000 category ids', { 'categories.id': { $hasAll: ids(1000) } }],
  ['$hasSome of 1,000 category ids', { 'categories.id': { $hasSome: ids(1000) } }],
  ['$nin of 1,000 category ids', { 'categories.id': { $nin: ids(1000) } }],
  [
    '$or of 4 $hasAll branches (250 ids each)',
    { $or: Array.from({ length: 4 }, () => ({ 'categories.id': { $hasAll: ids(250) } })) },
  ],
  [
    '$or of 200 $startsWith conditions',
    { $or: Array.from({ length: 199 }, (_, i) => ({ title: { $startsWith: `series ${i}` } })) },
  ],
  ['$in of 1,000 ids', { id: { $in: Array.from({ length: 1000 }, () => randomUUID()) } }],
  [
    '$not nested 10 deep over status and registration status',
    Array.from({ length: 9 }).reduce<unknown>((f) => ({ $not: f }), {
      status: { $in: ['UPCOMING', 'STARTED'] },
      'registration.status': { $ne: 'OPEN_RSVP' },
    }),
  ],
];

console.log(`\nVisitor queries on ${EVENTS} events (median of 5, default page of 50 with total):`);
let worst = 0;
const baseline = await timed(() => call('POST', '/events/v3/events/query', visitor, { query: {} }));
console.log(`  ${'baseline: unfiltered page'.padEnd(60)} ${baseline.toFixed(1).padStart(7)} ms`);
for (const [name, filter] of queries) {
  const ms = await timed(() => call('POST', '/events/v3/events/query', visitor, { query: { filter } }));
  worst = Math.max(worst, ms);
  console.log(`  ${name.padEnd(60)} ${ms.toFixed(1).padStart(7)} ms`);
}
const facets = await timed(() =>
  call('POST', '/events/v3/events/count-by-status', visitor, {
    facet: ['status', 'registration.type', 'location.type'],
    filter: { 'categories.id': { $hasSome: ids(1000) } },
  }),
);
worst = Math.max(worst, facets);
console.log(
  `  ${'count-by-status: 3 facets, $hasSome of 1,000 ids'.padEnd(60)} ${facets.toFixed(1).padStart(7)} ms`,
);
console.log(
  `  worst visitor query: ${worst.toFixed(1)} ms (target < ${TARGET_QUERY_MS} ms: ${worst < TARGET_QUERY_MS ? 'PASS' : 'FAIL'})`,
);

const seriesMs = median(writeTimes);
const deleteStarted = performance.now();
await call('POST', '/events/v3/bulk/events/delete-by-filter', owner, {
  filter: { filter: { title: { $startsWith: 'series 1' } } },
});
const deleteMs = performance.now() - deleteStarted;
const chunks = Math.ceil((11 * SERIES) / 100);
console.log(`\nLongest single writes:`);
console.log(`  create a ${SERIES}-occurrence series (whole request, median): ${seriesMs.toFixed(1)} ms`);
console.log(
  `  bulk delete of ${11 * SERIES} events: ${deleteMs.toFixed(0)} ms in ${chunks} transactions (${(deleteMs / chunks).toFixed(1)} ms each)`,
);
const worstWrite = Math.max(seriesMs, deleteMs / chunks);
console.log(
  `  worst single transaction: ${worstWrite.toFixed(1)} ms (target < ${TARGET_WRITE_MS} ms: ${worstWrite < TARGET_WRITE_MS ? 'PASS' : 'FAIL'})`,
);
await app.server.close();
