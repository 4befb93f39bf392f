import type { Member, MemberAction } from '@tessera/sdk';

export const MEMBER_STATUS: Record<Member['status'], { label: string; color: string }> = {
  UNKNOWN: { label: 'Unknown', color: 'gray' },
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'green' },
  BLOCKED: { label: 'Blocked', color: 'red' },
  OFFLINE: { label: 'Offline', color: 'gray' },
};

export const MEMBER_ACTION_LABELS: Record<MemberAction, string> = {
  approve: 'Approve',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
};

export function memberActionsFor(member: Member): MemberAction[] {
  if (member.status === 'PENDING') return ['approve', 'block', 'delete'];
  if (member.status === 'BLOCKED') return ['unblock', 'delete'];
  return ['block', 'delete'];
}

export const memberName = (member: Member) =>
  [member.contact.firstName, member.contact.lastName].filter(Boolean).join(' ');

/** What the owner is told once an action went through. */
export const MEMBER_ACTION_DONE: Record<MemberAction, (email: string) => string> = {
  approve: (email) => `${email} was approved and can log in now.`,
  block: (email) => `${email} was blocked and logged out.`,
  unblock: (email) => `${email} was unblocked.`,
  delete: (email) => `${email} was deleted.`,
};
