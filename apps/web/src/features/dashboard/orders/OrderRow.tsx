import { Table, Text } from '@mantine/core';
import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { formatDay } from '../../../shared/dates.ts';
import { RowActionButtons } from '../RowActionButtons.tsx';
import { RowError } from '../RowError.tsx';
import { ORDER_ACTION_LABELS, buyerName } from './order-labels.ts';
import { formatMoney } from './order-money.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useOrderRow } from './useOrderRow.ts';

export interface OrderItemProps {
  order: OrderView;
  eventTitle: string | undefined;
  onDetails: (order: OrderView) => void;
}

/** One order in the desktop table. */
export function OrderRow({ order, eventTitle, onDetails }: OrderItemProps) {
  const row = useOrderRow(order, onDetails);
  const name = buyerName(order);
  return (
    <Table.Tr aria-busy={row.pending} style={{ opacity: row.pending ? 0.6 : 1 }}>
      <Table.Td miw={200}>
        <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
          {order.orderNumber}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name || 'No name'}
        </Text>
        {order.email && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {order.email}
          </Text>
        )}
        <RowError error={row.error} />
        {row.dialog}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{eventTitle ?? order.eventId}</Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge order={order} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {order.ticketsQuantity}
        <Text size="xs" c="dimmed">
          {order.checkedInQuantity} checked in
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(order.totalPrice)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(order.created)}</Table.Td>
      {/* Up to four actions: they wrap within the cell rather than push the table past the page. */}
      <Table.Td w={230}>
        <RowActionButtons
          subject={`order ${order.orderNumber}`}
          actions={row.actions}
          labels={ORDER_ACTION_LABELS}
          pending={row.pending}
          onAction={row.run}
          justify="flex-start"
        />
      </Table.Td>
    </Table.Tr>
  );
}
