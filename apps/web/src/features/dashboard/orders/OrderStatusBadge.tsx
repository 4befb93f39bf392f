import { Badge, Group } from '@mantine/core';
import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { ORDER_STATUS } from './order-labels.ts';

// Dark text on the light tint: the tint's own text colour falls short of 4.5:1.
const LABEL_STYLES = { label: { color: 'var(--mantine-color-black)', overflow: 'visible' } };

/** The order's status, and "Archived" beside it when it is. */
export function OrderStatusBadge({ order }: { order: OrderView }) {
  const status = ORDER_STATUS[order.status] ?? ORDER_STATUS.NA_ORDER_STATUS;
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={status.color} variant="light" style={{ overflow: 'visible' }} styles={LABEL_STYLES}>
        {status.label}
      </Badge>
      {order.archived && (
        <Badge color="gray" variant="outline" style={{ overflow: 'visible' }} styles={LABEL_STYLES}>
          Archived
        </Badge>
      )}
    </Group>
  );
}
