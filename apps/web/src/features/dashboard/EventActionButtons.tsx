import { Button, Group } from '@mantine/core';
import { ACTION_LABELS, type EventAction } from './event-actions.ts';

/** The row's buttons; each names its event for screen readers ("Publish Spring Hackathon"). */
export function EventActionButtons({
  title,
  actions,
  pending,
  onAction,
  justify = 'flex-end',
}: {
  title: string;
  actions: EventAction[];
  pending: boolean;
  onAction: (action: EventAction) => void;
  justify?: 'flex-end' | 'flex-start';
}) {
  return (
    <Group gap={6} justify={justify} wrap={justify === 'flex-end' ? 'nowrap' : 'wrap'}>
      {actions.map((name) => (
        <Button
          key={name}
          size="compact-sm"
          variant="default"
          c={name === 'delete' ? 'red.9' : undefined}
          disabled={pending}
          onClick={() => onAction(name)}
        >
          {ACTION_LABELS[name]}
          <span className="visually-hidden"> {title}</span>
        </Button>
      ))}
    </Group>
  );
}
