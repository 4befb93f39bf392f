/**
 * Flow-generator child process for store-flow.bench.ts (as load.ts is for single routes).
 *
 * A buyer's purchase is three calls in a row, which autocannon cannot chain: add to the current
 * cart, make a checkout of it, create the order. `concurrency` buyers run that flow back to back
 * for `seconds`, each flow with the next visitor token of the pool (a fresh buyer, so a cart never
 * carries an earlier flow's line; a pool used up starts over, and such a buyer empties its cart
 * first). Node's fetch keeps its connections alive, one per buyer at most. Runs in its own process so the measured server keeps its core. The parent sends one
 * `FlowJob` over IPC and gets one `FlowResult` back.
 */
export interface FlowJob {
  url: string;
  tokens: string[];
  productIds: string[];
  concurrency: number;
  seconds: number;
}

export interface FlowResult {
  /** Mean milliseconds of each step's answer (where a flow waits). */
  stepMeanMs: Record<string, number>;
  /** Flows whose create-order answered 200. */
  completed: number;
  /** Flows refused on the way (sold out), by the step and status that refused them. */
  refused: Record<string, number>;
  /** Answers 5xx or network errors. */
  errors: number;
  /** The ids of the orders made (the parent reads them back to count the units sold). */
  orderIds: string[];
  flowP50: number;
  flowP99: number;
  elapsedSeconds: number;
  requests: number;
}

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

async function run(job: FlowJob): Promise<FlowResult> {
  let requests = 0;
  const stepTotals: Record<string, { ms: number; n: number }> = {};
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    requests += 1;
    const begun = performance.now();
    const step =
      path
        .split('/')
        .at(-1)!
        .replace(/^[0-9a-f-]{36}$/, 'checkout') || path;
    const response = await fetch(`${job.url}${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const total = (stepTotals[`${method} ${step}`] ??= { ms: 0, n: 0 });
    total.ms += performance.now() - begun;
    total.n += 1;
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };

  const result: FlowResult = {
    stepMeanMs: {},
    completed: 0,
    refused: {},
    errors: 0,
    orderIds: [],
    flowP50: 0,
    flowP99: 0,
    elapsedSeconds: 0,
    requests: 0,
  };
  const latencies: number[] = [];
  const refuse = (step: string, status: number) => {
    if (status >= 500) result.errors += 1;
    const key = `${step} ${status}`;
    result.refused[key] = (result.refused[key] ?? 0) + 1;
  };
  let next = 0;
  const started = performance.now();
  const deadline = started + job.seconds * 1000;

  const flow = async (n: number) => {
    const token = job.tokens[n % job.tokens.length]!;
    const productId = job.productIds[n % job.productIds.length]!;
    if (n >= job.tokens.length) await call('DELETE', '/ecom/v1/carts/current', token);
    const added = await call('POST', '/ecom/v1/carts/current/add-to-cart', token, {
      lineItems: [
        {
          catalogReference: {
            catalogItemId: productId,
            appId: STORES_APP_ID,
            options: { variantId: DEFAULT_VARIANT },
          },
          quantity: 1,
        },
      ],
    });
    if (added.status !== 200) return refuse('add-to-cart', added.status);
    const made = await call('POST', '/ecom/v1/carts/current/create-checkout', token, { channelType: 'WEB' });
    if (made.status !== 200) return refuse('create-checkout', made.status);
    const ordered = await call('POST', `/ecom/v1/checkouts/${made.body.checkoutId}/create-order`, token, {});
    if (ordered.status !== 200) return refuse('create-order', ordered.status);
    result.completed += 1;
    result.orderIds.push(ordered.body.orderId);
  };

  const buyer = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await flow(next++);
      } catch {
        result.errors += 1;
      }
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, buyer));

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  for (const [step, { ms, n }] of Object.entries(stepTotals)) result.stepMeanMs[step] = Math.round(ms / n);
  return {
    ...result,
    flowP50: at(0.5),
    flowP99: at(0.99),
    elapsedSeconds: (performance.now() - started) / 1000,
    requests,
  };
}

process.on('message', (job: FlowJob) => {
  run(job).then(
    (result) => process.send!({ ok: true, result }, () => process.exit(0)),
    (error: unknown) => process.send!({ ok: false, error: String(error) }, () => process.exit(1)),
  );
});
