import type { Confirmation } from '../ConfirmDialog.tsx';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { notifyDone } from '../feedback.ts';
import type { CardRow } from '../RowCard.tsx';

export type DeleteAction = 'delete';
export const DELETE_LABELS: Record<DeleteAction, string> = { delete: 'Delete' };

/**
 * A store list row whose one action is "Delete", asked first (products, collections, back-in-stock
 * requests): the table row and the phone card both take what this answers.
 */
export function useDeleteRow({
  question,
  remove,
  done,
  enabled = true,
}: {
  question: Omit<Confirmation, 'onConfirm' | 'danger'>;
  /** The mutation that deletes the row's item. */
  remove: { mutateAsync: () => Promise<unknown>; isPending: boolean; error: unknown };
  /** The notice once it is gone. */
  done: string;
  enabled?: boolean;
}): CardRow<DeleteAction> {
  const { ask, dialog } = useConfirmation();
  // mutateAsync: a deleted row unmounts before mutate's own callbacks would run. A failure shows
  // in the row (error).
  const perform = () =>
    void remove.mutateAsync().then(
      () => notifyDone(done),
      () => undefined,
    );
  return {
    actions: enabled ? ['delete'] : [],
    run: () => ask({ ...question, danger: true, onConfirm: perform }),
    pending: remove.isPending,
    error: remove.error,
    dialog,
  };
}
