import { sql } from 'kysely';
import { STAFF_ACCESS, STAFF_SCOPES, type StaffMember } from '@tessera/contracts/staff';
import type { PagingMetadata } from '@tessera/contracts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryFields } from '../../platform/query/filter.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import { toWireStaffMember } from './staff.mapper.ts';
import type { StaffMemberRow } from './staff.store.ts';

const EQUALITY = ['$eq', '$ne', '$in', '$nin'] as const;
const knownScope = new Set<string>(STAFF_SCOPES);

/**
 * Scopes are stored as a JSON array of known names, so membership is a match of the quoted name
 * (a value outside the enum matches nothing rather than reaching the pattern).
 */
const hasScope = (value: unknown) =>
  typeof value === 'string' && knownScope.has(value)
    ? sql<boolean>`staff_members.scopes LIKE ${`%"${value}"%`}`
    : sql<boolean>`1 = 0`;

const staffQueryFields: QueryFields = {
  id: { kind: 'string', sql: sql.ref('staff_members.id'), nullable: false, operators: EQUALITY },
  email: {
    kind: 'string',
    sql: sql.ref('staff_members.email'),
    nullable: false,
    operators: [...EQUALITY, '$startsWith'],
    normalize: (value) => value.trim().toLowerCase(),
  },
  access: {
    kind: 'enum',
    values: STAFF_ACCESS,
    sql: sql.ref('staff_members.access'),
    nullable: false,
    operators: EQUALITY,
    sortable: false,
  },
  memberId: { kind: 'string', sql: sql.ref('staff_members.member_id'), operators: EQUALITY, sortable: false },
  scopes: {
    kind: 'enum',
    values: STAFF_SCOPES,
    members: (values, mode) => {
      const each = values.map(hasScope);
      if (each.length === 0) return sql<boolean>`1 = 1`;
      const joined = sql.join(each, sql` ${sql.raw(mode === 'all' ? 'AND' : 'OR')} `);
      return mode === 'none' ? sql<boolean>`NOT (${joined})` : sql<boolean>`(${joined})`;
    },
    sortable: false,
  },
  createdDate: { kind: 'date', sql: sql.ref('staff_members.created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: sql.ref('staff_members.updated_date'), nullable: false },
};

export interface StaffPageAnswer {
  staffMembers: StaffMember[];
  metadata: PagingMetadata;
}

/** QueryStaffMembers: the owner's list of staff members, on the common listing declaration. */
export const staffListing = defineListing({
  name: 'staff',
  routes: ['queryStaffMembers'],
  table: 'staff_members',
  // No versioned kind: a staff list is short, counted every time.
  base: (scope, _ctx: null) => selectFromSite(scope, 'staff_members'),
  fields: () => staffQueryFields,
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'staff_members.id',
  limits: { default: 50, max: 100 },
  contextKey: () => '',
  shape: (page: QueryPage<StaffMemberRow>): StaffPageAnswer => {
    const { count = page.rows.length, ...rest } = page.pagingMetadata;
    return { staffMembers: page.rows.map((row) => toWireStaffMember(row)), metadata: { count, ...rest } };
  },
});
