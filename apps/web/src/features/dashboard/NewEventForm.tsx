import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useCreateEvent } from '@tessera/react';
import { ValidationError, type Event } from '@tessera/sdk';
import {
  initialEventFormValues,
  sortViolations,
  toEventInput,
  type EventFormValues,
  type SortedViolations,
} from './event-form.ts';
import { errorMessage } from './error-message.ts';
import { TimeZonePicker } from './TimeZonePicker.tsx';
import { EventImageField } from './EventImageField.tsx';

const NO_VIOLATIONS: SortedViolations = { byField: {}, other: [] };

export function NewEventForm({
  onCreated,
  onClose,
}: {
  onCreated: (event: Event) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initialEventFormValues);
  const create = useCreateEvent();
  const [imageUploading, setImageUploading] = useState(false);

  const violations =
    create.error instanceof ValidationError ? sortViolations(create.error.fieldViolations) : NO_VIOLATIONS;
  const otherError = create.error && !(create.error instanceof ValidationError) ? create.error : null;
  // Mantine wires an error to its input (aria-invalid, aria-describedby) when given one.
  const errorOf = (field: keyof EventFormValues) => violations.byField[field]?.join(' ');

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(
      { event: toEventInput(values), options: { draft: values.draft } },
      { onSuccess: (created) => onCreated(created) },
    );
  };

  return (
    <Paper withBorder p="lg">
      <form aria-labelledby="new-event-heading" noValidate onSubmit={submit}>
        <Stack>
          <Title order={2} size="h3" id="new-event-heading">
            New event
          </Title>
          {(violations.other.length > 0 || otherError) && (
            <Alert color="red" variant="light" title="The event could not be created">
              <List size="sm">
                {otherError && <List.Item>{errorMessage(otherError)}</List.Item>}
                {violations.other.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {create.error instanceof ValidationError && violations.other.length === 0 && (
            <p className="visually-hidden" role="alert">
              Please correct the highlighted fields.
            </p>
          )}
          <TextInput
            label="Title"
            error={errorOf('title')}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
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
              onChange={(zone) => set('timeZone', zone)}
            />
            <NativeSelect
              label="Registration"
              error={errorOf('registration')}
              value={values.registration}
              onChange={(e) => set('registration', e.currentTarget.value as EventFormValues['registration'])}
              data={[
                { value: 'RSVP', label: 'RSVP' },
                { value: 'TICKETING', label: 'Tickets' },
              ]}
            />
            <NativeSelect
              label="Location type"
              error={errorOf('locationType')}
              value={values.locationType}
              onChange={(e) => set('locationType', e.currentTarget.value as EventFormValues['locationType'])}
              data={[
                { value: 'VENUE', label: 'Venue' },
                { value: 'ONLINE', label: 'Online' },
              ]}
            />
            <TextInput
              label="Location name"
              placeholder={values.locationType === 'VENUE' ? 'e.g. Kulturbrauerei' : 'e.g. Zoom'}
              error={errorOf('locationName')}
              value={values.locationName}
              onChange={(e) => set('locationName', e.currentTarget.value)}
            />
          </SimpleGrid>
          <EventImageField
            image={values.image}
            altText={values.imageAltText}
            error={errorOf('image')}
            altTextError={errorOf('imageAltText')}
            onImageChange={(image) => set('image', image)}
            onAltTextChange={(altText) => set('imageAltText', altText)}
            onUploadingChange={setImageUploading}
          />
          <Checkbox
            label="Save as draft"
            error={errorOf('draft')}
            checked={values.draft}
            onChange={(e) => set('draft', e.currentTarget.checked)}
          />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending} disabled={imageUploading}>
              Create event
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
