import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  buttonNode,
  buttonTextProblem,
  buttonUrlProblem,
  buttonValues,
  mapAddressProblem,
  mapNode,
  mapValues,
  videoNode,
  videoUrlProblem,
  videoValues,
} from '../rich-content/block-kinds.ts';
import type { WireNode } from '../rich-content/wire.ts';

/** What every block form gets: the node being edited (none for a new one) and where it goes. */
export interface BlockFormProps {
  base: WireNode | null;
  onSave: (node: WireNode) => void;
  onCancel: () => void;
}

export function FormButtons({ onCancel, saveLabel }: { onCancel: () => void; saveLabel: string }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit">{saveLabel}</Button>
    </Group>
  );
}

const saveLabel = (base: WireNode | null) => (base ? 'Save changes' : 'Insert');

export function VideoForm({ base, onSave, onCancel }: BlockFormProps) {
  const [values, setValues] = useState(() => videoValues(base));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = videoUrlProblem(values.url);
        setError(problem);
        if (!problem) onSave(videoNode(values, base));
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Video address"
          description="A YouTube or Vimeo page, or an https address of a video file."
          placeholder="https://www.youtube.com/watch?v=…"
          value={values.url}
          onChange={(e) => setValues({ ...values, url: e.currentTarget.value })}
          error={error}
          required
          data-autofocus
        />
        <TextInput
          label="Title"
          description="Shown with the video; optional."
          value={values.title}
          onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
        />
        <FormButtons onCancel={onCancel} saveLabel={saveLabel(base)} />
      </Stack>
    </form>
  );
}

export function MapForm({ base, onSave, onCancel }: BlockFormProps) {
  const [values, setValues] = useState(() => mapValues(base));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = mapAddressProblem(values.address);
        setError(problem);
        if (!problem) onSave(mapNode(values, base));
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Address"
          description="Visitors get a link that shows it on OpenStreetMap."
          value={values.address}
          onChange={(e) => setValues({ ...values, address: e.currentTarget.value })}
          error={error}
          required
          data-autofocus
        />
        <TextInput
          label="Place name"
          description="Optional, e.g. the venue’s name."
          value={values.locationName}
          onChange={(e) => setValues({ ...values, locationName: e.currentTarget.value })}
        />
        <FormButtons onCancel={onCancel} saveLabel={saveLabel(base)} />
      </Stack>
    </form>
  );
}

export function ButtonForm({ base, onSave, onCancel }: BlockFormProps) {
  const [values, setValues] = useState(() => buttonValues(base));
  const [errors, setErrors] = useState<{ text?: string | null; url?: string | null }>({});
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = { text: buttonTextProblem(values.text), url: buttonUrlProblem(values.url) };
        setErrors(found);
        if (!found.text && !found.url) onSave(buttonNode(values, base));
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Button label"
          value={values.text}
          onChange={(e) => setValues({ ...values, text: e.currentTarget.value })}
          error={errors.text}
          required
          data-autofocus
        />
        <TextInput
          label="Button link"
          description="An https address (opens in a new tab) or a page of this site such as /events."
          value={values.url}
          onChange={(e) => setValues({ ...values, url: e.currentTarget.value })}
          error={errors.url}
          required
        />
        <FormButtons onCancel={onCancel} saveLabel={saveLabel(base)} />
      </Stack>
    </form>
  );
}
