import { useId, type ReactNode } from 'react';
import type { FormInput, InputControl } from '@tessera/contracts/event-forms';
import {
  ADDRESS_PARTS,
  GUEST_COUNT_INPUT,
  GUEST_NAMES_INPUT,
  guestCountOf,
  type Answers,
} from './event-form-answers.ts';
import './event-form.css';

// One control of an event's form, for every input kind of the form (spec §3): plain inputs,
// text areas, dropdowns, radio buttons, checkboxes, name, additional guests, short and full
// addresses, dates. The one renderer of the RSVP form (event page) and a ticket's guest form
// (checkout), so plain React and CSS: the event page carries no Mantine. The browser's own checks
// are off (the forms are `noValidate`): the server checks the answers and its messages show under
// the input they name. Ids come from useId, so several forms on one page never share one.

export interface EventFormControlProps {
  control: InputControl;
  answers: Answers;
  onChange: (inputName: string, value: string | string[]) => void;
  /** Messages per input name. */
  errors: ReadonlyMap<string, readonly string[]>;
  disabled?: boolean;
}

const ADDRESS_LABELS: Record<(typeof ADDRESS_PARTS)[number], string> = {
  streetAddress: 'Street address',
  city: 'City',
  subdivision: 'State or region',
  postalCode: 'Postal code',
  country: 'Country',
};

function Required({ input }: { input: FormInput }) {
  return input.mandatory ? <span className="form-controls-required"> (required)</span> : null;
}

function Errors({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p className="form-error" id={id}>
      {messages.join(' ')}
    </p>
  );
}

/** A labelled single input with its errors; `render` gets the accessibility props to spread. */
function Single({
  input,
  errors,
  render,
}: {
  input: FormInput;
  errors: readonly string[] | undefined;
  render: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="field">
      <label htmlFor={id}>
        {input.label}
        <Required input={input} />
      </label>
      {render({
        id,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorId : undefined,
        'aria-required': input.mandatory,
      })}
      <Errors id={errorId} messages={errors} />
    </div>
  );
}

/** A group of inputs under one legend (choices, name parts, address parts, guests). */
function Group({
  legend,
  input,
  errors,
  children,
}: {
  legend: string;
  input?: FormInput;
  errors: readonly string[] | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className="form-controls-group"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend>
        {legend}
        {input && <Required input={input} />}
      </legend>
      {children}
      <Errors id={errorId} messages={errors} />
    </fieldset>
  );
}

const text = (answers: Answers, name: string) => {
  const value = answers[name];
  return typeof value === 'string' ? value : '';
};
const list = (answers: Answers, name: string) => {
  const value = answers[name];
  return Array.isArray(value) ? value : [];
};

function inputTypeOf(input: FormInput): string {
  if (input.name === 'email') return 'email';
  if (input.name.startsWith('phone_')) return 'tel';
  return 'text';
}

export function EventFormControl({
  control,
  answers,
  onChange,
  errors,
  disabled = false,
}: EventFormControlProps) {
  const [first] = control.inputs;
  if (!first) return null;
  const errorsOf = (input: FormInput) => errors.get(input.name);

  switch (control.type) {
    case 'NAME':
      return (
        <div className="form-controls-name">
          {control.inputs.map((input) => (
            <Single
              key={input.name}
              input={input}
              errors={errorsOf(input)}
              render={(a11y) => (
                <input
                  {...a11y}
                  className="input"
                  autoComplete={input.name === 'lastName' ? 'family-name' : 'given-name'}
                  value={text(answers, input.name)}
                  maxLength={input.maxLength || undefined}
                  disabled={disabled}
                  onChange={(e) => onChange(input.name, e.target.value)}
                />
              )}
            />
          ))}
        </div>
      );
    case 'INPUT':
    case 'ADDRESS_SHORT':
      return (
        <Single
          input={first}
          errors={errorsOf(first)}
          render={(a11y) => (
            <input
              {...a11y}
              className="input"
              type={inputTypeOf(first)}
              autoComplete={
                first.name === 'email'
                  ? 'email'
                  : control.type === 'ADDRESS_SHORT'
                    ? 'street-address'
                    : undefined
              }
              value={text(answers, first.name)}
              maxLength={first.maxLength || undefined}
              disabled={disabled}
              onChange={(e) => onChange(first.name, e.target.value)}
            />
          )}
        />
      );
    case 'TEXTAREA':
      return (
        <Single
          input={first}
          errors={errorsOf(first)}
          render={(a11y) => (
            <textarea
              {...a11y}
              className="input"
              rows={3}
              value={text(answers, first.name)}
              maxLength={first.maxLength || undefined}
              disabled={disabled}
              onChange={(e) => onChange(first.name, e.target.value)}
            />
          )}
        />
      );
    case 'DATE':
      return (
        <Single
          input={first}
          errors={errorsOf(first)}
          render={(a11y) => (
            <input
              {...a11y}
              className="input"
              type="date"
              value={text(answers, first.name)}
              disabled={disabled}
              onChange={(e) => onChange(first.name, e.target.value)}
            />
          )}
        />
      );
    case 'DROPDOWN':
      return (
        <Single
          input={first}
          errors={errorsOf(first)}
          render={(a11y) => (
            <select
              {...a11y}
              className="input"
              value={text(answers, first.name)}
              disabled={disabled}
              onChange={(e) => onChange(first.name, e.target.value)}
            >
              <option value="">Choose…</option>
              {first.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        />
      );
    case 'RADIO':
      return (
        <Group legend={first.label} input={first} errors={errorsOf(first)}>
          {first.options.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name={`${control.id}-${first.name}`}
                value={option}
                checked={text(answers, first.name) === option}
                disabled={disabled}
                onChange={() => onChange(first.name, option)}
              />
              {option}
            </label>
          ))}
        </Group>
      );
    case 'CHECKBOX': {
      const chosen = list(answers, first.name);
      return (
        <Group legend={first.label} input={first} errors={errorsOf(first)}>
          {first.options.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="checkbox"
                value={option}
                checked={chosen.includes(option)}
                disabled={disabled}
                onChange={(e) =>
                  onChange(
                    first.name,
                    e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option),
                  )
                }
              />
              {option}
            </label>
          ))}
        </Group>
      );
    }
    case 'ADDRESS_FULL': {
      const parts = list(answers, first.name);
      const labelOf = (part: (typeof ADDRESS_PARTS)[number]) =>
        first.labels?.find((l) => l.name === part)?.label ?? ADDRESS_LABELS[part];
      return (
        <Group legend={first.label} input={first} errors={errorsOf(first)}>
          <div className="form-controls-address">
            {ADDRESS_PARTS.map((part, i) => (
              <label key={part} className="field">
                <span>{labelOf(part)}</span>
                <input
                  className="input"
                  value={parts[i] ?? ''}
                  disabled={disabled}
                  onChange={(e) => {
                    const next = ADDRESS_PARTS.map((_, j) => parts[j] ?? '');
                    next[i] = e.target.value;
                    onChange(first.name, next);
                  }}
                />
              </label>
            ))}
          </div>
        </Group>
      );
    }
    case 'GUEST_CONTROL':
      return <GuestsField {...{ control, answers, onChange, errors, disabled }} />;
  }
}

/** How many guests come along (up to the control's limit) and, for each, a name. */
function GuestsField({ control, answers, onChange, errors, disabled = false }: EventFormControlProps) {
  const count = control.inputs.find((i) => i.name === GUEST_COUNT_INPUT);
  const names = control.inputs.find((i) => i.name === GUEST_NAMES_INPUT);
  if (!count) return null;
  const n = guestCountOf(answers);
  const given = list(answers, GUEST_NAMES_INPUT);
  return (
    <div className="form-controls-guests">
      <Single
        input={count}
        errors={errors.get(count.name)}
        render={(a11y) => (
          <select
            {...a11y}
            className="input"
            value={String(n)}
            disabled={disabled}
            onChange={(e) => {
              // Names beyond the new count are dropped, so none is sent for a guest not coming.
              onChange(count.name, e.target.value);
              onChange(GUEST_NAMES_INPUT, given.slice(0, Number(e.target.value)));
            }}
          >
            {Array.from({ length: count.maxLength + 1 }, (_, i) => (
              <option key={i} value={i}>
                {i === 0 ? 'Just me' : `${i} ${i === 1 ? 'guest' : 'guests'}`}
              </option>
            ))}
          </select>
        )}
      />
      {names && n > 0 && (
        <Group legend={names.label} input={names} errors={errors.get(names.name)}>
          {Array.from({ length: n }, (_, i) => (
            <label key={i} className="field">
              <span>Guest {i + 1}</span>
              <input
                className="input"
                value={given[i] ?? ''}
                maxLength={names.maxLength || undefined}
                disabled={disabled}
                onChange={(e) => {
                  const next = Array.from({ length: n }, (_, j) => given[j] ?? '');
                  next[i] = e.target.value;
                  onChange(GUEST_NAMES_INPUT, next);
                }}
              />
            </label>
          ))}
        </Group>
      )}
    </div>
  );
}
