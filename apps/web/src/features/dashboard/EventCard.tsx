import { Group, Text } from '@mantine/core';
import type { Event } from '@tessera/sdk';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { eventZone, formatEventStart } from '../../shared/dates.ts';
import { EventTitle } from './EventTitle.tsx';
import { EditEventLink } from './event-editor/EditEventLink.tsx';
import { ACTION_LABELS } from './event-actions.ts';
import { registrationLabel } from './event-labels.ts';
import { RowCard } from './RowCard.tsx';
import { useEventRow } from './useEventRow.ts';

/** One event on a phone: the table's columns stacked, its actions under them (never off-screen). */
export function EventCard({ event }: { event: Event }) {
  const row = useEventRow(event);
  return (
    <RowCard row={row} subject={row.title} labels={ACTION_LABELS} dimWhilePending>
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
      {event.id && (
        <div>
          <EditEventLink eventId={event.id} title={row.title} />
        </div>
      )}
    </RowCard>
  );
}
