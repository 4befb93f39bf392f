import { useMemberAction } from '@tessera/react';
import type { Member } from '@tessera/sdk';
import { useConfirmation, type Confirmation } from './ConfirmDialog.tsx';
import { notifyDone } from './feedback.ts';
import { MEMBER_ACTION_DONE, memberActionsFor, type MemberRowAction } from './member-actions.ts';
import { useUnlockSecondFactor } from './useUnlockSecondFactor.ts';

type Question = Omit<Confirmation, 'onConfirm'>;

/** What is asked before an action that cannot simply be taken back. */
const QUESTIONS: Partial<Record<MemberRowAction, (email: string) => Question>> = {
  delete: (email) => ({
    title: 'Delete this member?',
    message: `${email} will be deleted with their profile and logged out everywhere. This cannot be undone.`,
    confirmLabel: 'Delete member',
    danger: true,
  }),
  block: (email) => ({
    title: 'Block this member?',
    message: `${email} will be logged out everywhere and cannot log in until you unblock them.`,
    confirmLabel: 'Block member',
    danger: true,
  }),
  unlockMfa: (email) => ({
    title: 'Unlock two-step login?',
    message: `Do this only if ${email} asked you: their two-step login was locked after too many wrong codes, and anyone holding their password gets new tries.`,
    confirmLabel: 'Unlock two-step login',
  }),
};

/** One member's actions as the table row and the phone card both offer them: asked, run, reported. */
export function useMemberRow(member: Member) {
  const action = useMemberAction();
  const unlock = useUnlockSecondFactor();
  const { ask, dialog } = useConfirmation();
  const email = member.loginEmail;

  const call = (name: MemberRowAction) =>
    name === 'unlockMfa'
      ? unlock.mutateAsync(member.id)
      : action.mutateAsync({ action: name, memberId: member.id });

  // mutateAsync: mutate's own callbacks are dropped when the row unmounts first (a deleted member).
  // A failure shows in the row (error below).
  const perform = (name: MemberRowAction) =>
    void call(name).then(
      () => notifyDone(MEMBER_ACTION_DONE[name](email)),
      () => undefined,
    );

  const run = (name: MemberRowAction) => {
    const question = QUESTIONS[name]?.(email);
    if (question) ask({ ...question, onConfirm: () => perform(name) });
    else perform(name);
  };

  return {
    actions: memberActionsFor(member),
    run,
    pending: action.isPending || unlock.isPending,
    error: action.error ?? unlock.error,
    dialog,
  };
}
