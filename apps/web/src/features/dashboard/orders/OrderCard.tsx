import { Group, Text } from '@mantine/core';
import { formatDay } from '../../../shared/dates.ts';
import { RowCard } from '../RowCard.tsx';
import { ORDER_ACTION_LABELS, buyerName } from './order-labels.ts';
import { formatMoney } from './order-money.ts';
import type { OrderItemProps } from './OrderRow.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useOrderRow } from './useOrderRow.ts';

/** One order on a phone: number, buyer, event, status, figures and actions stacked. */
export function OrderCard({ order, eventTitle, onDetails }: OrderItemProps) {
  const row = useOrderRow(order, onDetails);
  const name = buyerName(order);
  return (
    <RowCard row={row} subject={`order ${order.orderNumber}`} labels={ORDER_ACTION_LABELS} dimWhilePending>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{order.orderNumber}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name || 'No name'}
            {order.email ? ` · ${order.email}` : ''}
          </Text>
        </div>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.totalPrice)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {eventTitle ?? order.eventId}
      </Text>
      <Group gap="sm" align="center">
        <OrderStatusBadge order={order} />
        <Text size="sm" c="dimmed">
          {order.ticketsQuantity} {order.ticketsQuantity === 1 ? 'ticket' : 'tickets'},{' '}
          {order.checkedInQuantity} checked in · {formatDay(order.created)}
        </Text>
      </Group>
    </RowCard>
  );
}
