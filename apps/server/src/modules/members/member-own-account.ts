import { subjectOf, type Caller } from '../../platform/auth/caller.ts';
import type { Member } from '@tessera/contracts/members';
import type { MembersService } from './members.service.ts';

// The signed-in member's own account calls (DeleteMyMember, JoinCommunity, LeaveCommunity): the
// member the token belongs to, through the owner's paths, so they change exactly what those do.

/**
 * DeleteMyMember: the owner's DeleteMember for the calling member (member-actions.ts `deleteRow`:
 * sessions end, tokens are revoked, the email may register again).
 */
export function deleteMyMember(members: MembersService, caller: Caller): Promise<void> {
  return members.delete(caller, subjectOf(caller));
}

/**
 * JoinCommunity (PUBLIC) / LeaveCommunity (PRIVATE): the calling member's `privacyStatus`, written
 * through UpdateMember's path.
 */
export function setCommunityPrivacy(
  members: MembersService,
  caller: Caller,
  privacyStatus: 'PUBLIC' | 'PRIVATE',
): Promise<Member> {
  return members.update(caller, subjectOf(caller), { privacyStatus });
}
