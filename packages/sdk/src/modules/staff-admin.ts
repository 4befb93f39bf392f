import type { QueryV2 } from '@tessera/contracts';
import type { StaffMember, StaffScope } from '@tessera/contracts/staff';
import {
  createStaffMember as createEndpoint,
  deleteStaffMember as deleteEndpoint,
  getStaffMember as getEndpoint,
  loginStaffMember as loginEndpoint,
  queryStaffMembers as queryEndpoint,
  resendStaffInvitation as resendEndpoint,
  updateStaffMember as updateEndpoint,
} from '@tessera/contracts/routes/staff.endpoints';
import { hasArray, hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { StaffAccess, StaffMember, StaffScope } from '@tessera/contracts/staff';
export { STAFF_SCOPES } from '@tessera/contracts/staff';
export type { QueryPage } from './paged-query.ts';

/** An invitation: the join link (answered once, only its digest is kept) and the member it made. */
export interface StaffInvitation {
  staffMember: StaffMember;
  joinToken: string;
  joinLink: string;
}
export interface StaffChanges {
  name?: string | null;
  scopes?: StaffScope[];
}
/** A single-use login link (a one-time code in its fragment, no credential) and when it stops working. */
export interface StaffLoginLink {
  loginLink: string;
  expiresDate: string;
}

const hasStaffMember = hasObject('staffMember');

/**
 * `@tessera/sdk/staff-admin`: the owner invites people by email with scopes (CHECK_IN_GUESTS,
 * SELL_TICKETS, ADD_GUESTS, READ_ANALYTICS), pauses, resumes and removes them, and makes login
 * links. Owner credentials. A staff member's own calls (join, access) are `@tessera/sdk/staff`.
 */
export function staffAdmin(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<StaffMember>(q, async (page) => {
      const answer = await call(
        queryEndpoint,
        {},
        { query: page },
        {
          ...options,
          check: hasArray('staffMembers'),
          idempotent: true,
        },
      );
      return { items: answer.staffMembers, paging: answer.metadata };
    });
  return {
    /** Staff by filter (`email`, `access`, `scopes`, `memberId`), sorted by `createdDate`, `email`… */
    queryStaffMembers(q: QueryV2 = {}, options?: CallOptions): Promise<QueryPage<StaffMember>> {
      return query(q, options);
    },
    /** The same as a builder: `staff().eq('access', 'PENDING').ascending('email').find()`. */
    staff(options?: CallOptions): QueryBuilder<StaffMember> {
      return new QueryBuilder((q) => query(q, options));
    },
    async getStaffMember(staffMemberId: string, options?: CallOptions): Promise<StaffMember> {
      return (await call(getEndpoint, { staffMemberId }, undefined, { ...options, check: hasStaffMember }))
        .staffMember;
    },
    /** Invites by email: PENDING until they join with the link (409 `STAFF_MEMBER_EXISTS` for a known email). */
    inviteStaffMember(
      invitation: { email: string; name?: string | null; scopes: StaffScope[] },
      options?: CallOptions,
    ): Promise<StaffInvitation> {
      return call(
        createEndpoint,
        {},
        { staffMember: invitation },
        {
          ...options,
          check: hasString('joinLink'),
        },
      );
    },
    /**
     * Mails a PENDING member a new join link (7 days again); the previous link stops working.
     * 428 `STAFF_MEMBER_ALREADY_JOINED` once they joined.
     */
    resendStaffInvitation(staffMemberId: string, options?: CallOptions): Promise<StaffInvitation> {
      return call(resendEndpoint, { staffMemberId }, {}, { ...options, check: hasString('joinLink') });
    },
    async updateStaffMember(
      staffMemberId: string,
      changes: StaffChanges,
      options?: CallOptions,
    ): Promise<StaffMember> {
      return (
        await call(
          updateEndpoint,
          { staffMemberId },
          { staffMember: changes },
          {
            ...options,
            check: hasStaffMember,
          },
        )
      ).staffMember;
    },
    /** Pauses (ACCESS_PAUSED) or resumes (HAS_ACCESS) a member who joined; a pending one is 428. */
    async setStaffAccess(
      staffMemberId: string,
      access: 'HAS_ACCESS' | 'ACCESS_PAUSED',
      options?: CallOptions,
    ): Promise<StaffMember> {
      return (
        await call(
          updateEndpoint,
          { staffMemberId },
          { staffMember: { access } },
          {
            ...options,
            check: hasStaffMember,
          },
        )
      ).staffMember;
    },
    async removeStaffMember(staffMemberId: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { staffMemberId }, undefined, options);
    },
    /** A short-lived, single-use link that opens the site logged in as a staff member who joined (a newer one replaces it). */
    staffLoginLink(staffMemberId: string, options?: CallOptions): Promise<StaffLoginLink> {
      return call(loginEndpoint, {}, { staffMemberId }, { ...options, check: hasString('loginLink') });
    },
  };
}

export type StaffAdminModule = ReturnType<typeof staffAdmin>;
