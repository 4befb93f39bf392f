import { Text } from '@mantine/core';
import type { EventEditorTabProps } from './tab-props.ts';

/** Placeholder: the event's policies are edited here soon. */
export function PoliciesTab(_props: EventEditorTabProps) {
  return <Text c="dimmed">The event's policies can be edited here soon.</Text>;
}
