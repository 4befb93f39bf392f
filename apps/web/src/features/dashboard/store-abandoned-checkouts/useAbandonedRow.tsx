import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useDeleteAbandonedCheckout } from '@tessera/react';
import type { AbandonedCheckout } from '@tessera/sdk/abandoned-checkouts-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { notifyDone } from '../feedback.ts';
import type { CardRow } from '../RowCard.tsx';
import { AbandonedCheckoutDetails } from './AbandonedCheckoutDetails.tsx';
import { buyerName } from './abandoned-labels.ts';

export type AbandonedAction = 'details' | 'copy' | 'delete';

export const ABANDONED_ACTION_LABELS: Record<AbandonedAction, string> = {
  details: 'Details',
  copy: 'Copy recovery link',
  delete: 'Delete',
};

/** One abandoned checkout's actions, as the table row and the phone card offer them. */
export function useAbandonedRow(checkout: AbandonedCheckout): CardRow<AbandonedAction> {
  const remove = useDeleteAbandonedCheckout();
  const { ask, dialog } = useConfirmation();
  const [open, setOpen] = useState(false);
  const who = buyerName(checkout);

  const copy = () => {
    const link = checkout.checkoutUrl ?? '';
    navigator.clipboard.writeText(link).then(
      () => notifyDone(`The recovery link of ${who}'s checkout is copied.`),
      () =>
        notifications.show({
          color: 'red',
          message: `The link could not be copied: ${link}`,
          autoClose: false,
        }),
    );
  };
  const run = (action: AbandonedAction) => {
    if (action === 'details') setOpen(true);
    else if (action === 'copy') copy();
    else
      ask({
        title: 'Delete this abandoned checkout?',
        message: `${who}'s abandoned checkout leaves the list and the figures. The checkout itself stays. This cannot be undone.`,
        confirmLabel: 'Delete abandoned checkout',
        danger: true,
        // mutateAsync: the deleted row unmounts before mutate's own callbacks would run.
        onConfirm: () =>
          void remove.mutateAsync(checkout.id!).then(
            () => notifyDone(`${who}'s abandoned checkout was deleted.`),
            () => undefined,
          ),
      });
  };
  return {
    actions: checkout.checkoutUrl ? ['details', 'copy', 'delete'] : ['details', 'delete'],
    run,
    pending: remove.isPending,
    error: remove.error,
    dialog: (
      <>
        {dialog}
        <AbandonedCheckoutDetails checkout={open ? checkout : null} onClose={() => setOpen(false)} />
      </>
    ),
  };
}
