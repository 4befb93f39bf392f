import { Button, Group } from '@mantine/core';
import { MEMBER_ACTION_LABELS, type MemberRowAction } from './member-actions.ts';

/** A member's buttons; each names its member for screen readers ("Block ada@example.com"). */
export function MemberActionButtons({
  email,
  actions,
  pending,
  onAction,
  justify = 'flex-end',
}: {
  email: string;
  actions: MemberRowAction[];
  pending: boolean;
  onAction: (action: MemberRowAction) => void;
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
          {MEMBER_ACTION_LABELS[name]}
          <span className="visually-hidden"> {email}</span>
        </Button>
      ))}
    </Group>
  );
}
