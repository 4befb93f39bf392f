import { describe, expect, it } from 'vitest';
import type { InputControl } from '@tessera/sdk/event-forms-admin';
import {
  bodyOf,
  isRequired,
  kindOf,
  newValues,
  problemOf,
  valuesOf,
} from '../src/features/dashboard/event-editor-tabs/form-controls.ts';

const input = (name: string, label: string, more: Partial<InputControl['inputs'][number]> = {}) => ({
  name,
  label,
  array: false,
  options: [],
  mandatory: false,
  maxLength: 400,
  type: 'TEXT' as const,
  ...more,
});
const control = (
  type: InputControl['type'],
  inputs: InputControl['inputs'],
  system = false,
): InputControl => ({
  id: 'c1',
  type,
  system,
  name: 'c1',
  inputs,
  label: inputs[0]?.label ?? '',
  orderIndex: 2,
});

// The form tab rebuilds a control's whole body for every update (reordering too): what it does
// not edit must come back unchanged.
describe('form tab: controls to edited values and back to one-kind bodies', () => {
  it('tells INPUT controls apart by their input names', () => {
    expect(kindOf(control('INPUT', [input('email', 'Email')], true))).toBe('email');
    expect(kindOf(control('INPUT', [input('phone_3', 'Phone')]))).toBe('phone');
    expect(kindOf(control('INPUT', [input('text_4', 'Company')]))).toBe('text');
    expect(kindOf(control('TEXTAREA', [input('comment_5', 'Notes')]))).toBe('text');
  });

  it('keeps a comment, its length, a dropdown default and an address part label', () => {
    const text = control('INPUT', [input('comment_5', 'Notes', { maxLength: 120, mandatory: true })]);
    expect(bodyOf(valuesOf(text))).toEqual({
      text: { label: 'Notes', mandatory: true, multiLine: false, comment: true, maxLength: 120 },
    });
    const dropdown = control('DROPDOWN', [
      input('dropdown_6', 'Meal', { options: ['Fish', 'Veg'], defaultOptionSelection: { optionIndex: 1 } }),
    ]);
    expect(bodyOf(valuesOf(dropdown))).toEqual({
      dropdown: {
        label: 'Meal',
        mandatory: false,
        options: ['Fish', 'Veg'],
        defaultOptionSelection: { optionIndex: 1 },
      },
    });
    const address = control('ADDRESS_FULL', [
      input('address_7', 'Home', { type: 'ADDRESS', additionalLabels: { city: 'Town', country: 'Country' } }),
    ]);
    expect(bodyOf(valuesOf(address))).toEqual({
      address: {
        full: true,
        mandatory: false,
        labels: { addressLine: 'Home', city: 'Town', country: 'Country' },
      },
    });
  });

  it('guests: labels for several and one, names required, at most ten', () => {
    const guests = control('GUEST_CONTROL', [
      input('additionalGuests', 'People', {
        type: 'NUMBER',
        maxLength: 4,
        additionalLabels: { single: 'Person', multiple: 'People' },
      }),
      input('guestNames', 'Person', { type: 'TEXT_ARRAY', mandatory: true }),
    ]);
    const values = valuesOf(guests);
    expect(bodyOf(values)).toEqual({
      additionalGuests: {
        labels: { multiple: 'People', single: 'Person' },
        namesMandatory: true,
        maxGuests: 4,
      },
    });
    expect(bodyOf({ ...values, maxGuests: 40 }).additionalGuests?.maxGuests).toBe(10);
  });

  it('asks for choices in words, trims them and drops blank lines', () => {
    const radio = { ...newValues('radioButton'), label: 'Session', options: [' Morning ', '', 'Evening'] };
    expect(problemOf({ ...radio, options: ['Morning', ''] })).toBe('Give at least two choices.');
    expect(problemOf({ ...newValues('checkbox'), options: [''] })).toBe('Give at least one choice.');
    expect(problemOf({ ...radio, options: ['A', 'A'] })).toBe('Each choice can be listed only once.');
    expect(problemOf(radio)).toBeUndefined();
    expect(bodyOf(radio)).toEqual({ radioButton: { label: 'Session', options: ['Morning', 'Evening'] } });
  });

  it('name and email are relabelled only and always required', () => {
    const name = control('NAME', [input('firstName', 'First'), input('lastName', 'Last')], true);
    expect(bodyOf(valuesOf(name))).toEqual({ name: { labels: { firstName: 'First', lastName: 'Last' } } });
    expect(isRequired(name)).toBe(true);
  });
});
