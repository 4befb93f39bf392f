import { Alert } from '@mantine/core';
import type { CheckInOutcome } from './check-in-outcome.ts';

const COLOR = { done: 'green', already: 'yellow', refused: 'red' } as const;

/** The result of the last scan or tap, large enough to read at arm's length. */
export function OutcomeNotice({ outcome }: { outcome: CheckInOutcome }) {
  return (
    <Alert
      color={COLOR[outcome.tone]}
      variant="light"
      title={outcome.title}
      role={outcome.tone === 'done' ? 'status' : 'alert'}
      // Dark text on the tint: the tint's own colour falls short of 4.5:1.
      styles={{
        title: { fontSize: 'var(--mantine-font-size-lg)', color: 'var(--mantine-color-black)' },
        message: { color: 'var(--mantine-color-black)' },
      }}
    >
      {outcome.detail}
    </Alert>
  );
}
