import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { StoreBadge } from './StoreBadge.tsx';
import { Link } from 'react-router';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { buyerName, fulfillmentLabel, orderPath, paymentLabel } from './store-order-labels.ts';

const placed = (order: StoreOrder) =>
  order.createdDate
    ? new Date(order.createdDate).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : '';

const PAYMENT_COLORS: Record<string, string> = {
  PAID: 'green',
  FULLY_REFUNDED: 'gray',
  PARTIALLY_REFUNDED: 'yellow',
  NOT_PAID: 'orange',
  PENDING: 'blue',
};

export function PaymentBadge({ order }: { order: StoreOrder }) {
  return (
    <StoreBadge variant="light" color={PAYMENT_COLORS[order.paymentStatus ?? ''] ?? 'gray'}>
      {paymentLabel(order)}
    </StoreBadge>
  );
}

const OpenButton = ({ order }: { order: StoreOrder }) => (
  <Button
    component={Link}
    to={orderPath(order)}
    variant="default"
    size="compact-sm"
    aria-label={`Open order ${order.number}`}
  >
    Open
  </Button>
);

export const STORE_ORDER_COLUMNS = ['Order', 'Placed', 'Buyer', 'Payment', 'Fulfillment', 'Total'];

export function StoreOrderRow({ order }: { order: StoreOrder }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={orderPath(order)}>
          #{order.number}
        </Anchor>
        {order.status === 'CANCELED' && (
          <StoreBadge ml="xs" color="red" variant="light">
            Canceled
          </StoreBadge>
        )}
      </Table.Td>
      <Table.Td>{placed(order)}</Table.Td>
      <Table.Td>
        <Text size="sm">{buyerName(order)}</Text>
        <Text size="xs" c="dimmed">
          {order.buyerInfo?.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <PaymentBadge order={order} />
      </Table.Td>
      <Table.Td>{fulfillmentLabel(order)}</Table.Td>
      <Table.Td>{order.priceSummary?.total?.formattedAmount}</Table.Td>
      <Table.Td>
        <OpenButton order={order} />
      </Table.Td>
    </Table.Tr>
  );
}

export function StoreOrderCard({ order }: { order: StoreOrder }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={orderPath(order)} fw={600}>
            Order #{order.number}
          </Anchor>
          <Text fw={600}>{order.priceSummary?.total?.formattedAmount}</Text>
        </Group>
        <Text size="sm">
          {buyerName(order)} · {placed(order)}
        </Text>
        <Group gap="xs">
          <PaymentBadge order={order} />
          <StoreBadge variant="outline" color="gray">
            {fulfillmentLabel(order)}
          </StoreBadge>
          {order.status === 'CANCELED' && (
            <StoreBadge color="red" variant="light">
              Canceled
            </StoreBadge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
