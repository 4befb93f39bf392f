import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What the official `@wix/events` packages promise about an answer, read from the packages
 * themselves so a compatibility test follows the installed version:
 *
 * - `declaredRequiredPaths('orders', 'getOrder')`: the paths a function's declared answer marks
 *   non-nullable (`NonNullablePaths<…, 'a' | 'b.${number}.c'>` in its `index.d.mts`) — what a
 *   site built on the official types reads without checking;
 * - `missingRequired(value, paths)`: the ones an answer lacks. A path counts once its parent is
 *   there: a message field the answer leaves out (an order's `invoice` without the INVOICE
 *   fieldset) takes its required leaves with it, as with the provider, while a present object must
 *   carry every required leaf and every required list, even an empty one.
 *
 * The types of what is there are checked with the packages' zod schemas (`@wix/events/schemas`).
 */
const require = createRequire(import.meta.url);

export function declaredRequiredPaths(module: string, fn: string): string[] {
  return declaredPackagePaths(`events_${module}`, fn);
}

/** The same for any official package, by its name after `@wix/auto_sdk_` (`stores_brands-v-3`). */
export function declaredPackagePaths(pkg: string, fn: string): string[] {
  const main = require.resolve(`@wix/auto_sdk_${pkg}`);
  const root = main.slice(0, main.lastIndexOf('/build/'));
  const source = readFileSync(join(root, 'build', 'es', 'index.d.mts'), 'utf8');
  const signature = `interface ${fn[0]!.toUpperCase()}${fn.slice(1)}Signature {`;
  const start = source.indexOf(signature);
  if (start < 0) throw new Error(`${pkg}.${fn}: no signature in ${dirname(main)}`);
  const end = source.indexOf('\n}', start);
  const body = source.slice(start, end);
  const promised = /Promise<NonNullablePaths<\w+,\s*([^>]*?),\s*\d+>/.exec(body);
  if (!promised) return [];
  return [...promised[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

const isAbsent = (v: unknown) => v === undefined || v === null;

export function missingRequired(value: unknown, paths: string[]): string[] {
  const missing = new Set<string>();
  const walk = (node: unknown, rest: string[], at: string): void => {
    const [head, ...tail] = rest;
    if (head === undefined) return;
    if (head === '${number}') {
      if (!Array.isArray(node)) return void missing.add(`${at} (not a list)`);
      node.forEach((item, i) => walk(item, tail, `${at}[${i}]`));
      return;
    }
    if (typeof node !== 'object' || node === null) return void missing.add(`${at} (not an object)`);
    const child = (node as Record<string, unknown>)[head];
    const here = at ? `${at}.${head}` : head;
    if (isAbsent(child)) {
      // A leaf (or a list) must be there; an absent message takes its leaves with it.
      const isLeafOrList = tail.length === 0 || tail[0] === '${number}';
      if (isLeafOrList) missing.add(here);
      return;
    }
    walk(child, tail, here);
  };
  for (const path of paths) walk(value, path.split('.'), '');
  return [...missing];
}

interface ZodLike {
  safeParse(v: unknown): {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
}

/**
 * The zod issues of `value` against an official schema, as `path: message` lines. An empty
 * string where a GUID or a URL is expected is the provider's own "none" (a proto3 string's
 * default: the `memberId` of a visitor's order, a ticket without a wallet pass), so it is not an
 * issue.
 */
const EMPTY_ALLOWED = new Set(['Must be a valid GUID', 'Invalid URL']);
export function schemaIssues(schema: ZodLike, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const at = (path: PropertyKey[]) =>
    path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], value);
  return result
    .error!.issues.filter((i) => !(EMPTY_ALLOWED.has(i.message) && at(i.path) === ''))
    .map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}
