import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
  Checkbox,
} from '@mantine/core';
import { useEditorEvent } from '@tessera/react';
import type { Event } from '@tessera/sdk';
import { FormTab, PoliciesTab, TicketsTab } from '../event-editor-tabs/index.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { errorMessage } from '../error-message.ts';
import { EventImageField } from '../EventImageField.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { CategoriesField } from './CategoriesField.tsx';
import { DateFields } from './DateFields.tsx';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import type { SectionProps } from './editor-context.ts';
import { TAB_OF_FIELD, editorValuesOf, type EditorField, type EditorValues } from './editor-values.ts';
import { LocationFields } from './LocationFields.tsx';
import { RegistrationFields } from './RegistrationFields.tsx';
import { SeoFields } from './SeoFields.tsx';
import { useEditorActions } from './useEditorActions.ts';
import { useLeaveGuard } from './useLeaveGuard.tsx';

const FORM_ID = 'event-editor-form';

type TabName = 'details' | 'registration' | 'seo' | 'tickets' | 'form' | 'policies';

/** `dashboard/events/new` and `dashboard/events/:id`: every field an owner sets on an event. */
export function EventEditorPage() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const loaded = useEditorEvent(isNew ? undefined : id);
  usePageTitle(isNew ? 'New event' : (loaded.data?.title ?? 'Edit event'));

  if (!isNew && loaded.isPending) {
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading the event…</Text>
      </Group>
    );
  }
  if (!isNew && loaded.error) {
    return <LoadFailure what="The event" error={loaded.error} onRetry={() => void loaded.refetch()} />;
  }
  // A new key per event: opening another event (a clone, say) starts from its values.
  return <EventEditor key={loaded.data?.id ?? 'new'} event={isNew ? undefined : loaded.data} />;
}

function EventEditor({ event }: { event: Event | undefined }) {
  const isNew = !event;
  const [values, setValues] = useState<EditorValues>(() => editorValuesOf(event));
  const [tab, setTab] = useState<TabName>('details');
  const [imageUploading, setImageUploading] = useState(false);
  // What was last saved (or loaded): the editor has unsaved changes while its values differ.
  const [saved, setSaved] = useState(values);
  // Refs for the leave guard's question, asked during a navigation: a new event's save navigates to
  // its own page before React renders again, and must not be stopped by what it just saved.
  const savedRef = useRef(values);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const onSaved = (written: EditorValues) => {
    savedRef.current = written;
    setSaved(written);
  };
  const leaveGuard = useLeaveGuard(
    !sameValues(values, saved),
    () => !sameValues(valuesRef.current, savedRef.current),
  );
  const actions = useEditorActions(event, onSaved);
  const { violations } = actions;

  const set: SectionProps['set'] = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: EditorField) => violations.byField[field]?.join(' ');
  const section: SectionProps = { values, set, errorOf, isNew };

  // A refused save opens the tab of the first input it names.
  useEffect(() => {
    const first = Object.keys(violations.byField)[0] as EditorField | undefined;
    if (first) setTab(TAB_OF_FIELD[first] ?? 'details');
  }, [violations]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void actions.saveEvent(values);
  };
  // The editor's own tabs are one form (Enter in an input saves); the ticketing tabs have their own.
  const form = (children: ReactNode) => (
    <form id={FORM_ID} aria-labelledby="editor-heading" noValidate onSubmit={submit}>
      {children}
    </form>
  );

  const hasViolations = Object.keys(violations.byField).length > 0 || violations.other.length > 0;
  const draft = isNew || event.status === 'DRAFT';
  const heading = isNew ? 'New event' : `Edit “${event.title}”`;

  return (
    <Stack gap="md">
      {leaveGuard}
      <Anchor component={Link} to="/dashboard" size="sm">
        ← All events
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} id="editor-heading" size="h2">
            {heading}
          </Title>
          {event && <StatusBadge status={event.status} />}
        </Stack>
        <Group gap="xs">
          {event?.slug && (
            <Button
              component="a"
              variant="default"
              href={`/${draft ? 'preview/' : ''}events/${encodeURIComponent(event.slug)}`}
              target="_blank"
              rel="noopener"
            >
              {draft ? 'Preview' : 'View page'}
            </Button>
          )}
          {event && (
            <Button variant="default" loading={actions.busy === 'clone'} onClick={() => void actions.clone()}>
              Clone
            </Button>
          )}
          {draft && (
            <Button
              variant="light"
              loading={actions.busy === 'publish'}
              disabled={imageUploading || actions.busy !== null}
              onClick={() => void actions.publish(values)}
            >
              Publish
            </Button>
          )}
          <Button
            // Saves the editor's form (Enter in one of its inputs does the same).
            onClick={() => void actions.saveEvent(values)}
            loading={actions.busy === 'save'}
            disabled={imageUploading || actions.busy !== null}
          >
            {isNew ? 'Create event' : 'Save'}
          </Button>
        </Group>
      </Group>
      {(violations.other.length > 0 || actions.failure !== null) && (
        <Alert color="red" variant="light" title="The event could not be saved">
          <List size="sm">
            {actions.failure !== null && <List.Item>{errorMessage(actions.failure)}</List.Item>}
            {violations.other.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {hasViolations && violations.other.length === 0 && (
        <p className="visually-hidden" role="alert">
          Please correct the highlighted fields.
        </p>
      )}
      <Tabs value={tab} onChange={(t) => t && setTab(t as TabName)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="registration">Registration</Tabs.Tab>
          <Tabs.Tab value="seo">SEO</Tabs.Tab>
          <Tabs.Tab value="tickets" disabled={isNew}>
            Tickets
          </Tabs.Tab>
          <Tabs.Tab value="form" disabled={isNew}>
            Form
          </Tabs.Tab>
          <Tabs.Tab value="policies" disabled={isNew}>
            Policies
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          {form(
            <Stack gap="lg">
              <TextInput
                label="Title"
                required
                maxLength={120}
                error={errorOf('title')}
                value={values.title}
                onChange={(e) => set('title', e.currentTarget.value)}
              />
              <Textarea
                label="Short description"
                description="One or two sentences, shown in lists and under the title."
                autosize
                minRows={2}
                maxLength={500}
                error={errorOf('shortDescription')}
                value={values.shortDescription}
                onChange={(e) => set('shortDescription', e.currentTarget.value)}
              />
              <DescriptionEditor
                initial={values.description}
                error={errorOf('description')}
                onChange={(doc) => set('description', doc)}
              />
              <EventImageField
                image={values.image}
                altText={values.imageAltText}
                error={errorOf('image')}
                altTextError={errorOf('imageAltText')}
                onImageChange={(image) => set('image', image)}
                onAltTextChange={(alt) => set('imageAltText', alt)}
                onUploadingChange={setImageUploading}
              />
              <LocationFields {...section} />
              <DateFields {...section} />
              <CategoriesField {...section} />
              {isNew && (
                <Checkbox
                  label="Save as draft"
                  description="A draft is seen only in the dashboard and its preview."
                  checked={values.draft}
                  onChange={(e) => set('draft', e.currentTarget.checked)}
                />
              )}
            </Stack>,
          )}
        </Tabs.Panel>
        <Tabs.Panel value="registration" pt="md">
          {form(<RegistrationFields {...section} />)}
        </Tabs.Panel>
        <Tabs.Panel value="seo" pt="md">
          {form(<SeoFields {...section} />)}
        </Tabs.Panel>
        {event?.id && (
          <>
            <Tabs.Panel value="tickets" pt="md">
              <TicketsTab eventId={event.id} />
            </Tabs.Panel>
            <Tabs.Panel value="form" pt="md">
              <FormTab eventId={event.id} />
            </Tabs.Panel>
            <Tabs.Panel value="policies" pt="md">
              <PoliciesTab eventId={event.id} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
      {!isNew && (
        <Text size="xs" c="dimmed">
          Tickets, form and policies are saved in their own tabs.
        </Text>
      )}
    </Stack>
  );
}

/** The same values: compared by content (the description is a document made afresh on each edit). */
function sameValues(a: EditorValues, b: EditorValues): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
