import { sql } from 'kysely';
import type { Member } from '@tessera/contracts/members';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import { toMember } from './members.mapper.ts';
import { normalizeEmail, type MemberRow } from '../identity/index.ts';

// The members listing (QueryMembers, ListMembers) and the member filter of the bulk calls: one
// set of fields through the platform's filter compiler, so a filter selects the same members
// whether it lists them or acts on them.

/** Wire status → stored status. */
const STATUS_OF_WIRE: Readonly<Record<string, string>> = {
  APPROVED: 'ACTIVE',
  PENDING: 'PENDING',
  BLOCKED: 'BLOCKED',
};
const EQUALITY = ['$eq', '$ne', '$in', '$nin'] as const;

/** Fields a member filter may name; only `createdDate` sorts. */
export const memberQueryFields: QueryFields = {
  id: {
    kind: 'string',
    sql: sql.ref('members.id'),
    nullable: false,
    operators: EQUALITY,
    listsNotEmpty: true,
    sortable: false,
  },
  loginEmail: {
    kind: 'string',
    sql: sql.ref('members.login_email'),
    operators: [...EQUALITY, '$startsWith'],
    listsNotEmpty: true,
    normalize: normalizeEmail,
    sortable: false,
  },
  status: {
    kind: 'enum',
    values: Object.keys(STATUS_OF_WIRE),
    sql: sql.ref('members.status'),
    equals: (status) => sql`members.status = ${STATUS_OF_WIRE[status] ?? '-'}`,
    nullable: false,
    operators: EQUALITY,
    listsNotEmpty: true,
    sortable: false,
  },
  createdDate: { kind: 'date', sql: sql.ref('members.created_date'), nullable: false },
};

export interface MembersPageAnswer {
  members: Member[];
  metadata: {
    count: number;
    offset?: number;
    total?: number;
    tooManyToCount?: boolean;
    cursors?: { next?: string | null; prev?: string | null };
    hasNext?: boolean;
  };
}

/** The members listing (platform/query/listing.ts): the owner's ListMembers and QueryMembers. */
export const membersListing = defineListing({
  name: 'members',
  routes: ['listMembers', 'queryMembers'],
  table: 'members',
  kind: 'members',
  // Deleted members keep a row (without their email) and are never listed.
  base: (scope, _ctx: null) => selectFromSite(scope, 'members').where('members.status', '!=', 'DELETED'),
  fields: () => memberQueryFields,
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'members.id',
  // Larger pages are cut to 100, as members listings always did.
  limits: { default: 50, max: 100, overMax: 'clamp' },
  contextKey: () => '',
  sortPath: 'sorting',
  shape: (page: QueryPage<MemberRow>): MembersPageAnswer => {
    const { count = page.rows.length, ...rest } = page.pagingMetadata;
    return { members: page.rows.map(toMember), metadata: { count, ...rest } };
  },
});
