import { Text } from '@mantine/core';
import { errorMessage } from './error-message.ts';

/** Why a row's last action failed, announced, under the row's name. */
export function RowError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text c="red.8" size="sm" role="alert">
      {errorMessage(error)}
    </Text>
  );
}
