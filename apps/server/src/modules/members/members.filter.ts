import { validationError, violation } from '../../platform/errors.ts';

// The member filter of QueryMembers and of the bulk calls by filter: one parser, so a filter
// selects the same members whether it lists them or acts on them.

type Column = 'id' | 'login_email' | 'status';
export type MemberCondition = { column: Column; values: string[] };

/** Filterable fields of a member filter and their columns (looked up, never walked). */
const FILTER_COLUMNS = new Map<string, Column>([
  ['id', 'id'],
  ['_id', 'id'],
  ['loginEmail', 'login_email'],
  ['status', 'status'],
]);
const STATUS_OF_WIRE = new Map([
  ['APPROVED', 'ACTIVE'],
  ['PENDING', 'PENDING'],
  ['BLOCKED', 'BLOCKED'],
]);

/**
 * `{"status": "PENDING"}`, `{"loginEmail": {"$eq": ...}}`, `{"id": {"$in": [...]}}`; `path` is
 * where the filter sits in the request (`query.filter`, `filter`), for the field violations.
 */
export function parseMemberFilter(
  filter: Record<string, unknown> | null | undefined,
  path: string,
): MemberCondition[] {
  const conditions: MemberCondition[] = [];
  for (const [field, raw] of Object.entries(filter ?? {})) {
    const column = FILTER_COLUMNS.get(field);
    if (!column)
      throw validationError([
        violation(`${path}.${field}`, 'cannot be filtered on', 'FIELD_NOT_ALLOWED', {}),
      ]);
    let values: unknown[];
    if (typeof raw === 'string') values = [raw];
    else if (raw && typeof raw === 'object' && Object.hasOwn(raw, '$eq'))
      values = [(raw as { $eq: unknown }).$eq];
    else if (raw && typeof raw === 'object' && Object.hasOwn(raw, '$in'))
      values = (raw as { $in: unknown[] }).$in;
    else values = [];
    if (
      !Array.isArray(values) ||
      !values.length ||
      values.length > 100 ||
      values.some((v) => typeof v !== 'string')
    ) {
      throw validationError([
        violation(
          `${path}.${field}`,
          'must be a string, {"$eq": string} or {"$in": [strings]}',
          'VALIDATION',
          {},
        ),
      ]);
    }
    let strings = values as string[];
    if (column === 'status') strings = strings.map((s) => STATUS_OF_WIRE.get(s) ?? '-');
    if (column === 'login_email') strings = strings.map((s) => s.trim().toLowerCase());
    conditions.push({ column, values: strings });
  }
  return conditions;
}
