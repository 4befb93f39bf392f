import type { FieldViolation } from '@tessera/contracts';
import {
  FormLimits,
  type AddControlRequest,
  type FormInput,
  type InputControl,
  type UpdateControlRequest,
} from '@tessera/contracts/event-forms';
import { formControlKindOf } from '@tessera/contracts/event-form-control-kind';
import { violation } from '../../platform/errors.ts';
import { InputNames, textInput } from './form-document.ts';

/** The control bodies of AddControl and UpdateControl, by their wire name. */
export const ADDABLE_KINDS = [
  'phone',
  'address',
  'date',
  'additionalGuests',
  'dropdown',
  'checkbox',
  'text',
  'radioButton',
] as const;
export const UPDATABLE_KINDS = [...ADDABLE_KINDS, 'name', 'email'] as const;
export type ControlKind = (typeof UPDATABLE_KINDS)[number];

type Bodies = Omit<UpdateControlRequest, 'eventId' | 'id' | 'orderIndex'>;
type BodyOf<K extends ControlKind> = NonNullable<Bodies[K]>;

export type ChosenControl = { [K in ControlKind]: { kind: K; body: BodyOf<K> } }[ControlKind];

/** The one control body of a request: none or several is a field violation. */
export function chooseControl(
  input: AddControlRequest | UpdateControlRequest,
  kinds: readonly ControlKind[],
): ChosenControl | FieldViolation {
  const present = kinds.filter((k) => (input as Record<string, unknown>)[k] !== undefined);
  if (present.length === 0) {
    return violation('control', `needs one of ${kinds.join(', ')}`, 'REQUIRED_ONE_OF_FIELD', {
      oneOf: [...kinds],
    });
  }
  if (present.length > 1) {
    return violation(
      present[1]!,
      `only one control per call (${present.join(' and ')} were given)`,
      'ONE_OF_ALIGNMENT',
    );
  }
  const kind = present[0]!;
  return { kind, body: (input as Record<string, unknown>)[kind] } as ChosenControl;
}

/** Which body made a control (one rule with the dashboard's form tab, in the contracts). */
export const kindOf: (control: InputControl) => ControlKind = formControlKindOf;

/** True for an input whose answers are phone numbers (a phone control's). */
export const isPhoneInput = (input: FormInput): boolean => input.name.startsWith('phone_');

export interface BuiltControl {
  type: InputControl['type'];
  inputs: FormInput[];
}

/**
 * The inputs of a control from its body. `names` gives the input names (those of the control
 * being replaced, or new ones numbered `seq`), so an update never renames an input.
 */
export function buildControl(
  chosen: ChosenControl,
  seq: number,
  existing?: InputControl,
): BuiltControl | FieldViolation[] {
  const nameOf = (prefix: string, index = 0) => existing?.inputs[index]?.name ?? `${prefix}_${seq}`;
  const label = (given: string | undefined, fallback: string) => given?.trim() || fallback;
  switch (chosen.kind) {
    case 'phone': {
      const b = chosen.body;
      return {
        type: 'INPUT',
        inputs: [
          textInput(nameOf('phone'), label(b.label, 'Phone'), { mandatory: !!b.mandatory, maxLength: 30 }),
        ],
      };
    }
    case 'text': {
      const b = chosen.body;
      const multi = !!b.multiLine;
      return {
        type: multi ? 'TEXTAREA' : 'INPUT',
        inputs: [
          textInput(nameOf(b.comment ? 'comment' : 'text'), label(b.label, b.comment ? 'Comment' : 'Text'), {
            mandatory: !!b.mandatory,
            maxLength: b.maxLength ?? (multi ? FormLimits.maxTextLength : 400),
          }),
        ],
      };
    }
    case 'date': {
      const b = chosen.body;
      return {
        type: 'DATE',
        inputs: [
          textInput(nameOf('date'), label(b.label, 'Date'), { mandatory: !!b.mandatory, type: 'DATE_TIME' }),
        ],
      };
    }
    case 'address': {
      const b = chosen.body;
      const labels = b.labels ?? {};
      const main = label(labels.addressLine, 'Address');
      if (!b.full) {
        return {
          type: 'ADDRESS_SHORT',
          inputs: [textInput(nameOf('address'), main, { mandatory: !!b.mandatory, maxLength: 250 })],
        };
      }
      const parts = {
        streetAddress: label(labels.streetAddress, 'Street address'),
        city: label(labels.city, 'City'),
        subdivision: label(labels.subdivision, 'State or region'),
        postalCode: label(labels.postalCode, 'Postal code'),
        country: label(labels.country, 'Country'),
      };
      return {
        type: 'ADDRESS_FULL',
        inputs: [
          textInput(nameOf('address'), main, {
            mandatory: !!b.mandatory,
            maxLength: 250,
            type: 'ADDRESS',
            additionalLabels: { ...parts },
            labels: Object.entries(parts).map(([name, text]) => ({ name, label: text })),
          }),
        ],
      };
    }
    case 'additionalGuests': {
      const b = chosen.body;
      const maxGuests = b.maxGuests ?? 9;
      const single = label(b.labels?.single, 'Guest');
      const multiple = label(b.labels?.multiple, 'Guests');
      return {
        type: 'GUEST_CONTROL',
        inputs: [
          textInput(InputNames.additionalGuests, multiple, {
            type: 'NUMBER',
            maxLength: maxGuests,
            additionalLabels: { single, multiple },
          }),
          textInput(InputNames.guestNames, single, {
            type: 'TEXT_ARRAY',
            array: true,
            mandatory: !!b.namesMandatory,
            maxLength: 100,
            maxSize: maxGuests,
          }),
        ],
      };
    }
    case 'dropdown':
    case 'radioButton':
    case 'checkbox': {
      const b = chosen.body;
      const checked = checkedOptions(b.options, `${chosen.kind}.options`, chosen.kind === 'checkbox' ? 1 : 2);
      if ('violations' in checked) return checked.violations;
      const { options } = checked;
      const mandatory = 'mandatory' in b ? !!b.mandatory : false;
      if (chosen.kind === 'checkbox') {
        return {
          type: 'CHECKBOX',
          inputs: [
            textInput(nameOf('checkbox'), label(b.label, 'Choose'), {
              type: 'TEXT_ARRAY',
              array: true,
              mandatory,
              options,
              maxLength: FormLimits.maxOptionLength,
              maxSize: options.length,
            }),
          ],
        };
      }
      const selection = chosen.kind === 'dropdown' ? chosen.body.defaultOptionSelection : undefined;
      if (selection?.optionIndex !== undefined && selection.optionIndex >= options.length) {
        return [
          violation('dropdown.defaultOptionSelection.optionIndex', 'must be the index of an option', 'MAX', {
            max: options.length - 1,
          }),
        ];
      }
      return {
        type: chosen.kind === 'dropdown' ? 'DROPDOWN' : 'RADIO',
        inputs: [
          textInput(nameOf(chosen.kind === 'dropdown' ? 'dropdown' : 'radio'), label(b.label, 'Choose one'), {
            mandatory,
            options,
            maxLength: FormLimits.maxOptionLength,
            ...(selection ? { defaultOptionSelection: selection } : {}),
          }),
        ],
      };
    }
    case 'name': {
      const labels = chosen.body.labels ?? {};
      const [first, last] = existing!.inputs;
      return {
        type: 'NAME',
        inputs: [
          { ...first!, label: label(labels.firstName, 'First name') },
          { ...last!, label: label(labels.lastName, 'Last name') },
        ],
      };
    }
    case 'email': {
      const [email] = existing!.inputs;
      return { type: 'INPUT', inputs: [{ ...email!, label: label(chosen.body.label, 'Email') }] };
    }
  }
}

/** Options trimmed, none empty, none twice (an answer must name exactly one). */
function checkedOptions(
  options: readonly string[] | undefined,
  field: string,
  min: number,
): { options: string[] } | { violations: FieldViolation[] } {
  if (!options) return { violations: [violation(field, 'must not be empty', 'REQUIRED_FIELD')] };
  const trimmed = options.map((o) => o.trim());
  if (trimmed.length < min) {
    return { violations: [violation(field, `needs at least ${min} options`, 'MIN_SIZE', { min })] };
  }
  const violations: FieldViolation[] = [];
  const seen = new Set<string>();
  trimmed.forEach((o, i) => {
    if (!o) violations.push(violation(`${field}[${i}]`, 'must not be empty', 'REQUIRED_FIELD'));
    else if (seen.has(o))
      violations.push(violation(`${field}[${i}]`, 'is given twice', 'VALIDATION', { option: o }));
    seen.add(o);
  });
  return violations.length ? { violations } : { options: trimmed };
}
