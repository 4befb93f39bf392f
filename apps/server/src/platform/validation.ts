import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

const factory = AjvCompiler();

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|([+-])(\d{2}):(\d{2}))$/i;

/**
 * `date-time` as the platform stores it: an ISO-8601 instant whose every part is in range.
 * ajv-formats accepts leap seconds (`23:59:60Z`) and `Date.parse` rolls `02-30` over to March;
 * neither is a date the platform can store and give back unchanged.
 */
export function isIsoDateTime(value: string): boolean {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, , offsetHour, offsetMinute] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  );
}

const common = { allErrors: true, removeAdditional: true, useDefaults: true } as const;

/**
 * Two validators: query strings and path parameters arrive as text and are coerced to the
 * schema's types (`limit=10`, a single `fields=X` as a list); JSON bodies carry their own types,
 * so a value of the wrong type is refused, never converted (`"title": 123` is a 400).
 */
const buildFromPool: BuildCompilerFromPool = (externalSchemas, ajvOptions) => {
  const build = (coerceTypes: 'array' | false) =>
    factory(externalSchemas, {
      ...ajvOptions,
      customOptions: { ...common, coerceTypes },
      onCreate: (ajv) => ajv.addFormat('date-time', { type: 'string', validate: isIsoDateTime }),
    } as Parameters<BuildCompilerFromPool>[1]);
  const strict = build(false);
  const lenient = build('array');
  // Fastify calls the compiler with the route's schema definition, which names the HTTP part
  // (the package's types only say "a schema").
  type RouteSchema = Parameters<typeof strict>[0] & { httpPart?: string };
  return (route: RouteSchema) =>
    compiledOnFirstUse(() => (route.httpPart === 'body' ? strict(route) : lenient(route)));
};

/** The shared schemas and options of a call, and what it answered. */
interface PoolCall {
  schemas: Array<[string, unknown]>;
  options: unknown;
  built: ReturnType<BuildCompilerFromPool>;
}
let lastCall: PoolCall | undefined;

/**
 * Fastify asks for the compiler again for every route registered in a context that added shared
 * schemas (the app adds its two at the root: every route), and the pool finds it by the JSON text
 * of those schemas and options, twice a call: ~38 % of a test app's start went to that text. The
 * same schema objects and options object as the last call are the same text: its answer again.
 */
const buildValidator: BuildCompilerFromPool = (externalSchemas, ajvOptions) => {
  const schemas = Object.entries(externalSchemas);
  const last = lastCall;
  if (
    last !== undefined &&
    last.options === ajvOptions &&
    last.schemas.length === schemas.length &&
    last.schemas.every(([id, schema], i) => schemas[i][0] === id && schemas[i][1] === schema)
  ) {
    return last.built;
  }
  lastCall = { schemas, options: ajvOptions, built: buildFromPool(externalSchemas, ajvOptions) };
  return lastCall.built;
};

/** What a compiled validator is to this wrapper: called with the data and its parent, `errors` after. */
type Validator = (data: never, context?: never) => unknown;

/**
 * A route's validator compiled when the route is first called, not when the app starts: compiling
 * every schema of ~700 routes at start made ~60 MB of garbage per app (Ajv's generated code) that
 * set the process's resident size for good, while most routes of a process are never called.
 * `schemaEnv` tells Fastify to pass the parent data (Ajv coerces a root value through it); the
 * compiled validator's `errors` are handed on after each call. Same validator, same answers.
 */
function compiledOnFirstUse<V extends Validator>(compile: () => V): V {
  let compiled: (V & { errors?: unknown }) | undefined;
  const validate = (data: never, context?: never) => {
    compiled ??= compile();
    const valid = compiled(data, context);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = undefined as unknown;
  return Object.assign(validate, { schemaEnv: true }) as unknown as V;
}

export const schemaController = { compilersFactory: { buildValidator } };
