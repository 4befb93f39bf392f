import { Text } from '@mantine/core';
import type { EventEditorTabProps } from './tab-props.ts';

/** Placeholder: the event's tickets are edited here soon. */
export function TicketsTab(_props: EventEditorTabProps) {
  return <Text c="dimmed">The event's tickets can be edited here soon.</Text>;
}
