import { Button, Checkbox, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { KIND_NAMES, MAX_GUESTS, problemOf, type ControlValues } from './form-controls.ts';

/**
 * The fields of one form control (new or edited): its label, whether it is required, its choices
 * (one a line) and the options of its kind. `onSave` answers an error sentence or nothing.
 */
export function FormControlEditor({
  initial,
  saveLabel,
  onSave,
  onCancel,
}: {
  initial: ControlValues;
  saveLabel: string;
  onSave: (values: ControlValues) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  const set = (patch: Partial<ControlValues>) => setValues((v) => ({ ...v, ...patch }));
  const { kind } = values;
  const choices = kind === 'dropdown' || kind === 'radioButton' || kind === 'checkbox';
  const twoLabels = kind === 'name' || kind === 'additionalGuests';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(values);
    if (problem) return setError(problem);
    setSaving(true);
    const failure = await onSave(values);
    setSaving(false);
    setError(failure);
  };

  return (
    <form onSubmit={submit} aria-label={`${saveLabel}: ${KIND_NAMES[kind]}`}>
      <Stack gap="sm">
        <TextInput
          label={
            kind === 'name'
              ? 'First name label'
              : kind === 'additionalGuests'
                ? 'Label for several guests'
                : 'Field label'
          }
          placeholder={KIND_NAMES[kind]}
          maxLength={
            kind === 'phone' || kind === 'date' || kind === 'address' || kind === 'email' ? 100 : 200
          }
          value={values.label}
          onChange={(e) => set({ label: e.currentTarget.value })}
          aria-describedby={error ? errorId : undefined}
        />
        {twoLabels && (
          <TextInput
            label={kind === 'name' ? 'Last name label' : 'Label for one guest'}
            maxLength={kind === 'name' ? 100 : 200}
            value={values.secondLabel}
            onChange={(e) => set({ secondLabel: e.currentTarget.value })}
          />
        )}
        {choices && (
          <Textarea
            label="Choices"
            description="One choice a line."
            required
            autosize
            minRows={3}
            value={values.options.join('\n')}
            onChange={(e) => set({ options: e.currentTarget.value.split('\n') })}
            aria-describedby={error ? errorId : undefined}
          />
        )}
        {kind === 'text' && (
          <Checkbox
            label="Several lines"
            checked={values.multiLine}
            onChange={(e) => set({ multiLine: e.currentTarget.checked })}
          />
        )}
        {kind === 'address' && (
          <Checkbox
            label="Full address (street, city, region, postal code, country)"
            checked={values.full}
            onChange={(e) => set({ full: e.currentTarget.checked })}
          />
        )}
        {kind === 'additionalGuests' && (
          <NumberInput
            label="Most guests one registration may bring"
            min={1}
            max={MAX_GUESTS}
            clampBehavior="strict"
            allowDecimal={false}
            value={values.maxGuests}
            onChange={(value) => set({ maxGuests: Number(value) || 1 })}
          />
        )}
        {kind !== 'radioButton' && kind !== 'name' && kind !== 'email' && (
          <Checkbox
            label={kind === 'additionalGuests' ? "Guests' names are required" : 'Required'}
            checked={values.mandatory}
            onChange={(e) => set({ mandatory: e.currentTarget.checked })}
          />
        )}
        {error && (
          <div id={errorId} role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
