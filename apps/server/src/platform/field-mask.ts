import { validationError, violation } from './errors.ts';
import { isPrototypeKey } from './own-keys.ts';

type Doc = Record<string, any>;

const isPlainObject = (v: unknown): v is Doc => v !== null && typeof v === 'object' && !Array.isArray(v);

const MAX_MASK_PATHS = 100;
const MAX_PATH_DEPTH = 10;
const SEGMENT = /^[A-Za-z0-9_]{1,100}$/;

/**
 * Field masks arrive as a comma-separated string or a list of dotted paths. Each path must be
 * plain dotted names; a segment that reaches the prototype (`__proto__`, `constructor`) is refused.
 */
export function normalizeFieldMask(
  mask: string | string[] | undefined,
  field = 'fieldMask',
): string[] | undefined {
  if (mask === undefined) return undefined;
  const paths = (Array.isArray(mask) ? mask : mask.split(',')).map((p) => p.trim()).filter(Boolean);
  if (paths.length > MAX_MASK_PATHS) {
    throw validationError([violation(field, `at most ${MAX_MASK_PATHS} paths`, 'MAX_SIZE')]);
  }
  const violations = paths.flatMap((path, i) => {
    const segments = path.split('.');
    const bad =
      segments.length > MAX_PATH_DEPTH || segments.some((s) => !SEGMENT.test(s) || isPrototypeKey(s));
    return bad ? [violation(`${field}[${i}]`, `"${path.slice(0, 200)}" is not a field path`, 'FORMAT')] : [];
  });
  if (violations.length) throw validationError(violations);
  return paths.length ? paths : undefined;
}

/** Every leaf path present in a patch (arrays count as leaves). */
export function pathsOf(patch: Doc, prefix = ''): string[] {
  return Object.entries(patch).flatMap(([key, value]) =>
    isPlainObject(value) && Object.keys(value).length
      ? pathsOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * PATCH semantics: with a mask, exactly the masked paths are written (a path missing from
 * the patch is cleared); without one, every path present in the patch is written.
 * Paths are walked over own properties only, so no path can reach or change a prototype.
 */
export function applyPatch<T extends Doc>(target: T, patch: Doc, mask?: string[]): T {
  const result = structuredClone(target) as Doc;
  for (const path of mask ?? pathsOf(patch)) {
    const segments = path.split('.');
    if (segments.some(isPrototypeKey)) continue;
    const value = getPath(patch, segments);
    if (value === undefined || value === null) deletePath(result, segments);
    else setPath(result, segments, structuredClone(value));
  }
  return result as T;
}

function getPath(doc: Doc, segments: string[]): unknown {
  let current: unknown = doc;
  for (const s of segments) {
    if (!isPlainObject(current) || !Object.hasOwn(current, s)) return undefined;
    current = current[s];
  }
  return current;
}

function setPath(doc: Doc, segments: string[], value: unknown): void {
  let current = doc;
  for (const s of segments.slice(0, -1)) {
    if (!Object.hasOwn(current, s) || !isPlainObject(current[s])) current[s] = {};
    current = current[s];
  }
  current[segments[segments.length - 1]] = value;
}

function deletePath(doc: Doc, segments: string[]): void {
  let current: Doc = doc;
  for (const s of segments.slice(0, -1)) {
    if (!Object.hasOwn(current, s) || !isPlainObject(current[s])) return;
    current = current[s];
  }
  const last = segments[segments.length - 1];
  if (Object.hasOwn(current, last)) delete current[last];
}
