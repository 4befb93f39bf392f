import type { Caller } from '../../platform/auth/caller.ts';
import type { Member } from '@tessera/contracts/members';
import type { MembersService } from './members.service.ts';

/** The lists of a member's contact that DeleteMemberAddresses / Emails / Phones clear. */
export type ContactList = 'addresses' | 'emails' | 'phones';

/**
 * Clears one list of the member's contact, through UpdateMember's path (an empty list replaces the
 * stored one; for phones, both kinds the profile keeps). Who may call is the route table's rule,
 * as for UpdateMember: the owner for any member, a member for themself.
 */
export function clearContactList(
  members: MembersService,
  caller: Caller,
  memberId: string,
  list: ContactList,
): Promise<Member> {
  return members.update(caller, memberId, { contact: { [list]: [] } });
}
