import { useMemberAction } from '@tessera/react';
import type { Member, MemberAction } from '@tessera/sdk';
import { useConfirmation } from './ConfirmDialog.tsx';
import { notifyDone } from './feedback.ts';
import { MEMBER_ACTION_DONE, memberActionsFor } from './member-actions.ts';

/** One member's actions as the table row and the phone card both offer them: asked, run, reported. */
export function useMemberRow(member: Member) {
  const action = useMemberAction();
  const { ask, dialog } = useConfirmation();
  const email = member.loginEmail;

  // mutateAsync: mutate's own callbacks are dropped when the row unmounts first (a deleted member).
  const perform = (name: MemberAction) =>
    void action.mutateAsync({ action: name, memberId: member.id }).then(
      () => notifyDone(MEMBER_ACTION_DONE[name](email)),
      () => undefined,
    );

  const run = (name: MemberAction) => {
    if (name === 'delete') {
      ask({
        title: 'Delete this member?',
        message: `${email} will be deleted with their profile and logged out everywhere. This cannot be undone.`,
        confirmLabel: 'Delete member',
        danger: true,
        onConfirm: () => perform(name),
      });
    } else if (name === 'block') {
      ask({
        title: 'Block this member?',
        message: `${email} will be logged out everywhere and cannot log in until you unblock them.`,
        confirmLabel: 'Block member',
        danger: true,
        onConfirm: () => perform(name),
      });
    } else {
      perform(name);
    }
  };

  return { actions: memberActionsFor(member), run, pending: action.isPending, error: action.error, dialog };
}
