// Minimal types for the part of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: any, context: any) => any;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

// The queue autocannon keeps a response's bytes in (load.ts replaces its addBody).
declare module 'autocannon/lib/pipelinedRequestsQueue.js' {
  const PipelinedRequestsQueue: { prototype: { addBody(data: Buffer): void } };
  export default PipelinedRequestsQueue;
}
