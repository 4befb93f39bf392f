import type { FormInputValue, InputControl } from '@tessera/contracts/event-forms';
import type { FieldViolation } from '@tessera/sdk/core';
import {
  ADDRESS_PARTS,
  GUEST_COUNT_INPUT,
  GUEST_NAMES_INPUT,
  guestCountOf,
  type AnswerValue,
  type Answers,
} from '../../shared/forms/event-form-answers.ts';

export type { Answers };

// What the RSVP form keeps while a visitor types, and how it becomes the wire's
// `form.inputValues` (checked again by the server, whose violations come back per input).

/** The inputs a NO answers: the server asks nothing else of someone who is not coming. */
export const CONTACT_INPUTS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'email']);

/** Controls a visitor fills in for this answer: all for YES, only name and email for NO. */
export function controlsFor(controls: InputControl[], answer: 'YES' | 'NO'): InputControl[] {
  const live = controls.filter((c) => !c.deleted).sort((a, b) => a.orderIndex - b.orderIndex);
  return answer === 'YES' ? live : live.filter((c) => c.inputs.some((i) => CONTACT_INPUTS.has(i.name)));
}

const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const listOf = (value: AnswerValue | undefined) => (Array.isArray(value) ? value : []);

/**
 * The answers as `form.inputValues` for the given controls: empty answers left out (the server
 * says which are required), guest names only as many as guests come, an address as its five
 * parts in `values`.
 */
export function toInputValues(controls: InputControl[], answers: Answers): FormInputValue[] {
  const values: FormInputValue[] = [];
  for (const control of controls) {
    for (const input of control.inputs) {
      const raw = answers[input.name];
      if (input.name === GUEST_NAMES_INPUT) {
        const names = listOf(raw)
          .slice(0, guestCountOf(answers))
          .map((s) => s.trim());
        if (names.some(Boolean)) values.push({ inputName: input.name, values: names.filter(Boolean) });
      } else if (input.type === 'TEXT_ARRAY') {
        const chosen = listOf(raw).filter((s) => s.trim());
        if (chosen.length) values.push({ inputName: input.name, values: chosen });
      } else if (input.type === 'ADDRESS') {
        const parts = ADDRESS_PARTS.map((_, i) => (listOf(raw)[i] ?? '').trim());
        if (parts.some(Boolean)) values.push({ inputName: input.name, values: parts });
      } else if (input.name === GUEST_COUNT_INPUT) {
        if (guestCountOf(answers) > 0) values.push({ inputName: input.name, value: textOf(raw) });
      } else if (textOf(raw)) {
        values.push({ inputName: input.name, value: textOf(raw) });
      }
    }
  }
  return values;
}

const ANSWERS_PATH = 'rsvp.form.inputValues.';

/** Violations by the input they name (`rsvp.form.inputValues.<name>…`); the rest under `''`. */
export function violationsByInput(violations: FieldViolation[]): Map<string, string[]> {
  const byInput = new Map<string, string[]>();
  for (const v of violations) {
    const name = v.field.startsWith(ANSWERS_PATH) ? v.field.slice(ANSWERS_PATH.length).split(/[.[]/)[0]! : '';
    byInput.set(name, [...(byInput.get(name) ?? []), violationSentence(v)]);
  }
  return byInput;
}

/** A violation as a sentence for people (the server's description names no field). */
export function violationSentence(v: FieldViolation): string {
  const data = v.data ?? {};
  if (data.type === 'EMAIL') return 'Enter an email address, like name@example.com.';
  if (data.type === 'PHONE') return 'Enter a phone number, like +1 555 123 4567.';
  if (data.type === 'DATE') return 'Enter a real date.';
  switch (v.violatedRule ?? v.ruleName) {
    case 'REQUIRED_FIELD':
      return 'This is required.';
    case 'MAX_LENGTH':
      return `Use at most ${String(data.max)} characters.`;
    case 'EXACT_SIZE':
      return `Give the names of all ${String(data.size)} guests.`;
    case 'INVALID_ENUM_VALUE':
      return 'Choose one of the options.';
  }
  const text = v.description.trim();
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}` : 'Check this.';
}
