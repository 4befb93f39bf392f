import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { ORIGIN_HINT, parseOriginInput } from './origin-input.ts';

/** One field and a button: the origin is checked here first, then saved by `onAdd`. */
export function AddOriginForm({
  clientName,
  existing,
  busy,
  onAdd,
}: {
  clientName: string;
  existing: readonly string[];
  busy: boolean;
  onAdd: (origin: string, done: () => void) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseOriginInput(text);
    if ('error' in parsed) return setError(parsed.error);
    if (existing.includes(parsed.origin)) return setError(`${parsed.origin} is already allowed.`);
    setError(null);
    onAdd(parsed.origin, () => setText(''));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={`Add an origin to ${clientName}`}
          description={ORIGIN_HINT}
          placeholder="http://127.0.0.1:5173"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
        />
        <Button type="submit" loading={busy} mt={error ? 0 : undefined} style={{ alignSelf: 'flex-end' }}>
          Add
        </Button>
      </Group>
    </form>
  );
}
