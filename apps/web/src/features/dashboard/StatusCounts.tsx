import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { EventStatus } from '@tessera/sdk';
import { STATUS_LABELS } from '../../shared/event-status.ts';
import { useStatusCounts } from './useStatusCounts.ts';
import { errorMessage } from './error-message.ts';

const ORDER: EventStatus[] = ['DRAFT', 'UPCOMING', 'STARTED', 'ENDED', 'CANCELED'];

export function StatusCounts() {
  const { data, error } = useStatusCounts();
  if (error) {
    return (
      <Text c="red.8" size="sm">
        The counts could not be loaded. {errorMessage(error)}
      </Text>
    );
  }
  // A named region: a <dl> has no role that an aria-label could name.
  return (
    <section aria-labelledby="status-counts-heading" aria-busy={!data}>
      <h2 id="status-counts-heading" className="visually-hidden">
        Events by status
      </h2>
      <SimpleGrid component="dl" cols={{ base: 3, xs: 5 }} spacing="sm" m={0}>
        {ORDER.map((status) => (
          <Paper key={status} withBorder px="md" py="xs">
            <Text component="dt" size="xs" tt="uppercase" fw={600} c="dimmed" lts="0.05em">
              {STATUS_LABELS[status]}
            </Text>
            <Text component="dd" m={0} fz={{ base: 'xl', xs: 26 }} fw={700}>
              {data ? (data[status] ?? 0) : '–'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
