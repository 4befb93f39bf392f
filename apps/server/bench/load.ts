/**
 * Load-generator child process for the benches (events, products, store flow).
 *
 * autocannon runs here, in its own process, so it never shares an event loop (or a core) with the
 * servers under test: on a 2-core box the servers get one core and the load generator the other.
 * The parent sends one `LoadJob` over IPC and gets one `LoadResult` back.
 */
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';

// autocannon appends every response body to a string (`req.body += chunk`, a UTF-8 decode of each
// chunk) for its body checks and onResponse callbacks, neither of which a bench uses. That is load
// generator work growing with the answer's size, which the bare route's 17-byte answer never pays:
// with 16 KB product pages it made the row partly client-bound (0.484/0.494 x the bare route
// kept, 0.536/0.530 dropped, same server). BENCH_KEEP_BODIES=1 keeps them.
if (process.env.BENCH_KEEP_BODIES !== '1') PipelinedRequestsQueue.prototype.addBody = () => {};

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** When set, requests cycle over these paths (one request after another, across all connections). */
  paths?: string[];
  /** When set, requests cycle over these header sets (e.g. one token per buyer; onsale-rush.bench.ts). */
  headerCycle?: Record<string, string>[];
}

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

async function run(job: LoadJob): Promise<LoadResult> {
  let nextHeaders = 0;
  const paths = job.paths;
  const headerCycle = job.headerCycle;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    method: job.method,
    headers: job.headers,
    body: job.body,
    requests: headerCycle?.length
      ? [
          {
            setupRequest: (req: any) => ({
              ...req,
              headers: { ...req.headers, ...headerCycle[nextHeaders++ % headerCycle.length] },
            }),
          },
        ]
      : paths?.length
        ? // Fixed requests, one per path: autocannon encodes each once and every connection cycles
          // over them. A setupRequest would have it encode a request anew for every one sent, load
          // generator work the bare route's row (one fixed request) never pays.
          paths.map((path) => ({ path }))
        : undefined,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = (count as { count: number }).count;
  }
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ ok: true, result }, () => process.exit(0)),
    (error: unknown) => process.send!({ ok: false, error: String(error) }, () => process.exit(1)),
  );
});
