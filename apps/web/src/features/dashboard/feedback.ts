import { notifications } from '@mantine/notifications';

/** Tells the owner an action went through (bottom right, clear of the header and "Sign out"). */
export function notifyDone(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}
