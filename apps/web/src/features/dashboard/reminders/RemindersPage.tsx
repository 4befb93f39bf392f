import { Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useNotificationConfig } from '@tessera/react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { useOwner } from '../owner-context.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { useDoorEvents } from '../guests/useDoorEvents.ts';
import { ReminderForm } from './ReminderForm.tsx';
import { SendReminderNow } from './SendReminderNow.tsx';
import { GuestsAreaNav } from '../guests/GuestsAreaNav.tsx';

const SITE = 'site';

/**
 * `/dashboard/reminders?for=…`: the reminder email of the site's defaults (every event without its
 * own setting) or of one event. A config is the event's id or the site's id.
 */
export function RemindersPage() {
  usePageTitle('Reminders');
  const { credentials } = useOwner();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('for') ?? SITE;
  const events = useDoorEvents('door');
  const configId = chosen === SITE ? credentials.siteId : chosen;
  const config = useNotificationConfig(configId);
  const title =
    chosen === SITE ? 'every event' : (events.events.find((e) => e.id === chosen)?.title ?? 'this event');
  return (
    <Stack gap="lg" maw={720}>
      <GuestsAreaNav />
      <Title order={1}>Reminders</Title>
      <Select
        label="Settings of"
        data={[
          { value: SITE, label: 'Site defaults (every event without its own)' },
          ...events.events.map((e) => ({ value: e.id ?? '', label: e.title || 'Untitled event' })),
        ]}
        value={chosen}
        onChange={(value) => setParams(value && value !== SITE ? { for: value } : {}, { replace: true })}
        allowDeselect={false}
        searchable
        maw={520}
      />
      <Text size="sm" c="dimmed">
        {chosen === SITE
          ? 'Events follow these unless they have their own reminder.'
          : 'This event’s own reminder; what it does not set follows the site defaults.'}
      </Text>
      {config.isPending && <Skeleton height={280} aria-busy="true" />}
      {config.error && (
        <LoadFailure what="The reminder" error={config.error} onRetry={() => void config.refetch()} />
      )}
      {config.data && (
        <ReminderForm
          key={`${configId}:${config.data.revision}`}
          configId={configId}
          config={config.data}
          what={title}
        />
      )}
      {chosen !== SITE && config.data && <SendReminderNow eventId={chosen} title={title} />}
    </Stack>
  );
}
