import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope, FieldViolation, RuleKind } from '@tessera/contracts';
import { isPageNavigation } from './api-paths.ts';
import { ProviderUnavailableError } from './payments/provider.ts';

export type ErrorKind =
  | 'VALIDATION'
  | 'INVALID'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION';

const statusByKind: Record<ErrorKind, number> = {
  VALIDATION: 400,
  INVALID: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION: 428,
};

/** A known failure: mapped once, in the error handler, to a status and the wire envelope. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly data?: Record<string, unknown>;
  readonly violations?: FieldViolation[];

  constructor(
    kind: ErrorKind,
    code: string,
    description: string,
    data?: Record<string, unknown>,
    violations?: FieldViolation[],
  ) {
    super(description);
    this.kind = kind;
    this.code = code;
    this.data = data;
    this.violations = violations;
  }

  get status(): number {
    return statusByKind[this.kind];
  }
}

export const violation = (
  field: string,
  description: string,
  violatedRule: RuleKind,
  data?: Record<string, unknown>,
  ruleName?: string,
): FieldViolation => ({
  field,
  description,
  violatedRule,
  ...(ruleName ? { ruleName } : {}),
  ...(data ? { data } : {}),
});

export const validationError = (violations: FieldViolation[]): AppError =>
  new AppError('VALIDATION', 'INVALID_ARGUMENT', describeViolations(violations), undefined, violations);

/**
 * A validation error whose field paths start elsewhere in this route's request (a listing names
 * `query.filter…`; CountX has its filter at `filter`). Any other error is answered as it is.
 */
export function withViolationsMoved(error: unknown, from: RegExp, to: string): unknown {
  if (!(error instanceof AppError) || error.kind !== 'VALIDATION' || !error.violations) return error;
  return validationError(error.violations.map((v) => ({ ...v, field: v.field.replace(from, to) })));
}

export const notFound = (code: string, description: string, data?: Record<string, unknown>): AppError =>
  new AppError('NOT_FOUND', code, description, data);

function describeViolations(violations: FieldViolation[]): string {
  return violations.map((v) => `${v.field}: ${v.description}`).join('; ');
}

export function envelopeOf(error: AppError): ErrorEnvelope {
  if (error.kind === 'VALIDATION') {
    const fieldViolations = [...(error.violations ?? [])].sort((a, b) => a.field.localeCompare(b.field));
    return {
      message: `INVALID_ARGUMENT: ${error.message}`,
      details: { validationError: { fieldViolations } },
    };
  }
  return {
    message: error.message,
    details: {
      applicationError: {
        description: error.message,
        code: error.code,
        ...(error.data ? { data: error.data } : {}),
      },
    },
  };
}

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, any>;
}

const ruleByKeyword: Record<string, RuleKind> = {
  required: 'REQUIRED_FIELD',
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  maximum: 'MAX',
  exclusiveMaximum: 'MAX',
  minimum: 'MIN',
  exclusiveMinimum: 'MIN',
  maxItems: 'MAX_SIZE',
  minItems: 'MIN_SIZE',
  format: 'FORMAT',
  pattern: 'FORMAT',
  enum: 'INVALID_ENUM_VALUE',
  additionalProperties: 'FIELD_NOT_ALLOWED',
};

/** Turns Ajv's schema errors into field violations with dotted field paths. */
export function violationsFromAjv(errors: AjvError[], context?: string): FieldViolation[] {
  const seen = new Set<string>();
  const result: FieldViolation[] = [];
  for (const error of errors) {
    // A `null` alternative of a nullable field adds a second, redundant error.
    if (error.keyword === 'anyOf' || (error.keyword === 'type' && error.params.type === 'null')) continue;
    const segments = error.instancePath.split('/').filter(Boolean).map(unescapePointer);
    if (error.keyword === 'required') segments.push(error.params.missingProperty);
    if (error.keyword === 'additionalProperties') segments.push(error.params.additionalProperty);
    let field = segments.join('.');
    if (!field) field = context === 'params' ? 'path' : context === 'querystring' ? 'query' : 'body';
    const rule = ruleByKeyword[error.keyword] ?? 'VALIDATION';
    const key = `${field}|${rule}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const description = error.keyword === 'required' ? 'must not be empty' : (error.message ?? 'is invalid');
    const data: Record<string, unknown> = { ...error.params };
    if (error.keyword === 'format') data.type = String(error.params.format).toUpperCase();
    result.push(violation(field, description, rule, data));
  }
  return result;
}

const unescapePointer = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
      let appError: AppError;
      if (error instanceof AppError) {
        appError = error;
      } else if (error instanceof ProviderUnavailableError) {
        // Spec §8 PROVIDER_IS_DOWN: nothing is known to have happened, the same call may be repeated.
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(envelopeOf(new AppError('CONFLICT', 'PROVIDER_IS_DOWN', error.message)));
      } else if (error.validation) {
        appError = validationError(violationsFromAjv(error.validation, error.validationContext));
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
        const violations = [violation('body', error.message, 'VALIDATION', { code: error.code })];
        appError =
          error.statusCode === 400
            ? validationError(violations)
            : new AppError('INVALID', error.code ?? 'BAD_REQUEST', error.message);
        return reply.status(error.statusCode).send(envelopeOf(appError));
      } else {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({
          message: 'System error occurred',
          details: { applicationError: { description: 'System error occurred', code: 'INTERNAL_ERROR' } },
        });
      }
      return reply.status(appError.status).send(envelopeOf(appError));
    },
  );
}

/**
 * Unknown paths: page navigations get the site's page (`sendPage`, when the web app is served),
 * API requests a 404 envelope (platform/api-paths.ts).
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  sendPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && isPageNavigation(request)) return sendPage(request, reply);
    return reply
      .status(404)
      .send(envelopeOf(notFound('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)));
  });
}
