import { Paper, Skeleton, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useEventsQuery } from '@tessera/react';
import { EventCard } from './EventCard.tsx';
import { EventRow } from './EventRow.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { dashboardEventsQuery } from './owner-queries.ts';
import { ResponsiveList } from './ResponsiveList.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';
import { Pager } from '../../shared/Pager.tsx';

const OPTIONS = { includeDrafts: true, fields: ['REGISTRATION' as const] };
const CAPTION = 'All events, drafts included';
const COLUMNS = ['Title', 'Status', 'Starts', 'Registration'];

export function EventsTable() {
  const [searchParams, setSearchParams] = useSearchParams();
  const phone = usePhoneLayout();
  const page = Math.max(0, Number.parseInt(searchParams.get('page') ?? '1', 10) - 1 || 0);
  const { data, error, isPending, isPlaceholderData, refetch } = useEventsQuery(
    dashboardEventsQuery(page),
    OPTIONS,
  );

  const goTo = (next: number) => setSearchParams(next > 0 ? { page: String(next + 1) } : {});

  if (isPending) return <Skeleton height={320} radius="md" aria-busy="true" />;
  if (error) return <LoadFailure what="Events" error={error} onRetry={() => void refetch()} />;
  if (data.events.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">{page > 0 ? 'No events on this page.' : 'No events yet.'}</Text>
      </Paper>
    );
  }

  const list = (
    <ResponsiveList
      caption={CAPTION}
      phone={phone}
      columns={COLUMNS}
      items={data.events}
      card={(event) => <EventCard key={event.id} event={event} />}
      row={(event) => <EventRow key={event.id} event={event} />}
    />
  );

  return (
    <>
      <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>{list}</div>
      <Pager page={page} hasNext={data.hasNext} totalPages={data.totalPages} onPage={goTo} />
    </>
  );
}
