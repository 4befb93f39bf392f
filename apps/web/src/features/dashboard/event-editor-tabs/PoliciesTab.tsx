import {
  ActionIcon,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useChangePolicy, useOwnerPolicies, type PolicyChange } from '@tessera/react';
import { useState, type FormEvent } from 'react';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import type { EventEditorTabProps } from './tab-props.ts';

/** One policy's name and text; `onSave` answers an error sentence or nothing. */
function PolicyForm({
  initial,
  saveLabel,
  onSave,
  onCancel,
}: {
  initial: { name: string; body: string };
  saveLabel: string;
  onSave: (name: string, body: string) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [body, setBody] = useState(initial.body);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const failure = await onSave(name.trim(), body.trim());
    setSaving(false);
    setError(failure);
    if (!failure && !onCancel) {
      setName('');
      setBody('');
    }
  };
  return (
    <form onSubmit={submit} aria-label={saveLabel}>
      <Stack gap="sm">
        <TextInput
          label="Policy name"
          required
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Textarea
          label="Policy text"
          required
          autosize
          minRows={3}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The event's policies (at most three): add, edit, reorder, delete. */
export function PoliciesTab({ eventId }: EventEditorTabProps) {
  const policies = useOwnerPolicies(eventId);
  const change = useChangePolicy(eventId);
  const { ask, dialog } = useConfirmation();
  const [editing, setEditing] = useState<string | null>(null);
  const run = async (what: PolicyChange, done: string) => {
    try {
      await change.mutateAsync(what);
      notifyDone(done);
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };
  const list = policies.data ?? [];
  return (
    <Stack gap="md">
      <Title order={3}>Policies</Title>
      {policies.isPending && <Loader aria-label="Loading policies" />}
      {policies.isError && (
        <LoadFailure what="the policies" error={policies.error} onRetry={() => void policies.refetch()} />
      )}
      {policies.isSuccess && list.length === 0 && (
        <Text c="dimmed">No policies yet. Buyers see them at checkout.</Text>
      )}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Policies"
      >
        {list.map((policy, i) => (
          <Card component="li" withBorder key={policy.id} aria-label={policy.name}>
            {editing === policy.id ? (
              <PolicyForm
                initial={policy}
                saveLabel="Save policy"
                onCancel={() => setEditing(null)}
                onSave={async (name, body) => {
                  const error = await run(
                    { kind: 'update', id: policy.id, revision: policy.revision, name, body },
                    `Policy ${name} saved`,
                  );
                  if (!error) setEditing(null);
                  return error;
                }}
              />
            ) : (
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                  <Text fw={600}>{policy.name}</Text>
                  <Text size="sm" lineClamp={3}>
                    {policy.body}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${policy.name} up`}
                    disabled={i === 0 || change.isPending}
                    onClick={() =>
                      void run(
                        { kind: 'move', id: policy.id, place: { beforePolicyId: list[i - 1].id } },
                        `${policy.name} moved up`,
                      )
                    }
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${policy.name} down`}
                    disabled={i === list.length - 1 || change.isPending}
                    onClick={() =>
                      void run(
                        { kind: 'move', id: policy.id, place: { afterPolicyId: list[i + 1].id } },
                        `${policy.name} moved down`,
                      )
                    }
                  >
                    ↓
                  </ActionIcon>
                  <Button variant="default" size="xs" onClick={() => setEditing(policy.id)}>
                    Edit
                  </Button>
                  <Button
                    color="red.9"
                    variant="outline"
                    size="xs"
                    onClick={() =>
                      ask({
                        title: `Delete ${policy.name}?`,
                        message: 'Buyers no longer see this policy. This cannot be undone.',
                        confirmLabel: 'Delete policy',
                        danger: true,
                        onConfirm: () =>
                          void run({ kind: 'delete', id: policy.id }, `${policy.name} deleted`),
                      })
                    }
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            )}
          </Card>
        ))}
      </Stack>
      {list.length < 3 && (
        <Card withBorder>
          <PolicyForm
            initial={{ name: '', body: '' }}
            saveLabel="Add policy"
            onSave={(name, body) => run({ kind: 'create', name, body }, `Policy ${name} added`)}
          />
        </Card>
      )}
      {dialog}
    </Stack>
  );
}
