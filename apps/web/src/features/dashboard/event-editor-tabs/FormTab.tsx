import { Text } from '@mantine/core';
import type { EventEditorTabProps } from './tab-props.ts';

/** Placeholder: the event's form are edited here soon. */
export function FormTab(_props: EventEditorTabProps) {
  return <Text c="dimmed">The event's form can be edited here soon.</Text>;
}
