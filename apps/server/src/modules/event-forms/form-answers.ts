import type { FieldViolation } from '@tessera/contracts';
import { FormLimits, type Form, type FormInput, type InputControl } from '@tessera/contracts/event-forms';
import { validationError, violation } from '../../platform/errors.ts';
import { InputNames } from './form-document.ts';
import { isPhoneInput } from './form-controls.ts';

/**
 * Checks a guest's or buyer's answers — a form response as RSVP and checkout send it
 * (`{ inputValues: [{ inputName, value | values | number | dateTime | address }] }`) — against
 * an event's published form. Answers a list of field violations, empty when the answers are
 * acceptable. Violations of an input are reported at `<path>.inputValues.<inputName>` (parts of
 * an address one level deeper), with `data.inputName`; a malformed or unknown answer at
 * `<path>.inputValues[<i>]`. A bad email carries `data.type: "EMAIL"` (wire.md).
 *
 * The answers are treated as hostile: any JSON may arrive, names are looked up in a Map, and
 * every string is bounded before it is read further.
 */
export function validateFormAnswers(form: Form, answers: unknown, path: string): FieldViolation[] {
  const listPath = `${path}.inputValues`;
  const list = answerList(answers, listPath);
  if (!Array.isArray(list)) return [list];
  const inputs = liveInputs(form);
  const byName = new Map<string, Answer>();
  const violations: FieldViolation[] = [];
  list.forEach((raw, i) => {
    const at = `${listPath}[${i}]`;
    if (!isObject(raw)) return violations.push(violation(at, 'must be an object', 'FORMAT'));
    const name = raw.inputName;
    if (typeof name !== 'string' || name.length === 0) {
      return violations.push(violation(`${at}.inputName`, 'must not be empty', 'REQUIRED_FIELD'));
    }
    if (!inputs.has(name)) {
      return violations.push(
        violation(`${at}.inputName`, 'is not an input of the form', 'FIELD_NOT_ALLOWED', {
          inputName: clip(name),
        }),
      );
    }
    if (byName.has(name)) {
      return violations.push(
        violation(`${at}.inputName`, 'is answered twice', 'VALIDATION', { inputName: name }),
      );
    }
    byName.set(name, raw as unknown as Answer);
  });
  for (const { input, control } of inputs.values()) {
    violations.push(...checkInput(input, control, byName.get(input.name), `${listPath}.${input.name}`));
  }
  violations.push(...checkGuests(inputs, byName, listPath));
  return violations;
}

/** `validateFormAnswers`, refusing with a 400 naming every violation. */
export function assertFormAnswers(form: Form, answers: unknown, path: string): void {
  const violations = validateFormAnswers(form, answers, path);
  if (violations.length) throw validationError(violations);
}

/** The name and email a form response gives (checked answers: use after `validateFormAnswers`). */
export function contactOf(answers: unknown): { firstName?: string; lastName?: string; email?: string } {
  const list = answerList(answers, '');
  if (!Array.isArray(list)) return {};
  const text = (name: string) => {
    const found = list.find((a) => isObject(a) && a.inputName === name) as Answer | undefined;
    return typeof found?.value === 'string' && found.value.trim() ? found.value.trim() : undefined;
  };
  return {
    firstName: text(InputNames.firstName),
    lastName: text(InputNames.lastName),
    email: text(InputNames.email),
  };
}

interface Answer {
  inputName: string;
  value?: unknown;
  values?: unknown;
  number?: unknown;
  dateTime?: unknown;
  address?: unknown;
}

interface LiveInput {
  input: FormInput;
  control: InputControl;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const clip = (s: string) => s.slice(0, 100);

function answerList(answers: unknown, listPath: string): unknown[] | FieldViolation {
  if (answers === undefined || answers === null) return [];
  if (!isObject(answers))
    return violation(listPath.replace(/\.inputValues$/, ''), 'must be an object', 'FORMAT');
  const list = answers.inputValues;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return violation(listPath, 'must be a list', 'FORMAT');
  if (list.length > FormLimits.maxAnswers) {
    return violation(listPath, `at most ${FormLimits.maxAnswers} answers`, 'MAX_SIZE', {
      max: FormLimits.maxAnswers,
    });
  }
  return list;
}

/** The inputs answers may name: those of the form's controls that are not deleted. */
function liveInputs(form: Form): Map<string, LiveInput> {
  const inputs = new Map<string, LiveInput>();
  for (const control of form.controls) {
    if (control.deleted) continue;
    for (const input of control.inputs) inputs.set(input.name, { input, control });
  }
  return inputs;
}

function checkInput(
  input: FormInput,
  control: InputControl,
  answer: Answer | undefined,
  at: string,
): FieldViolation[] {
  const data = { inputName: input.name };
  const read = readAnswer(input, answer, at, data);
  if (!Array.isArray(read)) return [read];
  if (read.length === 0) {
    // Guest names are required only as many as guests come (checkGuests).
    const required =
      input.mandatory && !(control.type === 'GUEST_CONTROL' && input.name === InputNames.guestNames);
    return required ? [violation(at, 'must not be empty', 'REQUIRED_FIELD', data)] : [];
  }
  switch (input.type) {
    case 'TEXT':
      return checkText(input, control, read[0] as string, at, data);
    case 'TEXT_ARRAY':
      return checkTextArray(input, read as string[], at, data);
    case 'NUMBER':
      return checkNumber(input, control, read[0] as string, at, data);
    case 'DATE_TIME':
      return checkDate(read[0] as string, at, data);
    case 'ADDRESS':
      return checkAddress(input, read as AddressPart[], at, data);
  }
}

type AddressPart = [part: string, value: string];

/**
 * The answer's content in the representation its value type takes, empty parts dropped:
 * TEXT and NUMBER `value` (or `number`), DATE_TIME `value` (or `dateTime`), TEXT_ARRAY `values`,
 * ADDRESS `address` or `values` (street, city, subdivision, postal code, country).
 */
function readAnswer(
  input: FormInput,
  answer: Answer | undefined,
  at: string,
  data: Record<string, unknown>,
): string[] | AddressPart[] | FieldViolation {
  if (!answer) return [];
  const single = (field: 'value' | 'dateTime'): string[] | FieldViolation => {
    const v = answer[field];
    if (v === undefined || v === null) return [];
    if (typeof v !== 'string') return violation(at, `must be a string in \`${field}\``, 'FORMAT', data);
    if (v.length > FormLimits.maxAnswerLength) return tooLong(at, FormLimits.maxAnswerLength, data);
    return v.trim() ? [v.trim()] : [];
  };
  const many = (): string[] | FieldViolation => {
    const v = answer.values;
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) return violation(at, 'must be a list of strings in `values`', 'FORMAT', data);
    if (v.length > FormLimits.maxAnswerValues) {
      return violation(at, `at most ${FormLimits.maxAnswerValues} values`, 'MAX_SIZE', {
        ...data,
        max: FormLimits.maxAnswerValues,
      });
    }
    if (v.some((s) => typeof s !== 'string'))
      return violation(at, 'must be a list of strings', 'FORMAT', data);
    if ((v as string[]).some((s) => s.length > FormLimits.maxAnswerLength)) {
      return tooLong(at, FormLimits.maxAnswerLength, data);
    }
    return (v as string[]).map((s) => s.trim());
  };
  switch (input.type) {
    case 'TEXT':
      return single('value');
    case 'NUMBER': {
      if (answer.number !== undefined && answer.number !== null) {
        if (typeof answer.number !== 'number' || !Number.isFinite(answer.number)) {
          return violation(at, 'must be a number', 'FORMAT', data);
        }
        return [String(answer.number)];
      }
      return single('value');
    }
    case 'DATE_TIME': {
      const date = single('value');
      return Array.isArray(date) && date.length === 0 ? single('dateTime') : date;
    }
    case 'TEXT_ARRAY': {
      const values = many();
      return Array.isArray(values) ? values.filter((s) => s !== '') : values;
    }
    case 'ADDRESS':
      return addressParts(answer, at, data, many);
  }
}

const ADDRESS_PARTS = ['streetAddress', 'city', 'subdivision', 'postalCode', 'country'] as const;

function addressParts(
  answer: Answer,
  at: string,
  data: Record<string, unknown>,
  many: () => string[] | FieldViolation,
): AddressPart[] | FieldViolation {
  if (answer.address !== undefined && answer.address !== null) {
    if (!isObject(answer.address)) return violation(at, 'must be an address', 'FORMAT', data);
    const parts: AddressPart[] = [];
    const add = (part: string, v: unknown): FieldViolation | undefined => {
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'string') return violation(`${at}.${part}`, 'must be a string', 'FORMAT', data);
      if (v.trim()) parts.push([part, v.trim()]);
      return undefined;
    };
    const formatted = add('formatted', answer.address.formatted);
    if (formatted) return formatted;
    const address = answer.address.address;
    if (address !== undefined && address !== null) {
      if (!isObject(address)) return violation(`${at}.address`, 'must be an address', 'FORMAT', data);
      const street = address.streetAddress;
      if (street !== undefined && street !== null) {
        if (!isObject(street)) return violation(`${at}.streetAddress`, 'must be an object', 'FORMAT', data);
        const name = add(
          'streetAddress',
          [street.number, street.name].filter((s) => typeof s === 'string').join(' '),
        );
        if (name) return name;
        if (
          [street.number, street.name].some((s) => s !== undefined && s !== null && typeof s !== 'string')
        ) {
          return violation(`${at}.streetAddress`, 'must hold strings', 'FORMAT', data);
        }
      }
      for (const part of [
        'addressLine',
        'addressLine1',
        'addressLine2',
        'city',
        'subdivision',
        'postalCode',
        'country',
      ]) {
        const bad = add(part, address[part]);
        if (bad) return bad;
      }
    }
    return parts;
  }
  const values = many();
  if (!Array.isArray(values)) return values;
  if (values.length > ADDRESS_PARTS.length) {
    return violation(at, `at most ${ADDRESS_PARTS.length} parts`, 'MAX_SIZE', {
      ...data,
      max: ADDRESS_PARTS.length,
    });
  }
  return values.flatMap((v, i) => (v ? [[ADDRESS_PARTS[i]!, v] as AddressPart] : []));
}

const tooLong = (at: string, max: number, data: Record<string, unknown>) =>
  violation(at, `must be at most ${max} characters`, 'MAX_LENGTH', { ...data, max });

// Letters, digits and dots around one @, a domain with a dot: what a mail server accepts in practice.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9 ().-]{3,30}$/;
// C0 controls and DEL; a multi-line input keeps tab and line breaks.
/* eslint-disable no-control-regex */
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

function checkText(
  input: FormInput,
  control: InputControl,
  value: string,
  at: string,
  data: Record<string, unknown>,
): FieldViolation[] {
  if (input.maxLength > 0 && [...value].length > input.maxLength) return [tooLong(at, input.maxLength, data)];
  const controls = control.type === 'TEXTAREA' ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS;
  if (controls.test(value)) return [violation(at, 'must not hold control characters', 'FORMAT', data)];
  if (input.options.length > 0 && !input.options.includes(value)) {
    return [
      violation(at, 'must be one of the options', 'INVALID_ENUM_VALUE', { ...data, value: clip(value) }),
    ];
  }
  if (control.system && input.name === InputNames.email && !(EMAIL.test(value) && value.length <= 254)) {
    return [violation(at, 'must be an email address', 'FORMAT', { ...data, type: 'EMAIL' })];
  }
  if (isPhoneInput(input) && !(PHONE.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 3)) {
    return [violation(at, 'must be a phone number', 'FORMAT', { ...data, type: 'PHONE' })];
  }
  return [];
}

function checkTextArray(
  input: FormInput,
  values: string[],
  at: string,
  data: Record<string, unknown>,
): FieldViolation[] {
  const max = input.maxSize ?? FormLimits.maxAnswerValues;
  if (values.length > max) return [violation(at, `at most ${max} values`, 'MAX_SIZE', { ...data, max })];
  const violations: FieldViolation[] = [];
  const seen = new Set<string>();
  values.forEach((value, i) => {
    if (input.maxLength > 0 && [...value].length > input.maxLength)
      violations.push(tooLong(`${at}[${i}]`, input.maxLength, data));
    else if (CONTROL_CHARS.test(value))
      violations.push(violation(`${at}[${i}]`, 'must not hold control characters', 'FORMAT', data));
    else if (input.options.length > 0 && !input.options.includes(value)) {
      violations.push(
        violation(`${at}[${i}]`, 'must be one of the options', 'INVALID_ENUM_VALUE', {
          ...data,
          value: clip(value),
        }),
      );
    } else if (input.options.length > 0 && seen.has(value)) {
      violations.push(
        violation(`${at}[${i}]`, 'is chosen twice', 'VALIDATION', { ...data, value: clip(value) }),
      );
    }
    seen.add(value);
  });
  return violations;
}

const DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,6})?$/;

function checkNumber(
  input: FormInput,
  control: InputControl,
  value: string,
  at: string,
  data: Record<string, unknown>,
): FieldViolation[] {
  if (!DECIMAL.test(value)) return [violation(at, 'must be a number', 'FORMAT', data)];
  if (control.type !== 'GUEST_CONTROL') return [];
  // The number of additional guests: a whole number up to the control's maximum.
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    return [violation(at, 'must be a whole number, 0 or more', 'MIN', { ...data, min: 0 })];
  if (n > input.maxLength)
    return [violation(at, `at most ${input.maxLength} guests`, 'MAX', { ...data, max: input.maxLength })];
  return [];
}

const CALENDAR_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const TIMESTAMP =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:[0-9]{2})$/;

/** A calendar date (`2026-05-01`, what a date picker sends) or an ISO timestamp, on a real day. */
function checkDate(value: string, at: string, data: Record<string, unknown>): FieldViolation[] {
  const timestamp = TIMESTAMP.exec(value);
  const match = CALENDAR_DATE.exec(value) ?? timestamp;
  const bad = () => [violation(at, 'must be a date (YYYY-MM-DD)', 'FORMAT', { ...data, type: 'DATE' })];
  if (!match) return bad();
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return bad();
  if (timestamp && Number.isNaN(Date.parse(value))) return bad();
  return [];
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function checkAddress(
  input: FormInput,
  parts: AddressPart[],
  at: string,
  data: Record<string, unknown>,
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const max = input.maxLength > 0 ? input.maxLength : 250;
  for (const [part, value] of parts) {
    if ([...value].length > max) violations.push(tooLong(`${at}.${part}`, max, data));
    else if (CONTROL_CHARS.test(value))
      violations.push(violation(`${at}.${part}`, 'must not hold control characters', 'FORMAT', data));
  }
  return violations;
}

/** Names of additional guests: no more than their number, all of them when names are required. */
function checkGuests(
  inputs: Map<string, LiveInput>,
  byName: Map<string, Answer>,
  listPath: string,
): FieldViolation[] {
  const names = inputs.get(InputNames.guestNames);
  if (!names || inputs.get(InputNames.additionalGuests)?.control.type !== 'GUEST_CONTROL') return [];
  const count = Number(
    byName.get(InputNames.additionalGuests)?.value ?? byName.get(InputNames.additionalGuests)?.number ?? 0,
  );
  const given = byName.get(InputNames.guestNames)?.values;
  const named = Array.isArray(given) ? given.filter((s) => typeof s === 'string' && s.trim()).length : 0;
  // A number of guests that is itself refused (checkNumber) says nothing about the names.
  const max = inputs.get(InputNames.additionalGuests)!.input.maxLength;
  if (!Number.isInteger(count) || count < 0 || count > max) return [];
  const at = `${listPath}.${InputNames.guestNames}`;
  const data = { inputName: InputNames.guestNames };
  if (named > count)
    return [violation(at, `names at most ${count} guests`, 'MAX_SIZE', { ...data, max: count })];
  if (names.input.mandatory && named < count) {
    return [violation(at, `must name all ${count} guests`, 'EXACT_SIZE', { ...data, size: count })];
  }
  return [];
}
