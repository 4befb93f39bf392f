import { useState } from 'react';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useOrdersQuery } from '@tessera/react';
import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { Pager } from '../../../shared/Pager.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { ResponsiveList } from '../ResponsiveList.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { ExportOrdersButton } from './ExportOrdersButton.tsx';
import {
  ORDERS_PAGE_SIZE,
  ORDER_SORTS,
  eventFacetQuery,
  filtersFromParams,
  pageQuery,
  paramsFromFilters,
  selectionQuery,
  statusFacetQuery,
  type OrderFilters as Filters,
} from './order-filters.ts';
import { OrderCard } from './OrderCard.tsx';
import { OrderDrawer } from './OrderDrawer.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderRow } from './OrderRow.tsx';
import { useOrderEvents } from './useOrderEvents.ts';

const COLUMNS = ['Order', 'Event', 'Status', 'Tickets', 'Total', 'Placed'];

/**
 * Ticket orders of every event (or one): filters kept in the address, facet counts, the list as a
 * table (cards on a phone), each order's details in a drawer, its actions, and a CSV export of
 * everything the filters select.
 */
export function OrdersPage() {
  usePageTitle('Orders');
  const phone = usePhoneLayout();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = (next: Filters) => setParams(paramsFromFilters(next));
  const [open, setOpen] = useState<{ eventId: string; orderNumber: string } | null>(null);

  const { events, titles } = useOrderEvents();
  const list = useOrdersQuery(pageQuery(filters));
  const statusFacets = useOrdersQuery(statusFacetQuery(filters));
  const eventFacets = useOrdersQuery(eventFacetQuery(filters));
  const page = list.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / ORDERS_PAGE_SIZE)) : undefined;
  const details = (order: OrderView) => setOpen({ eventId: order.eventId, orderNumber: order.orderNumber });
  const eventTitle = filters.eventId ? titles.get(filters.eventId) : undefined;
  const sortLabel = (ORDER_SORTS.find((sort) => sort.value === filters.sort)?.label ?? '').toLowerCase();
  const filtered = params.size > 0 && !(params.size === 1 && params.has('page'));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Orders</Title>
          {filters.eventId && (
            <Anchor
              component={Link}
              to={`/dashboard/events/${encodeURIComponent(filters.eventId)}/sales`}
              size="sm"
            >
              Sales and check-in figures{eventTitle ? ` of “${eventTitle}”` : ''}
            </Anchor>
          )}
        </div>
        <ExportOrdersButton
          query={selectionQuery(filters)}
          eventTitles={titles}
          eventTitle={eventTitle}
          disabled={!page || page.total === 0}
        />
      </Group>
      <OrderFilters
        filters={filters}
        onChange={setFilters}
        events={events}
        statusCounts={statusFacets.data?.facets?.status?.counts}
        eventCounts={eventFacets.data?.facets?.eventId?.counts}
      />
      {list.isPending && <Skeleton height={240} aria-busy="true" />}
      {list.error && <LoadFailure what="Orders" error={list.error} onRetry={() => void list.refetch()} />}
      {page && (
        <Text size="sm" c="dimmed" role="status">
          {page.total === 1 ? '1 order' : `${page.total} orders`}
          {filtered ? ' match the filters' : ''}
        </Text>
      )}
      {page &&
        (page.items.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">
              {filtered
                ? 'No orders match these filters. Change or clear them to see more.'
                : 'No orders yet. They appear here as soon as someone gets tickets.'}
            </Text>
          </Paper>
        ) : (
          <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <ResponsiveList
              caption={`Orders, ${sortLabel}`}
              phone={phone}
              columns={COLUMNS}
              items={page.items}
              card={(order) => (
                <OrderCard
                  key={order.orderNumber}
                  order={order}
                  eventTitle={titles.get(order.eventId)}
                  onDetails={details}
                />
              )}
              row={(order) => (
                <OrderRow
                  key={order.orderNumber}
                  order={order}
                  eventTitle={titles.get(order.eventId)}
                  onDetails={details}
                />
              )}
            />
          </div>
        ))}
      {page && (
        <Pager
          page={filters.page}
          hasNext={page.hasNext()}
          totalPages={totalPages}
          onPage={(next) => setFilters({ ...filters, page: next })}
        />
      )}
      <OrderDrawer
        order={open}
        eventTitle={open ? titles.get(open.eventId) : undefined}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
