import type { UpdateControlRequest } from '@tessera/contracts/event-forms';
import type { InputControl } from '@tessera/sdk/event-forms-admin';
import { formControlKindOf } from '@tessera/contracts/event-form-control-kind';

// The form tab's one mapping between a control as the server answers it (type + inputs) and the
// few values an owner edits, and back to the one-kind body AddControl / UpdateControl take. An
// update must send the whole body of the control's own kind (reordering too), so a body is
// always rebuilt from the control: what the tab does not edit (an address's part labels, a text's
// length, a dropdown's default) is carried over, never reset.

export type ControlKind = Exclude<keyof UpdateControlRequest, 'eventId' | 'id' | 'orderIndex'>;
export type ControlBody = Pick<UpdateControlRequest, ControlKind>;

/** The kinds an owner may add, in the order the "Add a field" menu lists them. */
export const ADDABLE_KINDS = [
  'text',
  'phone',
  'date',
  'dropdown',
  'radioButton',
  'checkbox',
  'address',
  'additionalGuests',
] as const satisfies readonly ControlKind[];

export const KIND_NAMES: Record<ControlKind, string> = {
  text: 'Text',
  phone: 'Phone',
  date: 'Date',
  dropdown: 'Dropdown',
  radioButton: 'Single choice (radio buttons)',
  checkbox: 'Checkboxes',
  address: 'Address',
  additionalGuests: 'Additional guests',
  name: 'Name',
  email: 'Email',
};

/** What the tab edits of one control. */
export interface ControlValues {
  kind: ControlKind;
  /** The label (name: the first name's; guests: the label of several guests). */
  label: string;
  /** name: the last name's label; guests: the label of one guest. */
  secondLabel: string;
  /** Required (guests: every guest's name is required). Radio buttons always answer one. */
  mandatory: boolean;
  /** Choices of a dropdown, radio or checkbox control. */
  options: string[];
  /** text: several lines. */
  multiLine: boolean;
  /** address: street, city, region, postal code and country; else one line. */
  full: boolean;
  /** additionalGuests: how many a registration may bring. */
  maxGuests: number;
  /** What the tab does not edit, kept from the control. */
  kept: {
    comment?: boolean;
    maxLength?: number;
    addressLabels?: Record<string, string>;
    defaultOptionIndex?: number;
  };
}

export const MAX_GUESTS = 10;

/** The values of a new control of `kind`. */
export function newValues(kind: ControlKind): ControlValues {
  return {
    kind,
    label: '',
    secondLabel: '',
    mandatory: false,
    options: kind === 'checkbox' ? [''] : kind === 'dropdown' || kind === 'radioButton' ? ['', ''] : [],
    multiLine: false,
    full: false,
    maxGuests: 9,
    kept: {},
  };
}

/** Which body made a control (the server's rule, from the contracts). */
export const kindOf: (control: InputControl) => ControlKind = formControlKindOf;

export function valuesOf(control: InputControl): ControlValues {
  const kind = kindOf(control);
  const [first, second] = control.inputs;
  const values = newValues(kind);
  values.label = first?.label ?? '';
  values.mandatory = !!first?.mandatory;
  values.options = [...(first?.options ?? [])];
  if (kind === 'name') values.secondLabel = second?.label ?? '';
  if (kind === 'text') {
    values.multiLine = control.type === 'TEXTAREA';
    values.kept = { comment: first?.name.startsWith('comment_'), maxLength: first?.maxLength };
  }
  if (kind === 'address') {
    values.full = control.type === 'ADDRESS_FULL';
    values.kept = { addressLabels: first?.additionalLabels };
  }
  if (kind === 'additionalGuests') {
    // Inputs: the number of guests (labelled for several), then their names (labelled for one).
    values.secondLabel = first?.additionalLabels?.single ?? second?.label ?? '';
    values.label = first?.additionalLabels?.multiple ?? first?.label ?? '';
    values.maxGuests = first?.maxLength || 9;
    values.mandatory = !!second?.mandatory;
  }
  if (kind === 'dropdown') values.kept = { defaultOptionIndex: first?.defaultOptionSelection?.optionIndex };
  return values;
}

/** The options as sent: trimmed, blank lines dropped. */
export const cleanOptions = (options: readonly string[]) => options.map((o) => o.trim()).filter(Boolean);

/** The body of AddControl / UpdateControl for these values: exactly one kind. */
export function bodyOf(values: ControlValues): ControlBody {
  const label = values.label.trim() || undefined;
  const mandatory = values.mandatory;
  const options = cleanOptions(values.options);
  switch (values.kind) {
    case 'text':
      return {
        text: {
          label,
          mandatory,
          multiLine: values.multiLine,
          ...(values.kept.comment ? { comment: true } : {}),
          // A one-line text keeps its length; switching to several lines takes the server's default.
          ...(values.kept.maxLength && !values.multiLine
            ? { maxLength: Math.min(values.kept.maxLength, 1000) }
            : {}),
        },
      };
    case 'phone':
      return { phone: { label, mandatory } };
    case 'date':
      return { date: { label, mandatory } };
    case 'dropdown': {
      const index = values.kept.defaultOptionIndex;
      const keepDefault = index !== undefined && index < options.length;
      return {
        dropdown: {
          label,
          mandatory,
          options,
          ...(keepDefault ? { defaultOptionSelection: { optionIndex: index } } : {}),
        },
      };
    }
    case 'radioButton':
      return { radioButton: { label, options } };
    case 'checkbox':
      return { checkbox: { label, mandatory, options } };
    case 'address': {
      const kept = values.kept.addressLabels ?? {};
      const part = (name: string) => (kept[name] ? { [name]: kept[name] } : {});
      return {
        address: {
          full: values.full,
          mandatory,
          labels: {
            ...(label ? { addressLine: label } : {}),
            ...(values.full
              ? {
                  ...part('streetAddress'),
                  ...part('city'),
                  ...part('subdivision'),
                  ...part('postalCode'),
                  ...part('country'),
                }
              : {}),
          },
        },
      };
    }
    case 'additionalGuests':
      return {
        additionalGuests: {
          labels: { multiple: label, single: values.secondLabel.trim() || undefined },
          namesMandatory: mandatory,
          maxGuests: Math.min(Math.max(Math.round(values.maxGuests) || 1, 1), MAX_GUESTS),
        },
      };
    case 'name':
      return { name: { labels: { firstName: label, lastName: values.secondLabel.trim() || undefined } } };
    case 'email':
      return { email: { label } };
  }
}

/** What an edit of `values` needs of the owner, in words; nothing when it may be sent. */
export function problemOf(values: ControlValues): string | undefined {
  const options = cleanOptions(values.options);
  const min =
    values.kind === 'checkbox' ? 1 : values.kind === 'dropdown' || values.kind === 'radioButton' ? 2 : 0;
  if (options.length < min) return `Give at least ${min === 1 ? 'one choice' : 'two choices'}.`;
  if (new Set(options).size !== options.length) return 'Each choice can be listed only once.';
  return undefined;
}

/** Controls in the order visitors see them, deleted ones left out. */
export const liveControls = (controls: readonly InputControl[]) =>
  controls.filter((c) => !c.deleted).sort((a, b) => a.orderIndex - b.orderIndex);

/** True when the draft is not what visitors see (publish has something to publish). */
export function draftDiffers(form: unknown, draft: unknown): boolean {
  return JSON.stringify(form) !== JSON.stringify(draft);
}

/** A one-line summary of a control for its card: kind, required, choices. */
export function summaryOf(control: InputControl): string {
  const values = valuesOf(control);
  const parts: string[] = [KIND_NAMES[values.kind]];
  if (values.kind === 'text' && values.multiLine) parts[0] = 'Text (several lines)';
  if (values.kind === 'address') parts[0] = values.full ? 'Address (full)' : 'Address (one line)';
  if (values.kind === 'additionalGuests') parts.push(`up to ${values.maxGuests}`);
  if (values.options.length) parts.push(values.options.join(', '));
  return parts.join(' · ');
}

/** Required as visitors meet it: name and email always; radio buttons always answer one. */
export function isRequired(control: InputControl): boolean {
  if (control.system) return true;
  const values = valuesOf(control);
  return values.kind === 'radioButton' ? false : values.mandatory;
}
