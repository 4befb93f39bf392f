import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { RefundRequest } from '@tessera/sdk/store-payments-admin';
import type { CancelOrderRequest, StoreOrder } from '@tessera/sdk/store-orders-admin';

// The two actions that ask for choices before they run: both are their own confirmation (the
// safe answer has the focus; the red button names what happens).

export function CancelOrderDialog({
  order,
  opened,
  onClose,
  onConfirm,
}: {
  order: StoreOrder;
  opened: boolean;
  onClose: () => void;
  onConfirm: (request: CancelOrderRequest) => void;
}) {
  const [restock, setRestock] = useState(true);
  const [email, setEmail] = useState(true);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel this order?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Order #{order.number} will be canceled. This cannot be undone; a payment taken is not refunded by
          canceling — refund it first.
        </Text>
        <Checkbox
          label="Put the items back in stock"
          checked={restock}
          onChange={(event) => setRestock(event.currentTarget.checked)}
        />
        <Checkbox
          label="Email the buyer that the order was canceled"
          checked={email}
          onChange={(event) => setEmail(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Go back
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              onClose();
              onConfirm({ restockAllItems: restock, sendOrderCanceledEmail: email });
            }}
          >
            Cancel order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

export function RefundDialog({
  order,
  paymentId,
  refundable,
  opened,
  onClose,
  onConfirm,
}: {
  order: StoreOrder;
  paymentId: string;
  /** The most that can be refunded, a decimal string. */
  refundable: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: (request: RefundRequest) => void;
}) {
  const [amount, setAmount] = useState(refundable);
  const [restock, setRestock] = useState(false);
  const [email, setEmail] = useState(true);
  const [touched, setTouched] = useState(false);
  const invalid = !DECIMAL.test(amount.trim())
    ? 'Enter an amount such as 12.50.'
    : Number(amount) <= 0
      ? 'The amount must be more than zero.'
      : Number(amount) > Number(refundable)
        ? `At most ${refundable} can be refunded.`
        : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Refund this order?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          The money goes back to the buyer of order #{order.number} through the way they paid. A refund cannot
          be undone.
        </Text>
        <TextInput
          label={`Amount (${order.currency ?? ''})`}
          description={`Up to ${refundable}`}
          value={amount}
          inputMode="decimal"
          maxLength={16}
          error={touched ? invalid : null}
          onChange={(event) => setAmount(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
        <Checkbox
          label="Put the items back in stock"
          checked={restock}
          onChange={(event) => setRestock(event.currentTarget.checked)}
        />
        <Checkbox
          label="Email the buyer about the refund"
          checked={email}
          onChange={(event) => setEmail(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Go back
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              setTouched(true);
              if (invalid) return;
              onClose();
              onConfirm({
                paymentId,
                ...(amount.trim() === refundable ? {} : { amount: amount.trim() }),
                restock,
                sendOrderRefundedEmail: email,
              });
            }}
          >
            Refund {amount.trim() && !invalid ? `${amount.trim()} ${order.currency ?? ''}` : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
