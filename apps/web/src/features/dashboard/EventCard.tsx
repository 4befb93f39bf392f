import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Event } from '@tessera/sdk';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { eventZone, formatEventStart } from '../../shared/dates.ts';
import { EventActionButtons } from './EventActionButtons.tsx';
import { EventTitle } from './EventTitle.tsx';
import { registrationLabel } from './event-labels.ts';
import { RowError } from './RowError.tsx';
import { useEventRow } from './useEventRow.ts';

/** One event on a phone: the table's columns stacked, its actions under them (never off-screen). */
export function EventCard({ event }: { event: Event }) {
  const row = useEventRow(event);
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-busy={row.pending}
      style={{ opacity: row.pending ? 0.6 : 1 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <EventTitle event={event} title={row.title} />
          <StatusBadge status={event.status} />
        </Group>
        <div>
          <Text size="sm">{formatEventStart(event)}</Text>
          <Text size="xs" c="dimmed">
            {eventZone(event)}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          Registration: {registrationLabel(event)}
        </Text>
        <RowError error={row.error} />
        <EventActionButtons
          title={row.title}
          actions={row.actions}
          pending={row.pending}
          onAction={row.run}
          justify="flex-start"
        />
      </Stack>
      {row.dialog}
    </Paper>
  );
}
