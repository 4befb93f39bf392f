/** A violation of one field, as carried in `details.validationError.fieldViolations` (wire.md). */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

export interface ErrorDetails {
  validationError?: { fieldViolations: FieldViolation[] };
  applicationError?: { description: string; code: string; data?: Record<string, unknown> };
  [key: string]: unknown;
}

interface ErrorInit {
  status?: number;
  code: string;
  requestId?: string;
  details?: ErrorDetails;
  cause?: unknown;
}

/** Base class of every error raised by a call to the Tessera API (spec §8). */
export class TesseraApiError extends Error {
  override name = 'TesseraApiError';
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  readonly code: string;
  /** Value of the `x-wix-request-id` response header, when present. */
  readonly requestId: string | undefined;
  readonly details: ErrorDetails;

  constructor(message: string, init: ErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details ?? {};
  }
}

/** A 400 with `details.validationError`; message `INVALID_ARGUMENT: <field> <description>, ...`. */
export class ValidationError extends TesseraApiError {
  override name = 'ValidationError';
  readonly fieldViolations: FieldViolation[];

  constructor(fieldViolations: FieldViolation[], init: Omit<ErrorInit, 'code' | 'details'>) {
    const sorted = sortViolations(fieldViolations);
    super(`INVALID_ARGUMENT: ${sorted.map((v) => `${v.field} ${v.description}`).join(', ')}`, {
      ...init,
      code: 'INVALID_ARGUMENT',
      details: { validationError: { fieldViolations: sorted } },
    });
    this.fieldViolations = sorted;
  }
}

/** A response with `details.applicationError`, or any other 4xx. */
export class ApplicationError extends TesseraApiError {
  override name = 'ApplicationError';
  readonly description: string;
  readonly data: Record<string, unknown>;

  constructor(
    message: string,
    error: { description: string; code: string; data?: Record<string, unknown> },
    init: Omit<ErrorInit, 'code' | 'details'>,
  ) {
    super(message, {
      ...init,
      code: error.code,
      details: {
        applicationError: { description: error.description, code: error.code, data: error.data ?? {} },
      },
    });
    this.description = error.description;
    this.data = error.data ?? {};
  }
}

/** 5xx, unreadable responses and network failures. */
export class SystemError extends TesseraApiError {
  override name = 'SystemError';
}

/** The caller's `AbortSignal` fired before an answer arrived; `cause` is the signal's reason. */
export class RequestAbortedError extends TesseraApiError {
  override name = 'RequestAbortedError';

  constructor(cause?: unknown) {
    super('Request aborted', { code: 'ABORTED', cause });
  }
}

/** No answer within the call's time limit (`timeoutMs` of the call, else of the client). */
export class RequestTimeoutError extends SystemError {
  override name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`, { code: 'DEADLINE_EXCEEDED' });
    this.timeoutMs = timeoutMs;
  }
}

/** A 200 answer that lacks a part the call needs (never papered over with an empty value). */
export class MalformedResponseError extends SystemError {
  override name = 'MalformedResponseError';
}

/** Raised locally before any request is sent (unknown method, URL or options not created). */
export class TesseraClientError extends Error {
  override name = 'TesseraClientError';
}

export const REQUEST_ID_HEADER = 'x-wix-request-id';

/** `Not Found` → `NOT_FOUND`. */
export function constantCase(text: string): string {
  return (
    text
      .trim()
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toUpperCase() || 'UNKNOWN'
  );
}

export function sortViolations(violations: FieldViolation[]): FieldViolation[] {
  return [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function systemErrorMessage(requestId: string | undefined): string {
  return requestId ? `System error occurred, request id: ${requestId}` : 'System error occurred';
}

/**
 * Maps a non-200 response to an error (spec §8). The body is read once; an unreadable body
 * counts as an empty one.
 */
export async function errorFromResponse(response: Response): Promise<TesseraApiError> {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const status = response.status;
  const statusText = response.statusText || 'UNKNOWN';
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const message = isObject(body) && typeof body.message === 'string' ? body.message : undefined;
  const details = isObject(body) && isObject(body.details) ? body.details : undefined;

  const validation = details?.validationError;
  if (isObject(validation) && Array.isArray(validation.fieldViolations)) {
    const violations = validation.fieldViolations.filter(isObject).map((v) => ({
      ...v,
      field: String(v.field ?? ''),
      description: String(v.description ?? ''),
    })) as FieldViolation[];
    return new ValidationError(violations, { status, requestId });
  }

  const application = details?.applicationError;
  if (isObject(application)) {
    const description = typeof application.description === 'string' ? application.description : statusText;
    const code =
      typeof application.code === 'string' || typeof application.code === 'number'
        ? String(application.code)
        : constantCase(statusText);
    const base = message ?? statusText;
    const combined = base === description ? base : `${base}: ${description}`;
    const data = isObject(application.data) ? application.data : {};
    return new ApplicationError(combined, { description, code, data }, { status, requestId });
  }

  if (status >= 400 && status < 500) {
    return new ApplicationError(
      message ?? statusText,
      { description: statusText, code: constantCase(statusText) },
      { status, requestId },
    );
  }

  return new SystemError(systemErrorMessage(requestId), {
    status,
    code: constantCase(statusText),
    requestId,
    details: details as ErrorDetails | undefined,
  });
}
