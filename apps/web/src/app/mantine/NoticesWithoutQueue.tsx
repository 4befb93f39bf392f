import { useEffect } from 'react';
import { notifications, useNotifications } from '@mantine/notifications';
import { noticesToClose } from './notices-to-close.ts';

/**
 * Mantine shows a few notices at a time (`limit`, 5) and queues newer ones until an older one
 * closes itself, seconds later: the notice of a quick sixth action would come late, after the
 * person had moved on. Here a queued notice closes the oldest shown one instead, so every action's
 * feedback appears at once and the newest stay.
 */
export function NoticesWithoutQueue() {
  const { notifications: shown, queue } = useNotifications();
  useEffect(() => {
    for (const notice of noticesToClose(shown, queue.length)) if (notice.id) notifications.hide(notice.id);
  }, [shown, queue]);
  return null;
}
