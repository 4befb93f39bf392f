import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Form } from '@tessera/contracts/event-forms';
import { validateFormAnswers, contactOf, assertFormAnswers } from '../../src/modules/event-forms/index.ts';
import { buildControl, type ChosenControl } from '../../src/modules/event-forms/form-controls.ts';
import { control, defaultForm, wireForm } from '../../src/modules/event-forms/form-document.ts';

/** A published form with one control of each kind, built as AddControl builds them. */
function formWith(bodies: ChosenControl[]): Form {
  const stored = defaultForm();
  bodies.forEach((chosen, i) => {
    const built = buildControl(chosen, i + 1);
    if (Array.isArray(built)) throw new Error(JSON.stringify(built));
    stored.controls.push(control(`c${i + 1}`, built.type, i + 2, false, built.inputs));
  });
  return wireForm(stored);
}

const form = formWith([
  { kind: 'phone', body: { mandatory: true } }, // phone_1
  { kind: 'address', body: { full: true, mandatory: true } }, // address_2
  { kind: 'address', body: { full: false } }, // address_3
  { kind: 'date', body: { mandatory: false } }, // date_4
  { kind: 'additionalGuests', body: { maxGuests: 3, namesMandatory: true } }, // additionalGuests, guestNames
  { kind: 'dropdown', body: { options: ['Fish', 'Veggie'], mandatory: true } }, // dropdown_6
  { kind: 'checkbox', body: { options: ['A', 'B', 'C'], mandatory: false } }, // checkbox_7
  { kind: 'text', body: { multiLine: true, maxLength: 20 } }, // text_8 (TEXTAREA)
  { kind: 'text', body: { maxLength: 10, mandatory: false } }, // text_9 (INPUT)
  { kind: 'radioButton', body: { options: ['S', 'M'] } }, // radio_10
]);

type Value = {
  inputName: string;
  value?: unknown;
  values?: unknown;
  number?: unknown;
  dateTime?: unknown;
  address?: unknown;
};

/** A complete, acceptable response; `change` replaces or (undefined) removes answers by name. */
function answers(change: Record<string, Omit<Value, 'inputName'> | undefined> = {}) {
  const base: Record<string, Omit<Value, 'inputName'>> = {
    firstName: { value: 'Ada' },
    lastName: { value: 'Lovelace' },
    email: { value: 'ada@example.com' },
    phone_1: { value: '+44 20 7946 0958' },
    address_2: {
      address: {
        address: { city: 'London', country: 'GB', streetAddress: { number: '12', name: 'St James Sq' } },
      },
    },
    dropdown_6: { value: 'Fish' },
  };
  const merged = { ...base, ...change };
  return {
    inputValues: Object.entries(merged)
      .filter(([, v]) => v !== undefined)
      .map(([inputName, v]) => ({ inputName, ...v })),
  };
}

const fieldsOf = (response: unknown) =>
  validateFormAnswers(form, response, 'form').map((v) => [v.field, v.violatedRule]);

describe('validateFormAnswers', () => {
  it('accepts a complete response, and optional inputs left out', () => {
    expect(validateFormAnswers(form, answers(), 'form')).toEqual([]);
    expect(
      validateFormAnswers(
        form,
        answers({
          address_3: { value: '1 Main St, Springfield' },
          date_4: { value: '2024-02-29' },
          additionalGuests: { value: '2' },
          guestNames: { values: ['Bob', 'Eve'] },
          checkbox_7: { values: ['A', 'C'] },
          text_8: { value: 'line one\nline two' },
          text_9: { value: 'ACME' },
          radio_10: { value: 'M' },
        }),
        'form',
      ),
    ).toEqual([]);
  });

  it('names every missing mandatory input, with its input name', () => {
    const violations = validateFormAnswers(form, { inputValues: [] }, 'guests[1].form');
    expect(violations.map((v) => v.field)).toEqual([
      'guests[1].form.inputValues.firstName',
      'guests[1].form.inputValues.lastName',
      'guests[1].form.inputValues.email',
      'guests[1].form.inputValues.phone_1',
      'guests[1].form.inputValues.address_2',
      'guests[1].form.inputValues.dropdown_6',
    ]);
    expect(violations.every((v) => v.violatedRule === 'REQUIRED_FIELD')).toBe(true);
    expect(violations[2]!.data).toEqual({ inputName: 'email' });
    // Blank is missing; absent response is an empty one.
    expect(fieldsOf(answers({ firstName: { value: '   ' } }))).toEqual([
      ['form.inputValues.firstName', 'REQUIRED_FIELD'],
    ]);
    expect(validateFormAnswers(form, undefined, 'form')).toHaveLength(6);
  });

  // One row per rule: the answer changed, the violation expected.
  const table: Array<[string, Record<string, Omit<Value, 'inputName'> | undefined>, string, string]> = [
    ['bad email', { email: { value: 'ada@' } }, 'form.inputValues.email', 'FORMAT'],
    ['email with spaces', { email: { value: 'a da@example.com' } }, 'form.inputValues.email', 'FORMAT'],
    ['bad phone', { phone_1: { value: 'call me' } }, 'form.inputValues.phone_1', 'FORMAT'],
    ['name too long', { firstName: { value: 'x'.repeat(51) } }, 'form.inputValues.firstName', 'MAX_LENGTH'],
    [
      'text over its maxLength',
      { text_9: { value: 'x'.repeat(11) } },
      'form.inputValues.text_9',
      'MAX_LENGTH',
    ],
    ['line break in one-line text', { text_9: { value: 'a\nb' } }, 'form.inputValues.text_9', 'FORMAT'],
    ['control character in textarea', { text_8: { value: 'a\u0000b' } }, 'form.inputValues.text_8', 'FORMAT'],
    ['text as a number', { text_9: { value: 5 } }, 'form.inputValues.text_9', 'FORMAT'],
    [
      'dropdown option not offered',
      { dropdown_6: { value: 'Beef' } },
      'form.inputValues.dropdown_6',
      'INVALID_ENUM_VALUE',
    ],
    [
      'radio option not offered',
      { radio_10: { value: 'XL' } },
      'form.inputValues.radio_10',
      'INVALID_ENUM_VALUE',
    ],
    [
      'checkbox option not offered',
      { checkbox_7: { values: ['A', 'Z'] } },
      'form.inputValues.checkbox_7[1]',
      'INVALID_ENUM_VALUE',
    ],
    [
      'checkbox option twice',
      { checkbox_7: { values: ['A', 'A'] } },
      'form.inputValues.checkbox_7[1]',
      'VALIDATION',
    ],
    ['checkbox values not a list', { checkbox_7: { values: 'A' } }, 'form.inputValues.checkbox_7', 'FORMAT'],
    ['date not a day', { date_4: { value: '2023-02-29' } }, 'form.inputValues.date_4', 'FORMAT'],
    ['date in another format', { date_4: { value: '29/02/2024' } }, 'form.inputValues.date_4', 'FORMAT'],
    ['month 13', { date_4: { dateTime: '2024-13-01T00:00:00Z' } }, 'form.inputValues.date_4', 'FORMAT'],
    [
      'guests over the maximum',
      { additionalGuests: { value: '4' }, guestNames: { values: ['a', 'b', 'c'] } },
      'form.inputValues.additionalGuests',
      'MAX',
    ],
    [
      'guests not a number',
      { additionalGuests: { value: 'two' } },
      'form.inputValues.additionalGuests',
      'FORMAT',
    ],
    ['half a guest', { additionalGuests: { value: '1.5' } }, 'form.inputValues.additionalGuests', 'MIN'],
    [
      'more names than guests',
      { additionalGuests: { value: '1' }, guestNames: { values: ['a', 'b'] } },
      'form.inputValues.guestNames',
      'MAX_SIZE',
    ],
    [
      'names required for every guest',
      { additionalGuests: { value: '2' }, guestNames: { values: ['a'] } },
      'form.inputValues.guestNames',
      'EXACT_SIZE',
    ],
    [
      'address part too long',
      { address_2: { address: { address: { city: 'x'.repeat(251) } } } },
      'form.inputValues.address_2.city',
      'MAX_LENGTH',
    ],
    ['address not an object', { address_2: { address: 'London' } }, 'form.inputValues.address_2', 'FORMAT'],
    [
      'address with too many parts',
      { address_2: { values: ['1', '2', '3', '4', '5', '6'] } },
      'form.inputValues.address_2',
      'MAX_SIZE',
    ],
    [
      'empty address',
      { address_2: { address: { address: { city: ' ' } } } },
      'form.inputValues.address_2',
      'REQUIRED_FIELD',
    ],
  ];
  it.each(table)('%s', (_, change, field, rule) => {
    expect(fieldsOf(answers(change))).toEqual([[field, rule]]);
  });

  it('accepts the other representations: typed number, dateTime, address as values', () => {
    expect(
      fieldsOf(
        answers({
          additionalGuests: { number: 1 },
          guestNames: { values: ['Bob'] },
          date_4: { dateTime: '2026-05-01T10:00:00.000Z' },
          address_2: { values: ['12 St James Sq', 'London', '', 'SW1Y 4LB', 'United Kingdom'] },
        }),
      ),
    ).toEqual([]);
  });

  it('reports unknown, repeated and malformed answers at their place in the list', () => {
    const response = answers();
    response.inputValues.push(
      { inputName: '__proto__', value: 'x' } as never,
      { inputName: 'email', value: 'b@example.com' } as never,
      'nope' as never,
      { value: 'no name' } as never,
    );
    expect(fieldsOf(response)).toEqual([
      ['form.inputValues[6].inputName', 'FIELD_NOT_ALLOWED'],
      ['form.inputValues[7].inputName', 'VALIDATION'],
      ['form.inputValues[8]', 'FORMAT'],
      ['form.inputValues[9].inputName', 'REQUIRED_FIELD'],
    ]);
    expect(fieldsOf('text')).toEqual([['form', 'FORMAT']]);
    expect(fieldsOf({ inputValues: {} })).toEqual([['form.inputValues', 'FORMAT']]);
    expect(fieldsOf({ inputValues: Array.from({ length: 201 }, () => ({})) })).toEqual([
      ['form.inputValues', 'MAX_SIZE'],
    ]);
  });

  it('answers naming a deleted control are refused like unknown ones', () => {
    const withDeleted: Form = {
      ...form,
      controls: form.controls.map((c) => (c.id === 'c1' ? { ...c, deleted: true } : c)),
    };
    const violations = validateFormAnswers(withDeleted, answers(), 'form');
    expect(violations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['form.inputValues[3].inputName', 'FIELD_NOT_ALLOWED'],
    ]);
  });

  it('marks a bad email the way registration does (data.type EMAIL) and reads the contact', () => {
    const [bad] = validateFormAnswers(form, answers({ email: { value: 'nope' } }), 'buyer');
    expect(bad).toMatchObject({
      field: 'buyer.inputValues.email',
      data: { inputName: 'email', type: 'EMAIL' },
    });
    expect(contactOf(answers({ firstName: { value: ' Ada ' } }))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(() => assertFormAnswers(form, { inputValues: [] }, 'form')).toThrow(/firstName/);
  });

  // Properties: whatever arrives, the check answers a list and never throws; a value of an
  // offered option is always accepted, any other string never.
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        expect(Array.isArray(validateFormAnswers(form, anything, 'form'))).toBe(true);
        expect(Array.isArray(validateFormAnswers(form, { inputValues: [anything] }, 'form'))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('arbitrary answers of known inputs give violations naming only those inputs', () => {
    const names = form.controls.flatMap((c) => c.inputs.map((i) => i.name));
    const answer = fc.record(
      {
        inputName: fc.constantFrom(...names),
        value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        values: fc.oneof(fc.array(fc.string()), fc.string()),
        number: fc.oneof(fc.double(), fc.string()),
        dateTime: fc.string(),
        address: fc.anything(),
      },
      { requiredKeys: ['inputName'] },
    );
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 12 }), (list) => {
        for (const v of validateFormAnswers(form, { inputValues: list }, 'form')) {
          expect(v.field.startsWith('form.inputValues')).toBe(true);
          expect(v.description).toBeTruthy();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('option membership: offered options pass, other strings fail', () => {
    fc.assert(
      fc.property(fc.constantFrom('Fish', 'Veggie'), fc.string({ maxLength: 30 }), (offered, other) => {
        expect(fieldsOf(answers({ dropdown_6: { value: offered } }))).toEqual([]);
        if (!['Fish', 'Veggie'].includes(other.trim()) && other.trim()) {
          expect(fieldsOf(answers({ dropdown_6: { value: other } }))).toEqual([
            ['form.inputValues.dropdown_6', 'INVALID_ENUM_VALUE'],
          ]);
        }
      }),
    );
  });

  it('dates: every real calendar day passes, day 0 and day 32 never', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(fieldsOf(answers({ date_4: { value: day } }))).toEqual([]);
          expect(fieldsOf(answers({ date_4: { value: `${day.slice(0, 8)}32` } }))).toHaveLength(1);
          expect(fieldsOf(answers({ date_4: { value: `${day.slice(0, 8)}00` } }))).toHaveLength(1);
        },
      ),
    );
  });

  it('text lengths: up to maxLength characters pass (counted as characters, not UTF-16 units), one more fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }),
        fc.constantFrom('x', '😀'),
        (s, ch) => {
          const text = s.replace(/[^!-~]/g, 'a'); // printable ASCII only
          expect(fieldsOf(answers({ text_9: { value: text } }))).toEqual([]);
          expect(fieldsOf(answers({ text_9: { value: ch.repeat(10) } }))).toEqual([]);
          expect(fieldsOf(answers({ text_9: { value: ch.repeat(11) } }))).toEqual([
            ['form.inputValues.text_9', 'MAX_LENGTH'],
          ]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
