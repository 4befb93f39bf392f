import { ActionIcon, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TimeZonePicker } from '../TimeZonePicker.tsx';
import type { SectionProps } from './editor-context.ts';
import { newOccurrence, type OccurrenceValues } from './editor-values.ts';

/** When: start, end and zone; more dates for a new recurring event (one event per date). */
export function DateFields({ values, set, errorOf, isNew }: SectionProps) {
  const setOccurrence = (key: string, change: Partial<OccurrenceValues>) =>
    set(
      'occurrences',
      values.occurrences.map((o) => (o.key === key ? { ...o, ...change } : o)),
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Starts"
          type="datetime-local"
          error={errorOf('start')}
          value={values.start}
          onChange={(e) => set('start', e.currentTarget.value)}
        />
        <TextInput
          label="Ends"
          type="datetime-local"
          error={errorOf('end')}
          value={values.end}
          onChange={(e) => set('end', e.currentTarget.value)}
        />
        <TimeZonePicker
          value={values.timeZone}
          error={errorOf('timeZone')}
          onChange={(z) => set('timeZone', z)}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label="Show the time zone"
          checked={values.showTimeZone}
          onChange={(e) => set('showTimeZone', e.currentTarget.checked)}
        />
        <Checkbox
          label="Hide the end"
          checked={values.hideEndDate}
          onChange={(e) => set('hideEndDate', e.currentTarget.checked)}
        />
        <Checkbox
          label="Date to be announced"
          checked={values.dateTbd}
          onChange={(e) => set('dateTbd', e.currentTarget.checked)}
        />
      </Group>
      {values.dateTbd && (
        <TextInput
          label="What to say instead of a date"
          placeholder="e.g. Spring 2027"
          maxLength={100}
          error={errorOf('dateTbdMessage')}
          value={values.dateTbdMessage}
          onChange={(e) => set('dateTbdMessage', e.currentTarget.value)}
        />
      )}
      {isNew && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Repeats on other dates
          </Text>
          <Text size="xs" c="dimmed">
            Each date becomes its own event with the same details, in the same time zone.
          </Text>
          {values.occurrences.map((o, i) => (
            <Group key={o.key} align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={`Date ${i + 2} starts`}
                type="datetime-local"
                value={o.start}
                onChange={(e) => setOccurrence(o.key, { start: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <TextInput
                label={`Date ${i + 2} ends`}
                type="datetime-local"
                value={o.end}
                onChange={(e) => setOccurrence(o.key, { end: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove date ${i + 2}`}
                onClick={() =>
                  set(
                    'occurrences',
                    values.occurrences.filter((x) => x.key !== o.key),
                  )
                }
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errorOf('occurrences') && (
            <Text size="sm" c="red" role="alert">
              {errorOf('occurrences')}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => set('occurrences', [...values.occurrences, newOccurrence()])}
            >
              Add a date
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
