import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAbandonedCheckoutAnalytics } from '@tessera/react';
import { formatMoney } from '@tessera/contracts/money';
import { LoadFailure } from '../LoadFailure.tsx';

const DAYS = 30;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Title order={3} size="h5" mb={6}>
        {label}
      </Title>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** The last 30 days: checkouts left and not recovered, recovered, the recovery rate, and their money. */
export function AbandonedFigures() {
  const [range] = useState(() => {
    const end = new Date();
    return {
      startDate: new Date(end.getTime() - DAYS * 86_400_000).toISOString(),
      endDate: end.toISOString(),
    };
  });
  const analytics = useAbandonedCheckoutAnalytics(range);
  const data = analytics.data;
  const money = (amount: string | null | undefined) => formatMoney(amount ?? '0', data?.currency ?? 'USD');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Last {DAYS} days
      </Title>
      {analytics.isError && (
        <LoadFailure what="The figures" error={analytics.error} onRetry={() => void analytics.refetch()} />
      )}
      {analytics.isPending && <Skeleton height={96} aria-busy="true" aria-label="Loading the figures" />}
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure
            label="Not recovered"
            value={String(data.recoverableCheckoutCount ?? 0)}
            detail={`${money(data.recoverableValue)} left in checkouts`}
          />
          <Figure
            label="Recovered"
            value={String(data.recoveredCheckoutCount ?? 0)}
            detail={`${money(data.recoveredValue)} of orders`}
          />
          <Figure label="Recovery rate" value={`${Math.round((data.recoveryRate ?? 0) * 100)} %`} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
