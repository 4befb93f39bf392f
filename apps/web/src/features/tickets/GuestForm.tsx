import { Checkbox, NativeSelect, NumberInput, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { Form, FormInput, InputControl } from '@tessera/sdk/event-checkout';
import { ADDRESS_PARTS, type Answers } from './form-answers.ts';

interface GuestFormProps {
  form: Form;
  answers: Answers;
  /** Errors by input name (sentences). */
  errors: Record<string, string>;
  onChange: (name: string, value: string | string[]) => void;
  /** Makes ids unique when several guest forms are on the page. */
  idPrefix: string;
}

/**
 * One guest's answers to the event's form, every kind of control of spec §3: name, text and
 * long text, email and phone, dropdown, radio, checkboxes, date, short and full address, and the
 * additional guests with their names.
 */
export function GuestForm({ form, answers, errors, onChange, idPrefix }: GuestFormProps) {
  const controls = form.controls.filter((c) => !c.deleted).sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <Stack gap="sm">
      {controls.map((control) => (
        <Control
          key={control.id}
          control={control}
          answers={answers}
          errors={errors}
          onChange={onChange}
          idPrefix={idPrefix}
        />
      ))}
    </Stack>
  );
}

function Control({
  control,
  answers,
  errors,
  onChange,
  idPrefix,
}: Omit<GuestFormProps, 'form'> & { control: InputControl }) {
  const text = (input: FormInput) =>
    typeof answers[input.name] === 'string' ? (answers[input.name] as string) : '';
  const list = (input: FormInput) =>
    Array.isArray(answers[input.name]) ? (answers[input.name] as string[]) : [];
  const id = (input: FormInput) => `${idPrefix}-${input.name}`;
  const common = (input: FormInput) => ({
    id: id(input),
    label: input.label,
    required: input.mandatory,
    error: errors[input.name],
  });

  switch (control.type) {
    case 'TEXTAREA':
      return (
        <>
          {control.inputs.map((input) => (
            <Textarea
              key={input.name}
              {...common(input)}
              autosize
              minRows={2}
              maxLength={input.maxLength || undefined}
              value={text(input)}
              onChange={(e) => onChange(input.name, e.currentTarget.value)}
            />
          ))}
        </>
      );
    case 'DROPDOWN':
      return (
        <>
          {control.inputs.map((input) => (
            <NativeSelect
              key={input.name}
              {...common(input)}
              data={[{ value: '', label: 'Choose…' }, ...input.options.map((o) => ({ value: o, label: o }))]}
              value={text(input)}
              onChange={(e) => onChange(input.name, e.currentTarget.value)}
            />
          ))}
        </>
      );
    case 'RADIO':
      return (
        <>
          {control.inputs.map((input) => (
            <Radio.Group
              key={input.name}
              {...common(input)}
              value={text(input)}
              onChange={(value) => onChange(input.name, value)}
            >
              <Stack gap={6} mt={4}>
                {input.options.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
              </Stack>
            </Radio.Group>
          ))}
        </>
      );
    case 'CHECKBOX':
      return (
        <>
          {control.inputs.map((input) => (
            <Checkbox.Group
              key={input.name}
              {...common(input)}
              value={list(input)}
              onChange={(values) => onChange(input.name, values)}
            >
              <Stack gap={6} mt={4}>
                {input.options.map((option) => (
                  <Checkbox key={option} value={option} label={option} />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        </>
      );
    case 'DATE':
      return (
        <>
          {control.inputs.map((input) => (
            <TextInput
              key={input.name}
              {...common(input)}
              type="date"
              value={text(input)}
              onChange={(e) => onChange(input.name, e.currentTarget.value)}
            />
          ))}
        </>
      );
    case 'ADDRESS_FULL':
      return (
        <>
          {control.inputs.map((input) => (
            <AddressFields
              key={input.name}
              input={input}
              parts={list(input)}
              error={errors[input.name]}
              onChange={onChange}
              id={id(input)}
            />
          ))}
        </>
      );
    case 'GUEST_CONTROL':
      return (
        <GuestsFields
          control={control}
          answers={answers}
          errors={errors}
          onChange={onChange}
          idPrefix={idPrefix}
        />
      );
    default:
      // NAME, INPUT (text, email, phone) and ADDRESS_SHORT: one line each.
      return (
        <>
          {control.inputs.map((input) => (
            <TextInput
              key={input.name}
              {...common(input)}
              type={input.name === 'email' ? 'email' : input.name.startsWith('phone') ? 'tel' : 'text'}
              autoComplete={autoCompleteOf(input.name)}
              maxLength={input.maxLength || undefined}
              value={text(input)}
              onChange={(e) => onChange(input.name, e.currentTarget.value)}
            />
          ))}
        </>
      );
  }
}

const autoCompleteOf = (name: string) =>
  name === 'firstName'
    ? 'given-name'
    : name === 'lastName'
      ? 'family-name'
      : name === 'email'
        ? 'email'
        : undefined;

function AddressFields({
  input,
  parts,
  error,
  onChange,
  id,
}: {
  input: FormInput;
  parts: string[];
  error: string | undefined;
  onChange: GuestFormProps['onChange'];
  id: string;
}) {
  const labelOf = (part: string) => input.labels?.find((l) => l.name === part)?.label ?? part;
  return (
    <fieldset className="address-fieldset">
      <legend>
        {input.label}
        {input.mandatory ? ' *' : ''}
      </legend>
      <Stack gap="xs">
        {ADDRESS_PARTS.map((part, i) => (
          <TextInput
            key={part}
            id={`${id}-${part}`}
            label={labelOf(part)}
            value={parts[i] ?? ''}
            error={i === 0 ? error : undefined}
            onChange={(e) => {
              const next = ADDRESS_PARTS.map((_, j) => parts[j] ?? '');
              next[i] = e.currentTarget.value;
              onChange(input.name, next);
            }}
          />
        ))}
      </Stack>
    </fieldset>
  );
}

function GuestsFields({
  control,
  answers,
  errors,
  onChange,
  idPrefix,
}: Omit<GuestFormProps, 'form'> & { control: InputControl }) {
  const [count, names] = control.inputs;
  if (!count || !names) return null;
  const max = count.maxLength || 9;
  const value = typeof answers[count.name] === 'string' ? Number(answers[count.name]) || 0 : 0;
  const given = Array.isArray(answers[names.name]) ? (answers[names.name] as string[]) : [];
  return (
    <Stack gap="xs">
      <NumberInput
        id={`${idPrefix}-${count.name}`}
        label={count.label}
        min={0}
        max={max}
        allowDecimal={false}
        value={value}
        error={errors[count.name]}
        onChange={(n) => {
          const next = Math.max(0, Math.min(max, Number(n) || 0));
          onChange(count.name, String(next));
          onChange(names.name, given.slice(0, next));
        }}
      />
      {Array.from({ length: value }, (_, i) => (
        <TextInput
          key={i}
          id={`${idPrefix}-${names.name}-${i}`}
          label={`${names.label} ${i + 1}`}
          required={names.mandatory}
          error={i === 0 ? errors[names.name] : undefined}
          value={given[i] ?? ''}
          onChange={(e) => {
            const next = Array.from({ length: value }, (_, j) => given[j] ?? '');
            next[i] = e.currentTarget.value;
            onChange(names.name, next);
          }}
        />
      ))}
    </Stack>
  );
}
