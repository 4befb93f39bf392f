import { ActionIcon, Badge, Button, Card, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { useChangeEventForm, useEventFormAdmin, type FormChange } from '@tessera/react';
import type { InputControl } from '@tessera/sdk/event-forms-admin';
import { useState } from 'react';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { FormControlEditor } from './FormControlEditor.tsx';
import { FormMessagesEditor } from './FormMessagesEditor.tsx';
import {
  ADDABLE_KINDS,
  bodyOf,
  draftDiffers,
  isRequired,
  KIND_NAMES,
  liveControls,
  newValues,
  summaryOf,
  valuesOf,
  type ControlKind,
} from './form-controls.ts';
import type { EventEditorTabProps } from './tab-props.ts';

/**
 * The event's registration form: the fields visitors fill in (name and email always first), its
 * messages, and the draft's publish or discard. Every edit changes the draft; visitors see it once
 * it is published.
 */
export function FormTab({ eventId }: EventEditorTabProps) {
  const form = useEventFormAdmin(eventId);
  const change = useChangeEventForm(eventId);
  const { ask, dialog } = useConfirmation();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<ControlKind | null>(null);

  const run = async (what: FormChange, done: string) => {
    try {
      await change.mutateAsync(what);
      notifyDone(done);
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };
  /** A change from a button (no form to show the sentence in): failures become a notice too. */
  const [actionError, setActionError] = useState<string>();
  const act = async (what: FormChange, done: string) => setActionError(await run(what, done));

  if (form.isPending) return <Loader aria-label="Loading the registration form" />;
  if (form.isError)
    return (
      <LoadFailure what="the registration form" error={form.error} onRetry={() => void form.refetch()} />
    );

  const draft = form.data.draftForm;
  const controls = liveControls(draft.controls);
  const pending = draftDiffers(form.data.form, draft);
  const firstCustom = controls.findIndex((c) => !c.system);
  const move = (control: InputControl, to: number, direction: string) =>
    void act(
      // UpdateControl takes the whole body of the control's kind; orderIndex places it.
      { kind: 'update', id: control.id, control: { ...bodyOf(valuesOf(control)), orderIndex: to } },
      `${control.label || KIND_NAMES[valuesOf(control).kind]} moved ${direction}`,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>Registration form</Title>
        <Badge color={pending ? 'yellow' : 'green'} variant="light" c="dark.8">
          {pending ? 'Unpublished changes' : 'Published'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Guests fill in these fields when they register or buy tickets. Changes are kept as a draft until you
        publish them.
      </Text>
      {pending && (
        <Card withBorder bg="yellow.0">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">Guests still see the published form.</Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={change.isPending}
                onClick={() =>
                  ask({
                    title: 'Discard the draft?',
                    message: 'Your unpublished changes to the form are lost. This cannot be undone.',
                    confirmLabel: 'Discard changes',
                    danger: true,
                    onConfirm: () => void act({ kind: 'discard' }, 'Draft discarded'),
                  })
                }
              >
                Discard changes
              </Button>
              <Button
                loading={change.isPending}
                onClick={() => void act({ kind: 'publish' }, 'Form published')}
              >
                Publish form
              </Button>
            </Group>
          </Group>
        </Card>
      )}
      {actionError && (
        <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
          {actionError}
        </div>
      )}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Form fields"
      >
        {controls.map((control, i) => {
          const name = control.label || KIND_NAMES[valuesOf(control).kind];
          return (
            <Card component="li" withBorder key={control.id} aria-label={name}>
              {editing === control.id ? (
                <FormControlEditor
                  initial={valuesOf(control)}
                  saveLabel="Save field"
                  onCancel={() => setEditing(null)}
                  onSave={async (values) => {
                    const error = await run(
                      { kind: 'update', id: control.id, control: bodyOf(values) },
                      `${values.label.trim() || name} saved`,
                    );
                    if (!error) setEditing(null);
                    return error;
                  }}
                />
              ) : (
                <Group justify="space-between" wrap="wrap" align="flex-start">
                  <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
                    <Group gap="xs">
                      <Text fw={600}>{name}</Text>
                      {isRequired(control) && (
                        <Badge size="sm" variant="light" c="blue.9">
                          Required
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {summaryOf(control)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {!control.system && (
                      <>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${name} up`}
                          disabled={i <= firstCustom || change.isPending}
                          onClick={() => move(control, i - 1, 'up')}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${name} down`}
                          disabled={i === controls.length - 1 || change.isPending}
                          onClick={() => move(control, i + 1, 'down')}
                        >
                          ↓
                        </ActionIcon>
                      </>
                    )}
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Edit ${name}`}
                      onClick={() => setEditing(control.id)}
                    >
                      Edit
                    </Button>
                    {!control.system && (
                      <Button
                        color="red.9"
                        variant="outline"
                        size="xs"
                        aria-label={`Remove ${name}`}
                        onClick={() =>
                          ask({
                            title: `Remove ${name}?`,
                            message:
                              'The field leaves the draft; guests stop seeing it once you publish. Answers already given are kept.',
                            confirmLabel: 'Remove field',
                            danger: true,
                            onConfirm: () => void act({ kind: 'delete', id: control.id }, `${name} removed`),
                          })
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Group>
                </Group>
              )}
            </Card>
          );
        })}
      </Stack>
      {controls.length === 2 && !adding && (
        <Text c="dimmed" size="sm">
          Only name and email so far. Add a field to ask guests more.
        </Text>
      )}
      {adding ? (
        <Card withBorder>
          <FormControlEditor
            key={adding}
            initial={newValues(adding)}
            saveLabel="Add field"
            onCancel={() => setAdding(null)}
            onSave={async (values) => {
              const error = await run(
                { kind: 'add', control: bodyOf(values) },
                `${values.label.trim() || KIND_NAMES[values.kind]} added to the draft`,
              );
              if (!error) setAdding(null);
              return error;
            }}
          />
        </Card>
      ) : (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="light" style={{ alignSelf: 'flex-start' }}>
              Add a field
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ADDABLE_KINDS.map((kind) => (
              <Menu.Item key={kind} onClick={() => setAdding(kind)}>
                {KIND_NAMES[kind]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <Title order={4} mt="md">
        Messages
      </Title>
      <Card withBorder>
        <FormMessagesEditor
          messages={draft.messages}
          onSave={({ fields, messages }) =>
            run({ kind: 'messages', changes: { fields, messages } }, 'Messages saved to the draft')
          }
        />
      </Card>
      {dialog}
    </Stack>
  );
}
