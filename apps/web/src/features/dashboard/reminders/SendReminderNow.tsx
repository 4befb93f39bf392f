import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSendReminderNow } from '@tessera/react';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';

/**
 * "Send reminder now" for one event: emails its guests the reminder as it reads now, asked first
 * (an email cannot be taken back), with the result in words.
 */
export function SendReminderNow({ eventId, title }: { eventId: string; title: string }) {
  const send = useSendReminderNow();
  const { ask, dialog } = useConfirmation();
  const confirm = () =>
    ask({
      title: 'Send the reminder now?',
      message: `Every guest of ${title} gets the reminder email now, as it is saved, besides the one sent at its usual time.`,
      confirmLabel: 'Send reminder',
      onConfirm: () => {
        send.mutateAsync(eventId).then(
          () => notifyDone(`The reminder was sent to the guests of ${title}.`),
          (error: unknown) =>
            notifications.show({ color: 'red', message: errorMessage(error), autoClose: 8000 }),
        );
      },
    });
  return (
    <Group gap="sm" align="center">
      <Button variant="default" loading={send.isPending} onClick={confirm}>
        Send reminder now
      </Button>
      <Text size="sm" c="dimmed">
        Saved changes only: save first if you edited the text.
      </Text>
      {dialog}
    </Group>
  );
}
