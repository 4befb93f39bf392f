import { Alert, Button } from '@mantine/core';
import { errorMessage } from './error-message.ts';

/** A list that could not be loaded: what happened, in words, and a way to try again. */
export function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={`${what} could not be loaded`}>
      {errorMessage(error)}{' '}
      <Button variant="default" size="compact-sm" ml="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
