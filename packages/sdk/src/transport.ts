import {
  MalformedResponseError,
  REQUEST_ID_HEADER,
  SystemError,
  TesseraApiError,
  errorFromResponse,
  systemErrorMessage,
} from './errors.ts';
import {
  newIdempotencyKey,
  prepareRequest,
  type ApiRequest,
  type FetchFn,
  type PreparedRequest,
} from './http.ts';
import { DEFAULT_RETRY, nextRetryDelay, retryAfterMs, type RetryOptions } from './retry.ts';
import { callSignal, sleep, untilAborted, type CallOptions } from './signals.ts';

/** Checks a 200 answer's body; returns what is wrong with it, or undefined when it is usable. */
export type ResponseCheck = (body: unknown) => string | undefined;

export interface RequestOptions extends CallOptions {
  /** Rejects a 200 answer that lacks what the call needs (`MalformedResponseError`). */
  check?: ResponseCheck;
}

export interface HttpClientOptions {
  baseUrl: string;
  fetch: FetchFn;
  getHeaders: () => Promise<Record<string, string>>;
  /** Default time limit of a call; a call's own `timeoutMs` wins. */
  timeoutMs?: number;
  retry?: RetryOptions;
}

export interface HttpClient {
  readonly baseUrl: string;
  request<T>(request: ApiRequest, options?: RequestOptions): Promise<T>;
}

type Attempt = { ok: true; body: unknown } | { ok: false; error: TesseraApiError; retryAfter?: number };

async function attempt(
  options: HttpClientOptions,
  prepared: PreparedRequest,
  signal: AbortSignal,
  check: ResponseCheck | undefined,
  operation: string,
  idempotencyKey: string | undefined,
): Promise<Attempt> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(await untilAborted(options.getHeaders(), signal)),
  };
  // A form's Content-Type carries its multipart boundary, which only the runtime knows.
  if (typeof prepared.body === 'string') headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(prepared.url, {
      method: prepared.method,
      headers,
      body: prepared.body,
      signal,
    });
    if (response.status !== 200) {
      const retryAfter = retryAfterMs(response.headers.get('retry-after'));
      return { ok: false, error: await errorFromResponse(response), retryAfter };
    }
    text = await response.text();
  } catch (cause) {
    if (signal.aborted) throw cause;
    return { ok: false, error: new SystemError(systemErrorMessage(undefined), { code: 'UNKNOWN', cause }) };
  }
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw new SystemError(systemErrorMessage(requestId), { status: 200, code: 'UNKNOWN', requestId, cause });
  }
  const problem = check?.(body);
  if (problem !== undefined) {
    throw new MalformedResponseError(
      `Malformed response from ${operation}: ${problem}` + (requestId ? `, request id: ${requestId}` : ''),
      { status: 200, code: 'MALFORMED_RESPONSE', requestId },
    );
  }
  return { ok: true, body };
}

/**
 * Sends JSON requests and maps every non-200 answer to a `TesseraApiError` (spec §8). Every call
 * has an abort signal and a time limit, and is retried on network errors, 429 and 5xx: reads as
 * they are, writes with one `Idempotency-Key` for all their attempts (and also on the server's
 * 409 while an earlier attempt still runs), so a retried write executes once.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  return {
    baseUrl: options.baseUrl,
    async request<T>(request: ApiRequest, callOptions: RequestOptions = {}): Promise<T> {
      const prepared = prepareRequest(options.baseUrl, request);
      // Decided on the call, not the wire method: a GET sent as POST (long query) is still a read.
      const read = request.idempotent ?? request.method === 'GET';
      const key =
        read || request.idempotencyKey === false
          ? undefined
          : (request.idempotencyKey ?? newIdempotencyKey());
      const policy = read || key ? retry : { ...retry, retries: 0 };
      const operation = request.operationId ?? `${request.method} ${request.path}`;
      const call = callSignal(callOptions.signal, callOptions.timeoutMs ?? options.timeoutMs);
      try {
        for (let attemptIndex = 0; ; attemptIndex++) {
          const result = await attempt(options, prepared, call.signal, callOptions.check, operation, key);
          if (result.ok) return result.body as T;
          const { status, code } = result.error;
          const delay = nextRetryDelay(attemptIndex, status, result.retryAfter, policy, key && code);
          if (delay === undefined) throw result.error;
          await sleep(delay, call.signal);
        }
      } catch (error) {
        throw call.signal.aborted ? call.abortError() : error;
      } finally {
        call.dispose();
      }
    },
  };
}
