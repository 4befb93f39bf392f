/**
 * An object of names chosen by people (option names, choice names): built with own properties on
 * a null prototype, so a name such as `__proto__` or `constructor` is plain data, never the
 * object's prototype or an inherited member.
 */
export function ownRecord(entries: Iterable<readonly [string, string]>): Record<string, string> {
  const record: Record<string, string> = Object.create(null);
  for (const [key, value] of entries) {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return record;
}

/** The own entries of a record that came from a request (never inherited ones). */
export const ownEntries = (record: Record<string, string> | undefined): [string, string][] =>
  record ? Object.keys(record).map((key) => [key, Object.getOwnPropertyDescriptor(record, key)!.value]) : [];
