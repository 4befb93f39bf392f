import type { Form, FormInput } from '@tessera/sdk/event-checkout';
import type { FieldViolation } from '@tessera/sdk';
import type { Answers } from '../../shared/forms/event-form-answers.ts';

/** What a visitor typed into one guest's form (the shared controls' shape). */
export type { Answers };

/** The form's visible inputs (deleted controls left out), for looking answers up. */
const inputsOf = (form: Form): FormInput[] =>
  form.controls.filter((c) => !c.deleted).flatMap((c) => c.inputs);

/** Initial answers: a dropdown's default option, nothing else. */
export function initialAnswers(form: Form): Answers {
  const answers: Answers = {};
  for (const input of inputsOf(form)) {
    const index = input.defaultOptionSelection?.optionIndex;
    if (index !== undefined && input.options[index] !== undefined)
      answers[input.name] = input.options[index]!;
  }
  return answers;
}

/**
 * The answers as the server takes them (`form.inputValues`), by each input's value type; empty
 * answers are left out so the server's "required" speaks for them.
 */
export function toInputValues(form: Form, answers: Answers) {
  const values: { inputName: string; value?: string; values?: string[]; number?: number }[] = [];
  for (const input of inputsOf(form)) {
    const answer = answers[input.name];
    if (answer === undefined) continue;
    const list = Array.isArray(answer) ? answer : [answer];
    const text = Array.isArray(answer) ? '' : answer.trim();
    switch (input.type) {
      case 'TEXT':
      case 'DATE_TIME':
        if (text) values.push({ inputName: input.name, value: text });
        break;
      case 'NUMBER':
        if (text && Number.isFinite(Number(text)))
          values.push({ inputName: input.name, number: Number(text) });
        break;
      case 'TEXT_ARRAY':
      case 'ADDRESS': {
        const trimmed = list.map((v) => v.trim());
        if (trimmed.some(Boolean)) values.push({ inputName: input.name, values: trimmed });
        break;
      }
    }
  }
  return { inputValues: values };
}

/** Where a violation belongs on the page: a buyer field, a guest's input, or the page as a whole. */
export type ViolationPlace =
  | { kind: 'buyer'; field: string }
  | { kind: 'guest'; guest: number; inputName: string }
  | { kind: 'payment' }
  | { kind: 'page' };

/**
 * The place of a server violation. Answers are named by input (`guests[1].form.inputValues.email`)
 * or, for a malformed answer, by position (`guests[1].form.inputValues[3].inputName`): that one is
 * looked up in what was sent.
 */
export function placeOf(
  violation: FieldViolation,
  sent: { guests: { form: { inputValues: { inputName: string }[] } }[] },
): ViolationPlace {
  const field = violation.field;
  const buyer = /^buyer\.(\w+)$/.exec(field);
  if (buyer) return { kind: 'buyer', field: buyer[1]! };
  if (field.startsWith('paymentDetails')) return { kind: 'payment' };
  const byName = /^guests\[(\d+)\]\.form\.inputValues\.([\w-]+)$/.exec(field);
  if (byName) return { kind: 'guest', guest: Number(byName[1]), inputName: byName[2]! };
  const byIndex = /^guests\[(\d+)\]\.form\.inputValues\[(\d+)\]/.exec(field);
  if (byIndex) {
    const guest = Number(byIndex[1]);
    const inputName = sent.guests[guest]?.form.inputValues[Number(byIndex[2])]?.inputName;
    if (inputName) return { kind: 'guest', guest, inputName };
  }
  return { kind: 'page' };
}
