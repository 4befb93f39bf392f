type Doc = Record<string, any>;

const isPlainObject = (v: unknown): v is Doc => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Field masks arrive as a comma-separated string or a list of dotted paths. */
export function normalizeFieldMask(mask: string | string[] | undefined): string[] | undefined {
  if (mask === undefined) return undefined;
  const paths = (Array.isArray(mask) ? mask : mask.split(',')).map((p) => p.trim()).filter(Boolean);
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
 */
export function applyPatch<T extends Doc>(target: T, patch: Doc, mask?: string[]): T {
  const result = structuredClone(target) as Doc;
  for (const path of mask ?? pathsOf(patch)) {
    const segments = path.split('.');
    const value = getPath(patch, segments);
    if (value === undefined || value === null) deletePath(result, segments);
    else setPath(result, segments, structuredClone(value));
  }
  return result as T;
}

function getPath(doc: Doc, segments: string[]): unknown {
  let current: any = doc;
  for (const s of segments) {
    if (!isPlainObject(current)) return undefined;
    current = current[s];
  }
  return current;
}

function setPath(doc: Doc, segments: string[], value: unknown): void {
  let current = doc;
  for (const s of segments.slice(0, -1)) {
    if (!isPlainObject(current[s])) current[s] = {};
    current = current[s];
  }
  current[segments[segments.length - 1]] = value;
}

function deletePath(doc: Doc, segments: string[]): void {
  let current: any = doc;
  for (const s of segments.slice(0, -1)) {
    if (!isPlainObject(current[s])) return;
    current = current[s];
  }
  delete current[segments[segments.length - 1]];
}
