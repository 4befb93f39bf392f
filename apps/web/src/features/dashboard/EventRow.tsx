import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Event, RegistrationType } from '@tessera/sdk';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { ACTION_LABELS, actionsFor, type EventAction } from './event-actions.ts';
import { formatStart } from './format-start.ts';
import { useEventAction } from './useEventAction.ts';
import { RowError } from './RowError.tsx';

const REGISTRATION_LABELS: Record<RegistrationType, string> = {
  RSVP: 'RSVP',
  TICKETING: 'Tickets',
  EXTERNAL: 'External',
  NONE: 'None',
};

export function EventRow({ event }: { event: Event }) {
  const action = useEventAction(event.id ?? '');
  const title = event.title || 'Untitled event';

  const run = (next: EventAction) => {
    if (next === 'delete' && !window.confirm(`Delete “${title}”? This cannot be undone.`)) return;
    action.mutate(next);
  };

  return (
    <Table.Tr aria-busy={action.isPending} style={{ opacity: action.isPending ? 0.6 : 1 }}>
      <Table.Td miw={160}>
        {event.status !== 'DRAFT' && event.slug ? (
          <Anchor component={Link} to={`/events/${encodeURIComponent(event.slug)}`} fw={500}>
            {title}
          </Anchor>
        ) : (
          <Text span fw={500}>
            {title}
          </Text>
        )}
        <RowError error={action.error} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={event.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatStart(event)}</Table.Td>
      <Table.Td>{event.registration?.type ? REGISTRATION_LABELS[event.registration.type] : '—'}</Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {actionsFor(event.status).map((name) => (
            <Button
              key={name}
              size="compact-sm"
              variant="default"
              c={name === 'delete' ? 'red.9' : undefined}
              disabled={action.isPending}
              onClick={() => run(name)}
            >
              {ACTION_LABELS[name]}
              {/* "Publish Spring Hackathon": a row of "Publish" buttons is no help out of context. */}
              <span className="visually-hidden"> {title}</span>
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
