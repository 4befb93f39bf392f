import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EventsTable } from './EventsTable.tsx';
import { StatusCounts } from './StatusCounts.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';

/** The owner's events: counts by status, "New event" (the event editor) and the table with row actions. */
export function DashboardHome() {
  usePageTitle('Dashboard');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Dashboard</Title>
        <Button component={Link} to="/dashboard/events/new">
          New event
        </Button>
      </Group>
      <StatusCounts />
      <EventsTable />
    </Stack>
  );
}
