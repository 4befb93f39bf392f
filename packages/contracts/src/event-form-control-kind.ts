// Types and one function only (no TypeBox): the server and the dashboard's form tab both tell a
// control's body kind from the control, and must agree.
import type { InputControlType } from './event-forms.ts';

/** The body kinds of AddControl / UpdateControl (the wire names under which a control's body goes). */
export type FormControlKind =
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'date'
  | 'additionalGuests'
  | 'dropdown'
  | 'checkbox'
  | 'text'
  | 'radioButton';

/**
 * Which body made a control: the body an update of it must use. INPUT controls are told apart
 * by the names the form gave their inputs (`email`, `phone_3`, `text_4`, `comment_5`).
 */
export function formControlKindOf(control: {
  type: InputControlType;
  inputs: readonly { name?: string | null }[];
}): FormControlKind {
  switch (control.type) {
    case 'NAME':
      return 'name';
    case 'GUEST_CONTROL':
      return 'additionalGuests';
    case 'ADDRESS_SHORT':
    case 'ADDRESS_FULL':
      return 'address';
    case 'DATE':
      return 'date';
    case 'DROPDOWN':
      return 'dropdown';
    case 'RADIO':
      return 'radioButton';
    case 'CHECKBOX':
      return 'checkbox';
    case 'TEXTAREA':
      return 'text';
    case 'INPUT': {
      const name = control.inputs[0]?.name ?? '';
      if (name === 'email') return 'email';
      return name.startsWith('phone_') ? 'phone' : 'text';
    }
  }
}
