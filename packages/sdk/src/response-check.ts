import type { ResponseCheck } from './transport.ts';

// Small checks of a 200 answer's shape, so a missing part fails loudly instead of becoming `{}`.

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body is a JSON object whose `key` holds an object. */
export const hasObject =
  (key: string): ResponseCheck =>
  (body) =>
    !isObject(body)
      ? 'the body is not a JSON object'
      : isObject(body[key])
        ? undefined
        : `"${key}" is missing`;

/** Every check passes; the first problem is reported. */
export const allOf =
  (...checks: ResponseCheck[]): ResponseCheck =>
  (body) => {
    for (const check of checks) {
      const problem = check(body);
      if (problem !== undefined) return problem;
    }
    return undefined;
  };

/** The body is a JSON object whose `key` holds an array. */
export const hasArray =
  (key: string): ResponseCheck =>
  (body) =>
    !isObject(body)
      ? 'the body is not a JSON object'
      : Array.isArray(body[key])
        ? undefined
        : `"${key}" is missing or not a list`;

/** The body is a JSON object whose `key` holds a string. */
export const hasString =
  (key: string): ResponseCheck =>
  (body) =>
    !isObject(body)
      ? 'the body is not a JSON object'
      : typeof body[key] === 'string'
        ? undefined
        : `"${key}" is missing`;
