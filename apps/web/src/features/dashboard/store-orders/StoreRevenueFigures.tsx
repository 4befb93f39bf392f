import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadFailure } from '../LoadFailure.tsx';
import { useRecentStoreOrders } from './store-orders-data.ts';
import { formatUnits } from './store-order-labels.ts';
import { revenueFigures, type RevenueFigure } from './store-revenue.ts';

function money(revenue: Map<string, bigint>, divide = 1): string {
  if (revenue.size === 0) return formatUnits(0n, 'USD');
  return [...revenue].map(([currency, units]) => formatUnits(units / BigInt(divide), currency)).join(' + ');
}

function Figure({ figure }: { figure: RevenueFigure }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={figure.label}>
      <Title order={3} size="h5" mb={6}>
        {figure.label}
      </Title>
      <Text size="xl" fw={700}>
        {money(figure.revenue)}
      </Text>
      <Text size="sm" c="dimmed">
        {figure.orders === 1 ? '1 order' : `${figure.orders} orders`}
        {figure.orders > 0 && `, ${money(figure.revenue, figure.orders)} on average`}
      </Text>
    </Paper>
  );
}

/**
 * Revenue of paid orders (refunds taken off) today, in 7 and in 30 days, with the number of
 * orders and the average order — counted from the order search until an aggregate route exists.
 */
export function StoreRevenueFigures() {
  const [now] = useState(() => new Date());
  const recent = useRecentStoreOrders(now);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Revenue
      </Title>
      {recent.isPending && <Skeleton height={96} aria-busy="true" />}
      {recent.error && (
        <LoadFailure what="Revenue" error={recent.error} onRetry={() => void recent.refetch()} />
      )}
      {recent.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {revenueFigures(recent.data, now).map((figure) => (
            <Figure key={figure.label} figure={figure} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
