import type { Event } from '@tessera/sdk';
import { actionsFor, type EventAction } from './event-actions.ts';
import { useConfirmation } from './ConfirmDialog.tsx';
import { notifyDone } from './feedback.ts';
import { useEventAction } from './useEventAction.ts';

const DONE: Record<EventAction, (title: string) => string> = {
  publish: (title) => `“${title}” is published.`,
  cancel: (title) => `“${title}” was canceled. Its visitors see it as canceled.`,
  clone: (title) => `A draft copy of “${title}” was created.`,
  delete: (title) => `“${title}” was deleted.`,
};

/** One event's actions as the table row and the phone card both offer them: asked, run, reported. */
export function useEventRow(event: Event) {
  const action = useEventAction(event.id ?? '');
  const { ask, dialog } = useConfirmation();
  const title = event.title || 'Untitled event';

  // mutateAsync, not mutate's callbacks: those are dropped when the row unmounts first (a deleted
  // event's row is gone before the call settles). A failure shows in the row (action.error).
  const perform = (name: EventAction) =>
    void action.mutateAsync(name).then(
      () => notifyDone(DONE[name](title)),
      () => undefined,
    );

  const run = (name: EventAction) => {
    if (name === 'delete') {
      ask({
        title: 'Delete this event?',
        message: `“${title}” and its registrations will be deleted. This cannot be undone.`,
        confirmLabel: 'Delete event',
        danger: true,
        onConfirm: () => perform(name),
      });
    } else if (name === 'cancel') {
      ask({
        title: 'Cancel this event?',
        message: `“${title}” will show as canceled to visitors and take no more registrations. This cannot be undone.`,
        confirmLabel: 'Cancel event',
        danger: true,
        onConfirm: () => perform(name),
      });
    } else {
      perform(name);
    }
  };

  return {
    title,
    actions: actionsFor(event.status),
    run,
    pending: action.isPending,
    error: action.error,
    dialog,
  };
}
