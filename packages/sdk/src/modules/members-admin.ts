import type { Static } from '@sinclair/typebox';
import type { DevMailboxMessage, IdentitySettings } from '@tessera/contracts/identity';
import type {
  BulkDeleteMembersResponse,
  BulkMembersByFilterResponse,
  Member,
  MembersPage,
  QueryMembersRequest,
} from '@tessera/contracts/members';
import {
  getIdentitySettings as getIdentitySettingsEndpoint,
  listDevMailbox as listDevMailboxEndpoint,
  unlockMemberSecondFactor as unlockMemberSecondFactorEndpoint,
  updateIdentitySettings as updateIdentitySettingsEndpoint,
} from '@tessera/contracts/routes/identity.endpoints';
import {
  approveMember as approveMemberEndpoint,
  blockMember as blockMemberEndpoint,
  bulkApproveMembers as bulkApproveMembersEndpoint,
  bulkBlockMembers as bulkBlockMembersEndpoint,
  bulkDeleteMembers as bulkDeleteMembersEndpoint,
  bulkDeleteMembersByFilter as bulkDeleteMembersByFilterEndpoint,
  createMember as createMemberEndpoint,
  deleteMember as deleteMemberEndpoint,
  deleteMemberAddresses as deleteMemberAddressesEndpoint,
  deleteMemberEmails as deleteMemberEmailsEndpoint,
  deleteMemberPhones as deleteMemberPhonesEndpoint,
  disconnectMember as disconnectMemberEndpoint,
  muteMember as muteMemberEndpoint,
  queryMembers as queryMembersEndpoint,
  unblockMember as unblockMemberEndpoint,
  unmuteMember as unmuteMemberEndpoint,
  updateMemberSlug as updateMemberSlugEndpoint,
} from '@tessera/contracts/routes/members.endpoints';
import { hasArray, hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type MembersQuery = NonNullable<Static<typeof QueryMembersRequest>['query']>;
export type MembersQueryResult = Static<typeof MembersPage>;
export type IdentitySettingsValues = Static<typeof IdentitySettings>;
export type DevMailboxEntry = Static<typeof DevMailboxMessage>;
export type MemberAction = 'approve' | 'block' | 'unblock' | 'delete' | 'disconnect' | 'mute' | 'unmute';
/** What a bulk call does to the members a filter (QueryMembers' filter) selects. */
export type BulkMemberAction = 'approve' | 'block' | 'delete';
export type MembersFilter = NonNullable<MembersQuery['filter']>;
export type BulkByFilterResult = Static<typeof BulkMembersByFilterResponse>;
export type BulkDeleteResult = Static<typeof BulkDeleteMembersResponse>;
/** A member the owner adds; `sendActivationEmail` mails them a link to set their password. */
export interface NewMember {
  loginEmail: string;
  firstName?: string;
  lastName?: string;
  sendActivationEmail?: boolean;
}

// Each action is one endpoint taking the member's id (`:id`) and an empty body.
const ACTIONS = {
  approve: approveMemberEndpoint,
  block: blockMemberEndpoint,
  unblock: unblockMemberEndpoint,
  delete: deleteMemberEndpoint,
  disconnect: disconnectMemberEndpoint,
  mute: muteMemberEndpoint,
  unmute: unmuteMemberEndpoint,
} as const satisfies Record<MemberAction, unknown>;
// Each bulk action takes `{ filter }` and answers the job that runs it.
const BULK_ACTIONS = {
  approve: bulkApproveMembersEndpoint,
  block: bulkBlockMembersEndpoint,
  delete: bulkDeleteMembersByFilterEndpoint,
} as const satisfies Record<BulkMemberAction, unknown>;

const hasMember = hasObject('member');
const hasJob = hasString('jobId');
const hasSettings = hasObject('settings');

/**
 * `@tessera/sdk/members-admin`: the owner's side of members and identity — the member list and its
 * actions, the site's identity settings and the development mailbox. Owner (or staff) credentials.
 */
export function membersAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** Members with their contact (`fieldsets: FULL`), newest first unless `query.sorting` says otherwise. */
    queryMembers(query: MembersQuery = {}, options?: CallOptions): Promise<MembersQueryResult> {
      return call(
        queryMembersEndpoint,
        {},
        { query: { sorting: [{ fieldName: 'createdDate', order: 'DESC' }], ...query }, fieldsets: ['FULL'] },
        { ...options, check: hasArray('members') },
      );
    },
    /** Adds a member (approved, no password yet); 409 when the email is taken. */
    async createMember(member: NewMember, options?: CallOptions): Promise<Member> {
      const { loginEmail, firstName, lastName, sendActivationEmail } = member;
      const contact = {
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName } : {}),
      };
      const answer = await call(
        createMemberEndpoint,
        {},
        { member: { loginEmail, contact }, sendActivationEmail: sendActivationEmail ?? false },
        { ...options, check: hasMember },
      );
      return answer.member;
    },
    /**
     * Sets a member's profile slug (normalised by the server: lower case, blanks as `-`); 409
     * `SLUG_ALREADY_EXISTS` when another member has it.
     */
    async setMemberSlug(memberId: string, slug: string, options?: CallOptions): Promise<Member> {
      const answer = await call(
        updateMemberSlugEndpoint,
        { id: memberId },
        { slug },
        { ...options, check: hasMember },
      );
      return answer.member;
    },
    /**
     * approve, block or delete every member the filter selects that the action changes: at
     * most 1,000 per call (the server refuses a filter that selects more, changing nothing).
     */
    bulkMembersByFilter(
      action: BulkMemberAction,
      filter: MembersFilter,
      options?: CallOptions,
    ): Promise<BulkByFilterResult> {
      return call(BULK_ACTIONS[action], {}, { filter }, { ...options, check: hasJob });
    },
    /** Deletes up to 100 members by id; each id gets its own result. */
    bulkDeleteMembers(memberIds: string[], options?: CallOptions): Promise<BulkDeleteResult> {
      return call(bulkDeleteMembersEndpoint, {}, { memberIds }, { ...options, check: hasArray('results') });
    },
    /**
     * approve (a pending member), block, unblock, delete (blocking and deleting end their
     * sessions), disconnect (signs them out everywhere), mute or unmute.
     */
    async runMemberAction(action: MemberAction, memberId: string, options?: CallOptions): Promise<void> {
      await call(ACTIONS[action], { id: memberId }, action === 'delete' ? undefined : {}, options);
    },
    /** Clears a member's contact addresses; answers the member. 404 for an unknown member. */
    async deleteMemberAddresses(memberId: string, options?: CallOptions): Promise<Member> {
      const answer = await call(deleteMemberAddressesEndpoint, { id: memberId }, undefined, {
        ...options,
        check: hasMember,
      });
      return answer.member;
    },
    /**
     * Clears a member's contact emails; answers the member (whose emails are then their login email
     * alone). 404 for an unknown member.
     */
    async deleteMemberEmails(memberId: string, options?: CallOptions): Promise<Member> {
      const answer = await call(deleteMemberEmailsEndpoint, { id: memberId }, undefined, {
        ...options,
        check: hasMember,
      });
      return answer.member;
    },
    /** Clears a member's contact phones; answers the member. 404 for an unknown member. */
    async deleteMemberPhones(memberId: string, options?: CallOptions): Promise<Member> {
      const answer = await call(deleteMemberPhonesEndpoint, { id: memberId }, undefined, {
        ...options,
        check: hasMember,
      });
      return answer.member;
    },
    /**
     * Unlocks a member's two-step login after too many wrong codes (they got `MFA_LOCKED`); their
     * count of wrong codes starts over. 404 for an unknown member.
     */
    async unlockMemberSecondFactor(memberId: string, options?: CallOptions): Promise<void> {
      await call(unlockMemberSecondFactorEndpoint, { id: memberId }, {}, options);
    },
    async getIdentitySettings(options?: CallOptions): Promise<IdentitySettingsValues> {
      const answer = await call(getIdentitySettingsEndpoint, {}, undefined, {
        ...options,
        check: hasSettings,
      });
      return answer.settings;
    },
    async updateIdentitySettings(
      changes: Partial<IdentitySettingsValues>,
      options?: CallOptions,
    ): Promise<IdentitySettingsValues> {
      const answer = await call(
        updateIdentitySettingsEndpoint,
        {},
        { settings: changes },
        { ...options, check: hasSettings },
      );
      return answer.settings;
    },
    /** Messages kept instead of sent while no SMTP server is configured (development). */
    async listDevMailbox(
      filter: { to?: string; limit?: number } = {},
      options?: CallOptions,
    ): Promise<DevMailboxEntry[]> {
      const answer = await call(
        listDevMailboxEndpoint,
        {},
        { limit: 100, ...filter },
        { ...options, check: hasArray('messages') },
      );
      return answer.messages;
    },
  };
}

export type MembersAdminModule = ReturnType<typeof membersAdmin>;
export type { Member };
