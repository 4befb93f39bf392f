import type { NotificationData } from '@mantine/notifications';

/**
 * The notices to close so that the queued ones show at once: the oldest shown that close
 * themselves first, then (only when nothing else can make room) those that stay until closed,
 * such as a loading notice.
 */
export function noticesToClose(shown: NotificationData[], queued: number): NotificationData[] {
  if (queued === 0) return [];
  const closing = shown.filter((notice) => notice.autoClose !== false);
  const staying = shown.filter((notice) => notice.autoClose === false);
  return [...closing, ...staying].slice(0, queued);
}
