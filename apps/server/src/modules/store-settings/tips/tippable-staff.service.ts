import type { InputOf, tipsRoutes as R } from '@tessera/contracts/routes/index';
import type { StaffMember } from '@tessera/contracts/staff';
import type { TippableStaff } from '@tessera/contracts/tips';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { StaffService } from '../../staff/index.ts';

/** The most staff answered (the typings: up to 100). */
const MAX_ANSWERED = 100;
/** Staff read per page of the staff module's listing, and the pages read at most (a site's staff is short). */
const PAGE = 100;
const MAX_PAGES = 20;

/** A staff member as one who may get part of a tip; the name falls back to the email, so a picker can show everyone. */
const toTippable = (member: StaffMember): TippableStaff => ({
  id: member.id,
  name: member.name?.trim() || member.email,
  staffMemberId: member.id,
  ...(member.memberId ? { identificationData: { memberId: member.memberId } } : {}),
});

/**
 * ListTippableStaff: the site's staff members (every access state: a paused or invited person is
 * still staff to be tipped), read through the staff module's own listing, by name A–Z. Their
 * `staffMemberId` is what a tip distribution's `staff` names.
 */
export class TippableStaffService {
  constructor(private readonly staff: Pick<StaffService, 'query'>) {}

  async list(
    caller: Caller,
    input: InputOf<typeof R.listTippableStaff>,
  ): Promise<{ staff: TippableStaff[] }> {
    const ids = input.filterByIds?.length ? [...new Set(input.filterByIds)] : undefined;
    const prefix = input.filterByName?.trim().toLocaleLowerCase();
    const members: StaffMember[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const { staffMembers } = await this.staff.query(caller, {
        query: {
          ...(ids ? { filter: { id: { $in: ids } } } : {}),
          sort: [{ fieldName: 'createdDate', order: 'ASC' }],
          paging: { limit: PAGE, offset: page * PAGE },
        },
      });
      members.push(...staffMembers);
      if (staffMembers.length < PAGE) break;
    }
    const staff = members
      .map(toTippable)
      .filter((one) => !prefix || one.name!.toLocaleLowerCase().startsWith(prefix))
      .sort((a, b) => a.name!.localeCompare(b.name!) || a.id.localeCompare(b.id));
    return { staff: staff.slice(0, MAX_ANSWERED) };
  }
}
