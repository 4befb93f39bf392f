import type { Member, MemberAction } from '@tessera/sdk';

/** What a member's row offers: the plain member actions, and unlocking their two-step login. */
export type MemberRowAction = Extract<MemberAction, 'approve' | 'block' | 'unblock' | 'delete'> | 'unlockMfa';

export const MEMBER_STATUS: Record<Member['status'], { label: string; color: string }> = {
  UNKNOWN: { label: 'Unknown', color: 'gray' },
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'green' },
  BLOCKED: { label: 'Blocked', color: 'red' },
  OFFLINE: { label: 'Offline', color: 'gray' },
};

export const MEMBER_ACTION_LABELS: Record<MemberRowAction, string> = {
  approve: 'Approve',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
  unlockMfa: 'Unlock two-step login',
};

export function memberActionsFor(member: Member): MemberRowAction[] {
  if (member.status === 'PENDING') return ['approve', 'block', 'delete'];
  if (member.status === 'BLOCKED') return ['unblock', 'delete'];
  // A member locked out by too many wrong codes asks the owner; the list does not say who is locked.
  return ['block', 'unlockMfa', 'delete'];
}

export const memberName = (member: Member) =>
  [member.contact.firstName, member.contact.lastName].filter(Boolean).join(' ');

/** What the owner is told once an action went through. */
export const MEMBER_ACTION_DONE: Record<MemberRowAction, (email: string) => string> = {
  approve: (email) => `${email} was approved and can log in now.`,
  block: (email) => `${email} was blocked and logged out.`,
  unblock: (email) => `${email} was unblocked.`,
  delete: (email) => `${email} was deleted.`,
  unlockMfa: (email) => `${email} can use their two-step login again.`,
};
