import { useState } from 'react';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { Pager } from '../../../shared/Pager.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { ResponsiveList } from '../ResponsiveList.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { ExportStoreOrdersButton } from './ExportStoreOrdersButton.tsx';
import { filtersFromParams, paramsFromFilters } from './store-order-filters.ts';
import { useStoreOrderSearch, type StoreOrderFilters } from './store-orders-data.ts';
import { StoreOrderFiltersBar } from './StoreOrderFiltersBar.tsx';
import { STORE_ORDER_COLUMNS, StoreOrderCard, StoreOrderRow } from './StoreOrderRow.tsx';
import { StoreRevenueFigures } from './StoreRevenueFigures.tsx';

/**
 * The store's orders: revenue figures, the search with its filters in the address, pages by
 * cursor (newest first), a CSV export of everything the search selects; each order opens its page.
 */
export function StoreOrdersPage() {
  usePageTitle('Store orders');
  const phone = usePhoneLayout();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const filterKey = params.toString();
  // The cursors of the pages before this one; a filter change starts again at the first page.
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const page = cursors.length - 1;
  const list = useStoreOrderSearch(filters, cursors[page] ?? null);
  const data = list.data;
  const filtered = filterKey !== '';
  const setFilters = (next: StoreOrderFilters) => setParams(paramsFromFilters(next));
  const onPage = (next: number) =>
    setPaging({
      key: filterKey,
      cursors: next > page ? [...cursors, data?.nextCursor ?? null] : cursors.slice(0, next + 1),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Store orders</Title>
        <ExportStoreOrdersButton filters={filters} disabled={!data || data.orders.length === 0} />
      </Group>
      <StoreRevenueFigures />
      <Title order={2} size="h4">
        Orders
      </Title>
      <StoreOrderFiltersBar key={filterKey} filters={filters} onChange={setFilters} />
      {list.isPending && <Skeleton height={240} aria-busy="true" />}
      {list.error && <LoadFailure what="Orders" error={list.error} onRetry={() => void list.refetch()} />}
      {data && (
        <Text size="sm" c="dimmed" role="status">
          {data.orders.length === 0
            ? 'No orders'
            : `${data.orders.length === 1 ? '1 order' : `${data.orders.length} orders`} on this page`}
          {filtered ? ' match the filters' : ''}
        </Text>
      )}
      {data &&
        (data.orders.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">
              {filtered
                ? 'No orders match these filters. Change or clear them to see more.'
                : 'No store orders yet. They appear here as soon as someone pays for an order.'}
            </Text>
          </Paper>
        ) : (
          <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <ResponsiveList
              caption="Store orders, newest first"
              phone={phone}
              columns={STORE_ORDER_COLUMNS}
              items={data.orders}
              card={(order) => <StoreOrderCard key={order.id} order={order} />}
              row={(order) => <StoreOrderRow key={order.id} order={order} />}
            />
          </div>
        ))}
      {data && <Pager page={page} hasNext={Boolean(data.nextCursor)} onPage={onPage} />}
    </Stack>
  );
}
