import { Alert, Text } from '@mantine/core';
import { formatRemaining } from './useCountdown.ts';

/** How long the tickets stay held; red in the last two minutes. */
export function ReservationCountdown({ remaining }: { remaining: number | undefined }) {
  if (remaining === undefined) return null;
  const short = remaining < 120_000;
  return (
    <Alert color={short ? 'red' : 'blue'} variant="light" py="xs">
      <Text size="sm">
        Your tickets are held for{' '}
        <Text span fw={700} role="timer" aria-label={`${formatRemaining(remaining)} minutes left`}>
          {formatRemaining(remaining)}
        </Text>{' '}
        more minutes. Complete checkout before the time runs out.
      </Text>
    </Alert>
  );
}
