import type { EventStatus } from '@tessera/sdk';

export type EventAction = 'publish' | 'cancel' | 'clone' | 'delete';

export const ACTION_LABELS: Record<EventAction, string> = {
  publish: 'Publish',
  cancel: 'Cancel',
  clone: 'Clone',
  delete: 'Delete',
};

/** What an event in this status allows; clone and delete work in any status. */
export function actionsFor(status: EventStatus | undefined): EventAction[] {
  const actions: EventAction[] = [];
  if (status === 'DRAFT') actions.push('publish');
  if (status === 'UPCOMING' || status === 'STARTED') actions.push('cancel');
  actions.push('clone', 'delete');
  return actions;
}
