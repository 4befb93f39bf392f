import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { StoreBadge } from './StoreBadge.tsx';
import { Link, useParams } from 'react-router';
import { useAdminStoreOrder, useOrderTransactions } from '@tessera/react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { OrderActionsBar } from './OrderActionsBar.tsx';
import { OrderActivities } from './OrderActivities.tsx';
import { OrderShipments } from './OrderShipments.tsx';
import { fulfillmentLabel, orderStatusLabel } from './store-order-labels.ts';
import { PaymentBadge } from './StoreOrderRow.tsx';
import { BuyerAndAddresses, OrderLines, OrderTotals, OrderTransactionsList } from './StoreOrderDetails.tsx';

/** One store order in full: statuses, actions, items, buyer, addresses, totals, payments, activity. */
export function StoreOrderPage() {
  const { orderId } = useParams();
  const query = useAdminStoreOrder(orderId);
  const transactions = useOrderTransactions(orderId);
  const order = query.data;
  usePageTitle(order ? `Store order #${order.number}` : 'Store order');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/store-orders" size="sm">
        ← All store orders
      </Anchor>
      {query.isPending && <Skeleton height={320} aria-busy="true" />}
      {query.error && (
        <LoadFailure what="The order" error={query.error} onRetry={() => void query.refetch()} />
      )}
      {order && (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1}>Order #{order.number}</Title>
              <Text size="sm" c="dimmed">
                Placed {order.createdDate ? new Date(order.createdDate).toLocaleString() : ''}
              </Text>
            </div>
            <Group gap="xs" aria-label="Statuses" role="group">
              <PaymentBadge order={order} />
              <StoreBadge variant="outline" color="gray">
                {fulfillmentLabel(order)}
              </StoreBadge>
              <StoreBadge variant="light" color={order.status === 'CANCELED' ? 'red' : 'gray'}>
                {orderStatusLabel(order)}
              </StoreBadge>
            </Group>
          </Group>
          <OrderActionsBar order={order} transactions={transactions.data} />
          <OrderLines order={order} />
          <OrderShipments order={order} />
          <BuyerAndAddresses order={order} />
          <OrderTotals order={order} />
          {transactions.error ? (
            <LoadFailure
              what="Payments"
              error={transactions.error}
              onRetry={() => void transactions.refetch()}
            />
          ) : (
            <OrderTransactionsList transactions={transactions.data} />
          )}
          <OrderActivities order={order} />
        </>
      )}
    </Stack>
  );
}
