import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useStoreOrderAction, type StoreOrderAction } from '@tessera/react';
import type { OrderTransactions } from '@tessera/sdk/store-payments-admin';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { CancelOrderDialog, RefundDialog } from './OrderActionDialogs.tsx';
import { authorizedPaymentIds, canCancel, canMarkAsPaid, refundablePayments } from './order-actions.ts';
import { useRefreshOrderLists } from './store-orders-data.ts';

const DONE: Record<StoreOrderAction['type'], (number: string) => string> = {
  cancel: (n) => `Order #${n} was canceled.`,
  refund: (n) => `The refund of order #${n} was sent.`,
  capture: (n) => `The payment of order #${n} was captured.`,
  void: (n) => `The authorized payment of order #${n} was voided.`,
  markAsPaid: (n) => `Order #${n} is marked as paid.`,
};

/** Cancel, refund, capture or void an authorization, mark as paid — each asked first, each told after. */
export function OrderActionsBar({
  order,
  transactions,
}: {
  order: StoreOrder;
  transactions: OrderTransactions | undefined;
}) {
  const action = useStoreOrderAction();
  const refreshLists = useRefreshOrderLists();
  const { ask, dialog } = useConfirmation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const number = order.number ?? '';
  const orderId = order.id ?? '';
  const refundable = refundablePayments(transactions)[0];
  const authorized = authorizedPaymentIds(transactions);

  const run = (next: StoreOrderAction) =>
    action.mutate(
      { orderId, action: next },
      {
        onSuccess: () => notifyDone(DONE[next.type](number)),
        onSettled: () => void refreshLists(),
      },
    );

  const none = !canMarkAsPaid(order) && !refundable && authorized.length === 0 && !canCancel(order);
  return (
    <Stack gap={6}>
      <Group gap="sm">
        {canMarkAsPaid(order) && (
          <Button
            variant="default"
            loading={action.isPending && action.variables?.action.type === 'markAsPaid'}
            onClick={() =>
              ask({
                title: 'Mark this order as paid?',
                message: `Order #${number} will be recorded as paid in full, as when the buyer paid you outside the site.`,
                confirmLabel: 'Mark as paid',
                onConfirm: () => run({ type: 'markAsPaid' }),
              })
            }
          >
            Mark as paid
          </Button>
        )}
        {authorized.length > 0 && (
          <>
            <Button
              variant="default"
              onClick={() =>
                ask({
                  title: 'Capture this payment?',
                  message: `The authorized amount of order #${number} will be charged to the buyer's card.`,
                  confirmLabel: 'Capture payment',
                  onConfirm: () =>
                    run({ type: 'capture', payments: authorized.map((paymentId) => ({ paymentId })) }),
                })
              }
            >
              Capture payment
            </Button>
            <Button
              variant="default"
              onClick={() =>
                ask({
                  title: 'Void this authorization?',
                  message: `The buyer of order #${number} will not be charged. This cannot be undone.`,
                  confirmLabel: 'Void payment',
                  danger: true,
                  onConfirm: () => run({ type: 'void', paymentIds: authorized }),
                })
              }
            >
              Void payment
            </Button>
          </>
        )}
        {refundable && (
          <Button variant="default" onClick={() => setRefundOpen(true)}>
            Refund
          </Button>
        )}
        {canCancel(order) && (
          <Button variant="default" color="red.9" onClick={() => setCancelOpen(true)}>
            Cancel order
          </Button>
        )}
      </Group>
      {none && (
        <Text size="sm" c="dimmed">
          Nothing more can be done with this order.
        </Text>
      )}
      {action.error && (
        <Text c="red.8" size="sm" role="alert">
          That did not work. {errorMessage(action.error)}
        </Text>
      )}
      {dialog}
      <CancelOrderDialog
        order={order}
        opened={cancelOpen}
        onClose={() => setCancelOpen(false)}
        onConfirm={(request) => run({ type: 'cancel', request })}
      />
      {refundable && refundOpen && (
        <RefundDialog
          order={order}
          paymentId={refundable.paymentId}
          refundable={refundable.refundable}
          opened
          onClose={() => setRefundOpen(false)}
          onConfirm={(request) => run({ type: 'refund', request })}
        />
      )}
    </Stack>
  );
}
