import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StoreOrder } from '@tessera/sdk/store-orders';
import { fulfillmentWords, itemsOf, paymentWords, placedOn } from './order-words.ts';
import { orderPath } from './paths.ts';

/** One of the member's store orders: number (opens the order), date, items, total and statuses. */
export function MyOrderCard({ order }: { order: StoreOrder }) {
  const canceled = order.status === 'CANCELED';
  const delivery = fulfillmentWords(order);
  return (
    <Card withBorder padding="md" component="li" aria-label={`Order ${order.number}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={orderPath(order.id!)} state={{ from: 'account' }} fw={600}>
              Order #{order.number}
            </Anchor>
            <Text size="sm" c="dimmed">
              {placedOn(order)}
            </Text>
          </Stack>
          <Text fw={600}>{order.priceSummary?.total?.formattedAmount}</Text>
        </Group>
        <Text size="sm">{itemsOf(order)}</Text>
        {/* Words, not tinted badges: every status reads at full contrast. */}
        <Text size="sm" fw={500}>
          {canceled && (
            <Text span c="red.9" fw={700}>
              Canceled ·{' '}
            </Text>
          )}
          {paymentWords(order)}
          {delivery && ` · ${delivery}`}
        </Text>
      </Stack>
    </Card>
  );
}
