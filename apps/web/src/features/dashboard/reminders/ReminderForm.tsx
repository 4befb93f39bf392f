import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useUpdateReminder } from '@tessera/react';
import {
  ReminderTimes,
  reminderOf,
  type NotificationConfig,
  type ReminderTime,
} from '@tessera/sdk/notifications-admin';
import { TesseraApiError } from '@tessera/sdk/core';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { REMINDER_TIME_LABELS } from './reminder-labels.ts';

/**
 * The reminder of one config (an event's or the site's defaults): on or off, when, and its text.
 * Saved with the revision read, so two owners editing at once do not overwrite each other.
 */
export function ReminderForm({
  configId,
  config,
  what,
}: {
  configId: string;
  config: NotificationConfig;
  what: string;
}) {
  const [reminder, setReminder] = useState(() => reminderOf(config));
  const update = useUpdateReminder();
  const stale = update.error instanceof TesseraApiError && update.error.status === 409;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { configId, reminder, revision: config.revision },
      { onSuccess: () => notifyDone(`The reminder of ${what} was saved.`) },
    );
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label={`Reminder of ${what}`}>
      <Stack gap="md">
        <Switch
          label="Email a reminder to guests"
          checked={reminder.enabled}
          onChange={(e) => setReminder({ ...reminder, enabled: e.currentTarget.checked })}
        />
        <Select
          label="When"
          data={ReminderTimes.map((time) => ({ value: time, label: REMINDER_TIME_LABELS[time] }))}
          value={reminder.reminderTime}
          onChange={(value) => value && setReminder({ ...reminder, reminderTime: value as ReminderTime })}
          allowDeselect={false}
          disabled={!reminder.enabled}
          maw={320}
        />
        <TextInput
          label="Subject"
          description="Left empty, the standard subject is sent."
          value={reminder.subject}
          onChange={(e) => setReminder({ ...reminder, subject: e.currentTarget.value })}
          maxLength={200}
          disabled={!reminder.enabled}
        />
        <Textarea
          label="Message"
          description="Left empty, the standard message is sent."
          value={reminder.body}
          onChange={(e) => setReminder({ ...reminder, body: e.currentTarget.value })}
          maxLength={5000}
          autosize
          minRows={4}
          disabled={!reminder.enabled}
        />
        {update.error && (
          <Alert color="red" variant="light" role="alert" title="The reminder was not saved">
            {stale
              ? 'Someone changed these settings since you opened them. Reload the page to see their change.'
              : errorMessage(update.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save reminder
          </Button>
          {!reminder.enabled && (
            <Text size="sm" c="dimmed">
              No reminder is sent while this is off.
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
