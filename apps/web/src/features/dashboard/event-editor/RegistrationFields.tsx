import { Checkbox, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SectionProps } from './editor-context.ts';

/** How guests register: RSVP or tickets (chosen once), open here, elsewhere or not at all. */
export function RegistrationFields({ values, set, errorOf, isNew }: SectionProps) {
  const rsvp = values.initialType === 'RSVP';
  return (
    <Stack gap="sm">
      {isNew ? (
        <div>
          <Text size="sm" fw={500} id="registration-type-label">
            Guests register by
          </Text>
          <SegmentedControl
            aria-labelledby="registration-type-label"
            value={values.initialType}
            onChange={(type) => set('initialType', type as 'RSVP' | 'TICKETING')}
            data={[
              { value: 'RSVP', label: 'RSVP' },
              { value: 'TICKETING', label: 'Tickets' },
            ]}
          />
          <Text size="xs" c="dimmed">
            This cannot be changed once the event exists.
          </Text>
        </div>
      ) : (
        <Text size="sm">
          Guests register by <strong>{rsvp ? 'RSVP' : 'buying tickets'}</strong>.
        </Text>
      )}
      {!isNew && (
        <NativeSelect
          label="Registration"
          error={errorOf('registrationMode')}
          value={values.registrationMode}
          onChange={(e) => set('registrationMode', e.currentTarget.value as typeof values.registrationMode)}
          data={[
            { value: 'OWN', label: rsvp ? 'RSVP on this site' : 'Tickets on this site' },
            { value: 'EXTERNAL', label: 'On another site' },
            { value: 'NONE', label: 'No registration' },
          ]}
        />
      )}
      {values.registrationMode === 'EXTERNAL' && (
        <TextInput
          label="Registration link"
          type="url"
          placeholder="https://"
          error={errorOf('externalUrl')}
          value={values.externalUrl}
          onChange={(e) => set('externalUrl', e.currentTarget.value)}
        />
      )}
      {rsvp && values.registrationMode === 'OWN' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Guests can answer"
            error={errorOf('rsvpResponseType')}
            value={values.rsvpResponseType}
            onChange={(e) => set('rsvpResponseType', e.currentTarget.value as 'YES_ONLY' | 'YES_AND_NO')}
            data={[
              { value: 'YES_ONLY', label: 'Yes only' },
              { value: 'YES_AND_NO', label: 'Yes or no' },
            ]}
          />
          <TextInput
            label="Guest limit"
            description="Empty for no limit."
            inputMode="numeric"
            error={errorOf('rsvpLimit')}
            value={values.rsvpLimit}
            onChange={(e) => set('rsvpLimit', e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Checkbox
            label="Open a waitlist when the event is full"
            checked={values.rsvpWaitlist}
            onChange={(e) => set('rsvpWaitlist', e.currentTarget.checked)}
          />
        </SimpleGrid>
      )}
      <NativeSelect
        label="Who can register"
        value={values.allowedGuestTypes}
        onChange={(e) => set('allowedGuestTypes', e.currentTarget.value as typeof values.allowedGuestTypes)}
        data={[
          { value: 'VISITOR_OR_MEMBER', label: 'Anyone' },
          { value: 'MEMBER', label: 'Site members only' },
        ]}
      />
      <Checkbox
        label="Pause registration"
        checked={values.registrationPaused}
        onChange={(e) => set('registrationPaused', e.currentTarget.checked)}
      />
      <Checkbox
        label="Show the guest list on the event page"
        checked={values.guestListPublic}
        onChange={(e) => set('guestListPublic', e.currentTarget.checked)}
      />
    </Stack>
  );
}
