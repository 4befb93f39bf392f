import type { LoadJob } from './load.ts';
import type { BenchTargets } from './server-host.ts';

/** Which target a row is judged by: a cached visitor read, the owner's uncached query, or none. */
export type Target = 'cached' | 'uncached' | null;

export interface EventRow {
  /** Its name in BENCH_ONLY and BENCH_PROFILE. */
  short: string;
  name: string;
  target: Target;
  job: Omit<LoadJob, 'seconds' | 'connections'>;
}

/** The rows of the events bench (events.bench.ts, compare.ts), the bare route first. */
export function eventRows(targets: BenchTargets): EventRow[] {
  const { bareUrl, tesseraUrl, uncachedUrl, slugPaths, visitor, jsonHeaders, ownerJsonHeaders, queryBody } =
    targets;
  const query = (url: string, headers: Record<string, string>) => ({
    url: `${url}/events/v3/events/query`,
    method: 'POST' as const,
    headers,
    body: queryBody,
  });
  return [
    {
      short: 'baseline',
      name: 'baseline (bare Fastify)',
      target: null,
      job: { url: bareUrl, method: 'GET' },
    },
    {
      short: 'slug',
      name: 'get-by-slug (visitor)',
      target: 'cached',
      job: { url: tesseraUrl, method: 'GET', headers: visitor, paths: slugPaths },
    },
    {
      short: 'query',
      name: 'query UPCOMING (visitor)',
      target: 'cached',
      job: query(tesseraUrl, jsonHeaders),
    },
    {
      short: 'slug-uncached',
      name: 'get-by-slug, no read cache',
      target: null,
      job: { url: uncachedUrl, method: 'GET', headers: visitor, paths: slugPaths },
    },
    {
      short: 'query-uncached',
      name: 'query, no read cache',
      target: null,
      job: query(uncachedUrl, jsonHeaders),
    },
    // Owners are never served from the read cache: every query reaches SQL.
    {
      short: 'owner',
      name: 'query UPCOMING (owner, no cache)',
      target: 'uncached',
      job: query(uncachedUrl, ownerJsonHeaders),
    },
  ];
}
