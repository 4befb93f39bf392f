import { TesseraClientError } from './errors.ts';

// Pure request encoding (wire.md "Requests"); sending, retries and time limits live in transport.ts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Longest GET query string (without `?`) sent as such; longer ones go as POST (spec §5, §9). */
export const MAX_QUERY_STRING_LENGTH = 4000;

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiRequest {
  method: HttpMethod;
  /** Path below the base URL, e.g. `/events/v3/events/query`. */
  path: string;
  /** For GET and DELETE: sent in the query string. For other methods: the JSON body. */
  payload?: Record<string, unknown>;
  /**
   * A multipart/form-data body (an upload) instead of `payload`, for POST, PUT and PATCH. Sent as
   * it is: the runtime writes the Content-Type with its boundary.
   */
  form?: FormData;
  /**
   * A read: GETs are reads by default; a POST that only reads (a query) sets this. Anything else
   * is a write: sent with an `Idempotency-Key`, the same one on every retry of the call, so the
   * server executes it once and a retry gets the first answer.
   */
  idempotent?: boolean;
  /**
   * The write's key (a fresh random UUID per call by default), e.g. one the application keeps
   * across a page reload. `false` sends none and never retries (a route that takes no key).
   */
  idempotencyKey?: string | false;
  /** Names the call in error messages, e.g. `GetEventBySlug`. */
  operationId?: string;
}

export interface PreparedRequest {
  url: string;
  method: HttpMethod;
  /** JSON text, or a form whose Content-Type (with its boundary) the runtime sets. */
  body?: string | FormData;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted keys; arrays and scalars are kept as values. */
export function flattenParams(data: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) Object.assign(flat, flattenParams(value, path));
    else flat[path] = value;
  }
  return flat;
}

/** True when some array (at any depth) holds an object or another array. */
export function hasComplexArrays(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null);
  if (isPlainObject(value)) return Object.values(value).some(hasComplexArrays);
  return false;
}

/** Base64url of the UTF-8 bytes, without padding (the form the hosted platform's clients send). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Encodes a GET payload (wire.md "Requests"): flattened (`a.b=1&list=x&list=y`), or
 * `.r=<base64url JSON>` when the payload holds nested arrays or objects inside arrays.
 */
export function toSearchParams(payload: Record<string, unknown>): URLSearchParams {
  if (hasComplexArrays(payload)) {
    return new URLSearchParams({ '.r': base64UrlEncode(new TextEncoder().encode(JSON.stringify(payload))) });
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(flattenParams(payload))) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  return params;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Pure: turns a call into URL, method and body, applying the 4000-character GET→POST fallback. */
export function prepareRequest(baseUrl: string, request: ApiRequest): PreparedRequest {
  if (!METHODS.includes(request.method)) {
    throw new TesseraClientError(`Unknown HTTP method: ${String(request.method)}`);
  }
  let url: string;
  try {
    url = new URL(joinUrl(baseUrl, request.path)).toString();
  } catch (cause) {
    throw new TesseraClientError(`URL not created for ${baseUrl} and ${request.path}`, { cause });
  }
  if (request.form !== undefined) {
    if (request.method === 'GET' || request.method === 'DELETE' || request.payload !== undefined) {
      throw new TesseraClientError(
        `A form is sent by POST, PUT or PATCH, alone: ${request.method} ${request.path}`,
      );
    }
    return { url, method: request.method, body: request.form };
  }
  const payload = request.payload ?? {};
  if (request.method === 'GET' || request.method === 'DELETE') {
    const query = toSearchParams(payload).toString();
    if (request.method === 'GET' && query.length > MAX_QUERY_STRING_LENGTH) {
      return { url, method: 'POST', body: JSON.stringify(payload) };
    }
    return { url: query ? `${url}?${query}` : url, method: request.method };
  }
  return { url, method: request.method, body: JSON.stringify(payload) };
}

/** A random UUID (v4) for an `Idempotency-Key`; also where `crypto.randomUUID` is missing (plain http pages). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
