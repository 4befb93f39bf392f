import { Group, Table, Text } from '@mantine/core';
import type { Event } from '@tessera/sdk';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { eventZone, formatEventStart } from '../../shared/dates.ts';
import { EventTitle } from './EventTitle.tsx';
import { EditEventLink } from './event-editor/EditEventLink.tsx';
import { ACTION_LABELS } from './event-actions.ts';
import { registrationLabel } from './event-labels.ts';
import { RowActionButtons } from './RowActionButtons.tsx';
import { RowError } from './RowError.tsx';
import { useEventRow } from './useEventRow.ts';

/** One event in the desktop table. */
export function EventRow({ event }: { event: Event }) {
  const row = useEventRow(event);
  return (
    <Table.Tr aria-busy={row.pending} style={{ opacity: row.pending ? 0.6 : 1 }}>
      <Table.Td miw={160}>
        <EventTitle event={event} title={row.title} />
        <RowError error={row.error} />
        {row.dialog}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <StatusBadge status={event.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatEventStart(event)}
        </Text>
        <Text size="xs" c="dimmed">
          {eventZone(event)}
        </Text>
      </Table.Td>
      <Table.Td>{registrationLabel(event)}</Table.Td>
      <Table.Td>
        {/* Wraps (Edit above the actions) rather than running past the table's edge. */}
        <Group gap={6} justify="flex-end" wrap="wrap">
          {event.id && <EditEventLink eventId={event.id} title={row.title} />}
          <RowActionButtons
            subject={row.title}
            actions={row.actions}
            labels={ACTION_LABELS}
            pending={row.pending}
            onAction={row.run}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
