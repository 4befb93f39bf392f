import type { FormMessages, FormMessagesPatch } from '@tessera/contracts/event-forms';
import { validationError, violation } from '../../platform/errors.ts';
import { normalizeFieldMask } from '../../platform/field-mask.ts';
import { defaultMessages } from './form-document.ts';

type Tree = { [key: string]: Tree | string };

/**
 * UpdateMessages on the draft's messages. With `fields`, exactly those paths are written (a path
 * the patch leaves out goes back to its default: a form never shows an empty button); without,
 * every message is replaced, the ones left out taking their defaults. Paths may be written
 * relative to `messages` or starting with it, and must name a message or a group of them.
 */
export function updatedMessages(
  current: FormMessages,
  patch: FormMessagesPatch | undefined,
  fields: string | string[] | undefined,
): FormMessages {
  const defaults = defaultMessages() as unknown as Tree;
  const given = (patch ?? {}) as unknown as Tree;
  const mask = normalizeFieldMask(fields, 'fields');
  if (!mask) return mergeOver(defaults, given) as unknown as FormMessages;
  const paths = mask.map((p) => (p.startsWith('messages.') ? p.slice('messages.'.length) : p));
  const unknown = paths.flatMap((p, i) =>
    at(defaults, p) === undefined
      ? [violation(`fields[${i}]`, `"${p}" is not a form message`, 'VALIDATION')]
      : [],
  );
  if (unknown.length) throw validationError(unknown);
  const result = structuredClone(current) as unknown as Tree;
  for (const path of paths) {
    const fallback = at(defaults, path)!;
    const value = at(given, path);
    put(
      result,
      path,
      typeof fallback === 'string'
        ? typeof value === 'string'
          ? value
          : fallback
        : mergeOver(fallback, value),
    );
  }
  return result as unknown as FormMessages;
}

/** `base` with every message `over` gives replacing it (only the keys `base` knows). */
function mergeOver(base: Tree | string, over: Tree | string | undefined): Tree | string {
  if (typeof base === 'string') return typeof over === 'string' ? over : base;
  const out: Tree = {};
  for (const key of Object.keys(base)) {
    const next =
      over !== undefined && typeof over === 'object' && Object.hasOwn(over, key) ? over[key] : undefined;
    out[key] = mergeOver(base[key]!, next);
  }
  return out;
}

function at(tree: Tree, path: string): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const key of path.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

function put(tree: Tree, path: string, value: Tree | string): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) node = node[key] as Tree;
  node[keys.at(-1)!] = value;
}
