import type { BackInStockRequest } from '@tessera/sdk/back-in-stock-admin';
import { useConfirmation, type Confirmation } from '../ConfirmDialog.tsx';
import { notifyDone } from '../feedback.ts';
import type { CardRow } from '../RowCard.tsx';
import { canNotify } from './back-in-stock-labels.ts';
import { useDeleteRequest, useMarkSent, useNotify } from './back-in-stock-data.ts';

export type RequestAction = 'notify' | 'markSent' | 'delete';

export const REQUEST_ACTION_LABELS: Record<RequestAction, string> = {
  notify: 'Email now',
  markSent: 'Mark as notified',
  delete: 'Delete',
};

/** One request's actions, as the table row and the phone card offer them: asked, run, reported. */
export function useRequestRow(request: BackInStockRequest, itemName: string): CardRow<RequestAction> {
  const notify = useNotify();
  const markSent = useMarkSent();
  const remove = useDeleteRequest();
  const { ask, dialog } = useConfirmation();
  const email = request.email;

  const calls: Record<RequestAction, () => Promise<unknown>> = {
    notify: () => notify.mutateAsync({ target: { requestIds: [request.id] }, name: itemName }),
    markSent: () => markSent.mutateAsync(request.id),
    delete: () => remove.mutateAsync(request.id),
  };
  const done: Record<RequestAction, string> = {
    notify: `An email to ${email} is on its way.`,
    markSent: `${email} is marked as notified.`,
    delete: `The request of ${email} was deleted.`,
  };
  // mutateAsync: a deleted row unmounts before mutate's own callbacks would run; failures show in the row.
  const perform = (action: RequestAction) =>
    void calls[action]().then(
      () => notifyDone(done[action]),
      () => undefined,
    );

  // Mail cannot be taken back, nor can a deletion: both ask first. Marking as notified only records.
  const questions: Partial<Record<RequestAction, Omit<Confirmation, 'onConfirm'>>> = {
    notify: {
      title: 'Email this shopper now?',
      message: `${email} will be told that ${itemName} is back in stock.`,
      confirmLabel: 'Send the email',
    },
    delete: {
      title: 'Delete this request?',
      message: `${email} will not be emailed when ${itemName} is back in stock. This cannot be undone.`,
      confirmLabel: 'Delete request',
      danger: true,
    },
  };
  const run = (action: RequestAction) => {
    const question = questions[action];
    if (question) ask({ ...question, onConfirm: () => perform(action) });
    else perform(action);
  };

  return {
    actions: canNotify(request) ? ['notify', 'markSent', 'delete'] : ['delete'],
    run,
    pending: notify.isPending || markSent.isPending || remove.isPending,
    error: notify.error ?? markSent.error ?? remove.error,
    dialog,
  };
}
