import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import type { FormMessages } from '@tessera/sdk/event-forms-admin';
import { useState, type FormEvent } from 'react';

// The messages an owner most often changes, by their path in `messages`: the server writes only
// the paths sent (UpdateMessages' `fields`), so the others keep their text.
const EDITED = [
  { path: 'rsvp.submitActionLabel', label: 'RSVP button', long: false },
  { path: 'rsvp.positiveMessages.confirmation.title', label: 'RSVP confirmation title', long: false },
  { path: 'rsvp.positiveMessages.confirmation.message', label: 'RSVP confirmation message', long: true },
  { path: 'rsvp.waitlistMessages.confirmation.message', label: 'Waitlist confirmation message', long: true },
  { path: 'checkout.title', label: 'Checkout title', long: false },
  { path: 'checkout.submitActionLabel', label: 'Checkout button', long: false },
  { path: 'checkout.confirmation.message', label: 'Order confirmation message', long: true },
  { path: 'registrationClosed.message', label: 'Registration closed message', long: true },
] as const;

type Path = (typeof EDITED)[number]['path'];

function read(messages: FormMessages, path: string): string {
  let at: unknown = messages;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return typeof at === 'string' ? at : '';
}

/** `{ a: { b: text } }` for the changed paths: the UpdateMessages body. */
function patchOf(changed: [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, text] of changed) {
    const keys = path.split('.');
    let at = root;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys[keys.length - 1]!] = text;
  }
  return root;
}

/** The draft's messages; saves only what changed. `onSave` answers an error sentence or nothing. */
export function FormMessagesEditor({
  messages,
  onSave,
}: {
  messages: FormMessages;
  onSave: (changes: { fields: string[]; messages: Record<string, unknown> }) => Promise<string | undefined>;
}) {
  const initial = Object.fromEntries(EDITED.map((m) => [m.path, read(messages, m.path)])) as Record<
    Path,
    string
  >;
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = EDITED.filter((m) => values[m.path] !== initial[m.path]).map(
      (m) => [m.path, values[m.path].trim()] as [string, string],
    );
    if (changed.length === 0) return setNotice('Nothing changed.');
    setNotice(undefined);
    setSaving(true);
    const failure = await onSave({ fields: changed.map(([p]) => p), messages: patchOf(changed) });
    setSaving(false);
    setError(failure);
  };

  return (
    <form onSubmit={submit} aria-label="Form messages">
      <Stack gap="sm">
        {EDITED.map((m) => {
          const Input = m.long ? Textarea : TextInput;
          return (
            <Input
              key={m.path}
              label={m.label}
              maxLength={500}
              {...(m.long ? { autosize: true, minRows: 2 } : {})}
              value={values[m.path]}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValues((v) => ({ ...v, [m.path]: text }));
              }}
            />
          );
        })}
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        {notice && <div role="status">{notice}</div>}
        <div>
          <Button type="submit" loading={saving}>
            Save messages
          </Button>
        </div>
      </Stack>
    </form>
  );
}
