import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useOrder } from '@tessera/react';
import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { LoadFailure } from '../LoadFailure.tsx';
import { RowActionButtons } from '../RowActionButtons.tsx';
import { RowError } from '../RowError.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { ORDER_ACTION_LABELS } from './order-labels.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { useOrderRow } from './useOrderRow.ts';

/** The order's actions at the top of its details (the same questions and notices as its row). */
function DrawerActions({ order }: { order: OrderView }) {
  const row = useOrderRow(order);
  return (
    <Stack gap={6}>
      <RowActionButtons
        subject={`order ${order.orderNumber}`}
        actions={row.actions}
        labels={ORDER_ACTION_LABELS}
        pending={row.pending}
        onAction={row.run}
        justify="flex-start"
      />
      <RowError error={row.error} />
      {row.dialog}
    </Stack>
  );
}

/** One order read in full (every part) beside the list; full width on a phone. */
export function OrderDrawer({
  order,
  eventTitle,
  onClose,
}: {
  order: { eventId: string; orderNumber: string } | null;
  eventTitle: string | undefined;
  onClose: () => void;
}) {
  const phone = usePhoneLayout();
  return (
    <Drawer
      opened={order !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={order ? `Order ${order.orderNumber}` : ''}
      closeButtonProps={{ 'aria-label': 'Close the order details' }}
    >
      {order && (
        <OrderDrawerBody eventId={order.eventId} orderNumber={order.orderNumber} eventTitle={eventTitle} />
      )}
    </Drawer>
  );
}

function OrderDrawerBody({
  eventId,
  orderNumber,
  eventTitle,
}: {
  eventId: string;
  orderNumber: string;
  eventTitle: string | undefined;
}) {
  const query = useOrder(eventId, orderNumber);
  if (query.isPending) return <Skeleton height={320} aria-busy="true" />;
  if (query.error) {
    return <LoadFailure what="The order" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <DrawerActions order={query.data} />
      <OrderDetails order={query.data} eventTitle={eventTitle} />
    </Stack>
  );
}
