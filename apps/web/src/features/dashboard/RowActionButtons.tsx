import { Button, Group } from '@mantine/core';

/**
 * A list row's buttons (events, members); each names its row for screen readers ("Publish Spring
 * Hackathon", "Block ada@example.com"). Delete is red.
 */
export function RowActionButtons<A extends string>({
  subject,
  actions,
  labels,
  pending,
  onAction,
  justify = 'flex-end',
}: {
  /** What the row is called, read after each button's label. */
  subject: string;
  actions: A[];
  labels: Record<A, string>;
  pending: boolean;
  onAction: (action: A) => void;
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
          {labels[name]}
          <span className="visually-hidden"> {subject}</span>
        </Button>
      ))}
    </Group>
  );
}
