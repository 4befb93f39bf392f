import { describe, expect, it } from 'vitest';
import type { InputControl } from '@tessera/contracts/event-forms';
import {
  controlsFor,
  toInputValues,
  violationSentence,
  violationsByInput,
} from '../src/features/rsvp/form-answers.ts';

const input = (name: string, type: InputControl['inputs'][number]['type'] = 'TEXT', maxLength = 0) => ({
  name,
  array: false,
  label: name,
  options: [],
  mandatory: false,
  maxLength,
  type,
});
const control = (
  id: string,
  type: InputControl['type'],
  inputs: InputControl['inputs'],
  orderIndex: number,
) => ({ id, type, system: false, name: id, inputs, label: id, orderIndex }) satisfies InputControl;

const controls: InputControl[] = [
  control('name', 'NAME', [input('firstName'), input('lastName')], 0),
  control('email', 'INPUT', [input('email')], 1),
  control(
    'guests',
    'GUEST_CONTROL',
    [input('additionalGuests', 'NUMBER', 3), input('guestNames', 'TEXT_ARRAY')],
    2,
  ),
  control('address', 'ADDRESS_FULL', [input('address_3', 'ADDRESS')], 3),
  control('food', 'CHECKBOX', [input('checkbox_4', 'TEXT_ARRAY')], 4),
  control('gone', 'INPUT', [input('text_5')], 5),
];
controls[5]!.deleted = true;

// The RSVP form's answers as the wire's inputValues, and the server's violations per input.
describe('RSVP form answers', () => {
  it('asks a NO only for name and email, and never shows deleted controls', () => {
    expect(controlsFor(controls, 'NO').map((c) => c.id)).toEqual(['name', 'email']);
    expect(controlsFor(controls, 'YES').map((c) => c.id)).toEqual([
      'name',
      'email',
      'guests',
      'address',
      'food',
    ]);
  });

  it('sends what was answered: trimmed text, names of the guests who come, address parts in order', () => {
    const values = toInputValues(controlsFor(controls, 'YES'), {
      firstName: '  Ada ',
      lastName: '',
      email: 'ada@example.com',
      additionalGuests: '1',
      // A name typed before the number of guests went down is not sent.
      guestNames: ['Charles', 'Mary'],
      address_3: ['1 Main St', 'Springfield', '', '', 'US'],
      checkbox_4: ['Vegan', ' '],
    });
    expect(values).toEqual([
      { inputName: 'firstName', value: 'Ada' },
      { inputName: 'email', value: 'ada@example.com' },
      { inputName: 'additionalGuests', value: '1' },
      { inputName: 'guestNames', values: ['Charles'] },
      { inputName: 'address_3', values: ['1 Main St', 'Springfield', '', '', 'US'] },
      { inputName: 'checkbox_4', values: ['Vegan'] },
    ]);
    expect(toInputValues(controls, { additionalGuests: '0', guestNames: ['Nobody'] })).toEqual([]);
  });

  it('files violations under the input they name, the rest under the form, in sentences', () => {
    const byInput = violationsByInput([
      {
        field: 'rsvp.form.inputValues.email',
        description: 'must be an email address',
        data: { type: 'EMAIL' },
      },
      {
        field: 'rsvp.form.inputValues.address_3.city',
        description: 'must be at most 250 characters',
        violatedRule: 'MAX_LENGTH',
        data: { max: 250 },
      },
      { field: 'rsvp.form.inputValues[2].inputName', description: 'is not an input of the form' },
      { field: 'rsvp.status', description: 'the event takes only YES answers' },
    ]);
    expect(byInput.get('email')).toEqual(['Enter an email address, like name@example.com.']);
    expect(byInput.get('address_3')).toEqual(['Use at most 250 characters.']);
    expect(byInput.get('')).toEqual(['Is not an input of the form.', 'The event takes only YES answers.']);
    expect(violationSentence({ field: 'x', description: '', violatedRule: 'REQUIRED_FIELD' })).toBe(
      'This is required.',
    );
  });
});
