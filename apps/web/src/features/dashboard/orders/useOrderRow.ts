import { useOrderAction } from '@tessera/react';
import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { notifications } from '@mantine/notifications';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { ORDER_ACTION_DONE, ORDER_QUESTIONS, orderActionsFor, type OrderRowAction } from './order-labels.ts';

/**
 * One order's actions as the table row, the phone card and the details drawer offer them: each
 * asked first, run, and reported (a notice when done; the server's sentence in the row and in a
 * notice if not — the refetch after a refusal can take the row off a filtered list).
 */
export function useOrderRow(order: OrderView, onDetails?: (order: OrderView) => void) {
  const action = useOrderAction();
  const { ask, dialog } = useConfirmation();
  const { eventId, orderNumber } = order;

  const run = (name: OrderRowAction) => {
    if (name === 'details') {
      onDetails?.(order);
      return;
    }
    ask({
      ...ORDER_QUESTIONS[name](orderNumber),
      // mutateAsync: mutate's callbacks are dropped when the row unmounts first (an archived order
      // leaves the list of current orders).
      onConfirm: () =>
        void action.mutateAsync({ action: name, orders: [{ eventId, orderNumber }] }).then(
          () => notifyDone(ORDER_ACTION_DONE[name](orderNumber)),
          (error: unknown) =>
            notifications.show({
              color: 'red',
              title: `Order ${orderNumber}: not done`,
              message: errorMessage(error),
              autoClose: 10_000,
            }),
        ),
    });
  };

  return {
    actions: orderActionsFor(order).filter((name) => name !== 'details' || onDetails !== undefined),
    run,
    pending: action.isPending,
    error: action.error,
    dialog,
  };
}
