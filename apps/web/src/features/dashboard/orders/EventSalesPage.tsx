import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useEventSales, useEventsQuery } from '@tessera/react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { SalesFigures } from './SalesFigures.tsx';

const OPTIONS = { includeDrafts: true };

/** `dashboard/events/:eventId/sales`: one event's sales and check-in figures. */
export function EventSalesPage() {
  const eventId = useParams().eventId ?? '';
  const event = useEventsQuery({ filter: { id: { $eq: eventId } }, paging: { limit: 1 } }, OPTIONS);
  const title = event.data?.events[0]?.title;
  usePageTitle(title ? `Sales: ${title}` : 'Sales');
  const figures = useEventSales(eventId);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            Sales and check-in
          </Text>
          <Title order={1}>{title ?? (event.isPending ? 'Event' : 'Unknown event')}</Title>
        </div>
        <Anchor component={Link} to={`/dashboard/orders?event=${encodeURIComponent(eventId)}`}>
          Orders of this event
        </Anchor>
      </Group>
      {figures.isPending && <Skeleton height={320} aria-busy="true" />}
      {figures.error && (
        <LoadFailure what="The figures" error={figures.error} onRetry={() => void figures.refetch()} />
      )}
      {figures.data && <SalesFigures eventId={eventId} figures={figures.data} />}
    </Stack>
  );
}
