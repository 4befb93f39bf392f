import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowActionButtons } from './RowActionButtons.tsx';
import { RowError } from './RowError.tsx';

/** What a list row's hook (useEventRow, useMemberRow) gives its card. */
export interface CardRow<A extends string> {
  actions: A[];
  run: (action: A) => void;
  pending: boolean;
  error: unknown;
  dialog: ReactNode;
}

/**
 * One row of a dashboard list on a phone: the table's columns stacked (`children`), then the last
 * action's error and the actions under them, never off-screen.
 */
export function RowCard<A extends string>({
  row,
  subject,
  labels,
  dimWhilePending = false,
  children,
}: {
  row: CardRow<A>;
  /** What the row is called, for the buttons' screen-reader names. */
  subject: string;
  labels: Record<A, string>;
  dimWhilePending?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-busy={row.pending}
      style={dimWhilePending ? { opacity: row.pending ? 0.6 : 1 } : undefined}
    >
      <Stack gap={6}>
        {children}
        <RowError error={row.error} />
        <RowActionButtons
          subject={subject}
          actions={row.actions}
          labels={labels}
          pending={row.pending}
          onAction={row.run}
          justify="flex-start"
        />
      </Stack>
      {row.dialog}
    </Paper>
  );
}
