import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import type { Event } from '@tessera/sdk';
import { EventsTable } from './EventsTable.tsx';
import { NewEventForm } from './NewEventForm.tsx';
import { StatusCounts } from './StatusCounts.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';

/** The owner's events: counts by status, the new-event form and the table with row actions. */
export function DashboardHome() {
  const [formOpen, setFormOpen] = useState(false);
  usePageTitle('Dashboard');

  const created = (event: Event) => {
    setFormOpen(false);
    notifications.show({
      color: 'green',
      message: `“${event.title}” was created${event.status === 'DRAFT' ? ' as a draft' : ''}.`,
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Dashboard</Title>
        <Group gap="xs">
          <Button component={Link} to="/dashboard/events/new" variant="default">
            Open the event editor
          </Button>
          <Button aria-expanded={formOpen} onClick={() => setFormOpen((open) => !open)}>
            New event
          </Button>
        </Group>
      </Group>
      {formOpen && <NewEventForm onCreated={created} onClose={() => setFormOpen(false)} />}
      <StatusCounts />
      <EventsTable />
    </Stack>
  );
}
