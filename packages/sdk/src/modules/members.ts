import type { Static } from '@sinclair/typebox';
import type { EnrollTotpResponse, FactorResponse } from '@tessera/contracts/identity';
import type { Member, UpdateMemberRequest } from '@tessera/contracts/members';
import {
  changePassword as changePasswordEndpoint,
  confirmFactor as confirmFactorEndpoint,
  enrollCodeFactor as enrollCodeFactorEndpoint,
  enrollTotp as enrollTotpEndpoint,
  listFactors as listFactorsEndpoint,
  removeFactor as removeFactorEndpoint,
} from '@tessera/contracts/routes/identity.endpoints';
import {
  deleteMyMember as deleteMyMemberEndpoint,
  getCurrentMember as getCurrentMemberEndpoint,
  joinCommunity as joinCommunityEndpoint,
  leaveCommunity as leaveCommunityEndpoint,
  updateCurrentMemberSlug as updateCurrentMemberSlugEndpoint,
  updateMember as updateMemberEndpoint,
} from '@tessera/contracts/routes/members.endpoints';
import { isObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { Member };
export type MemberChanges = Static<typeof UpdateMemberRequest>['member'];
export type Factor = Static<typeof FactorResponse>;
export type TotpEnrolment = Static<typeof EnrollTotpResponse>;

const memberAnswer = (body: unknown) =>
  isObject(body) && isObject(body.member) && typeof body.member.id === 'string'
    ? undefined
    : 'member is missing';

/**
 * `@tessera/sdk/members`: the logged-in member's own account — profile, password and second
 * factors. `createClient({ ..., modules: { members } })` gives `client.members.getCurrentMember()`.
 */
export function members(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** The member the access token belongs to (`fieldsets: FULL`: contact and profile). */
    async getCurrentMember(options?: CallOptions): Promise<Member> {
      const answer = await call(
        getCurrentMemberEndpoint,
        {},
        { fieldsets: ['FULL'] },
        { ...options, check: memberAnswer },
      );
      return answer.member;
    },
    async updateCurrentMember(
      memberId: string,
      changes: MemberChanges,
      options?: CallOptions,
    ): Promise<Member> {
      const answer = await call(
        updateMemberEndpoint,
        { memberId },
        { member: changes },
        { ...options, check: memberAnswer },
      );
      return answer.member;
    },
    /** The member's own profile slug (normalised by the server); 409 when another member has it. */
    async updateCurrentMemberSlug(slug: string, options?: CallOptions): Promise<Member> {
      const answer = await call(
        updateCurrentMemberSlugEndpoint,
        {},
        { slug },
        { ...options, check: memberAnswer },
      );
      return answer.member;
    },
    /**
     * Shows the member's profile in the site's community: their `privacyStatus` becomes PUBLIC.
     */
    async joinCommunity(options?: CallOptions): Promise<Member> {
      const answer = await call(joinCommunityEndpoint, {}, {}, { ...options, check: memberAnswer });
      return answer.member;
    },
    /** Hides the member's profile from the community: their `privacyStatus` becomes PRIVATE. */
    async leaveCommunity(options?: CallOptions): Promise<Member> {
      const answer = await call(leaveCommunityEndpoint, {}, {}, { ...options, check: memberAnswer });
      return answer.member;
    },
    /**
     * Deletes the member's own account, as the owner's delete does: their sessions end and this
     * client's tokens stop working at once (log out here afterwards), and the email may register
     * again. Cannot be undone.
     */
    async deleteMyMember(options?: CallOptions): Promise<void> {
      await call(deleteMyMemberEndpoint, {}, undefined, options);
    },
    async changePassword(newPassword: string, options?: CallOptions): Promise<void> {
      await call(changePasswordEndpoint, {}, { newPassword }, options);
    },
    async listFactors(options?: CallOptions): Promise<Factor[]> {
      return (await call(listFactorsEndpoint, {}, undefined, options)).factors;
    },
    /** Starts an authenticator app: its secret and `otpauth://` URL; confirm it with a first code. */
    enrollTotp(options?: CallOptions): Promise<TotpEnrolment> {
      return call(enrollTotpEndpoint, {}, {}, options);
    },
    /** Starts an emailed, SMS or call factor; a code is sent to confirm it. */
    enrollCodeFactor(
      factorType: 'EMAIL' | 'SMS' | 'CALL',
      target?: string,
      options?: CallOptions,
    ): Promise<Factor> {
      return call(enrollCodeFactorEndpoint, {}, { factorType, ...(target ? { target } : {}) }, options);
    },
    async confirmFactor(factorId: string, code: string, options?: CallOptions): Promise<void> {
      await call(confirmFactorEndpoint, {}, { factorId, code }, options);
    },
    /**
     * Turns a second factor off. Asks for the member's current password: a wrong one is an
     * `ApplicationError` with code `-19976` and counts toward the login lockout (`ACCOUNT_LOCKED`,
     * 429, once reached); a member without a password gets `-19973` (set one by recovery first).
     */
    async removeFactor(
      factorId: string,
      confirmation: { password: string },
      options?: CallOptions,
    ): Promise<void> {
      await call(removeFactorEndpoint, {}, { factorId, password: confirmation.password }, options);
    },
  };
}

export type MembersModule = ReturnType<typeof members>;
