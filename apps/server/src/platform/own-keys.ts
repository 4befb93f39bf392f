/**
 * Names and paths from a request (field masks, filter and sort fields, facet names) are
 * hostile: looked up on a plain object, `constructor` or `__proto__` reach the prototype chain.
 * Every such lookup goes through these helpers, which see own properties only.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True for a name that reaches an object's prototype rather than its data. */
export const isPrototypeKey = (key: string): boolean => PROTOTYPE_KEYS.has(key);

/** `record[key]` when `key` is the record's own property; never an inherited value. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
