import type { Form, FormInput, FormMessages, InputControl } from '@tessera/contracts/event-forms';

/**
 * A form as stored: the wire form itself (controls, deleted ones flagged, and messages) plus the
 * counter that numbers new inputs. Input names are never reused, so an answer kept in an order
 * or RSVP always names the input it answered, even after the control is gone.
 */
export interface StoredForm {
  controls: InputControl[];
  messages: FormMessages;
  /** The number the next added control's input names carry (`phone_7`). */
  nextInput: number;
}

/** The two controls every form starts with, pinned first; only their labels change. */
export const NAME_CONTROL_ID = 'name';
export const EMAIL_CONTROL_ID = 'email';

/** Input names with a meaning of their own: the buyer or guest, and the additional guests. */
export const InputNames = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  additionalGuests: 'additionalGuests',
  guestNames: 'guestNames',
} as const;

export function textInput(name: string, label: string, fields: Partial<FormInput> = {}): FormInput {
  return {
    name,
    array: false,
    label,
    options: [],
    mandatory: false,
    maxLength: 0,
    type: 'TEXT',
    ...fields,
  };
}

export function nameControl(labels: { firstName: string; lastName: string }): InputControl {
  return control(NAME_CONTROL_ID, 'NAME', 0, true, [
    textInput(InputNames.firstName, labels.firstName, { mandatory: true, maxLength: 50 }),
    textInput(InputNames.lastName, labels.lastName, { mandatory: true, maxLength: 50 }),
  ]);
}

export function emailControl(label: string): InputControl {
  return control(EMAIL_CONTROL_ID, 'INPUT', 1, true, [
    textInput(InputNames.email, label, { mandatory: true, maxLength: 255 }),
  ]);
}

export function control(
  id: string,
  type: InputControl['type'],
  orderIndex: number,
  system: boolean,
  inputs: FormInput[],
): InputControl {
  return { id, type, system, name: id, inputs, label: inputs[0]?.label ?? '', orderIndex };
}

export const defaultMessages = (): FormMessages => ({
  rsvp: {
    rsvpYesOption: 'Going',
    rsvpNoOption: 'Not going',
    positiveMessages: {
      title: 'Add your details',
      confirmation: {
        title: "You're going!",
        message: 'We sent you a confirmation email.',
        addToCalendarActionLabel: 'Add to calendar',
        shareActionLabel: 'Share event',
      },
    },
    waitlistMessages: {
      title: 'Join the waitlist',
      confirmation: {
        title: "You're on the waitlist",
        message: 'We will email you if a spot opens up.',
        addToCalendarActionLabel: 'Add to calendar',
        shareActionLabel: 'Share event',
      },
    },
    negativeMessages: {
      title: "Let us know you can't make it",
      confirmation: { title: 'Thanks for letting us know', shareActionLabel: 'Share event' },
    },
    submitActionLabel: 'Submit',
  },
  checkout: {
    title: 'Add your details',
    submitActionLabel: 'Continue',
    confirmation: {
      title: 'Thank you for your order',
      message: 'Your tickets are on their way to your inbox.',
      downloadTicketsLabel: 'Download tickets',
      addToCalendarLabel: 'Add to calendar',
      shareEventLabel: 'Share event',
    },
  },
  registrationClosed: { message: 'Registration is closed', exploreEventsActionLabel: 'See other events' },
  ticketsUnavailable: { message: 'Tickets are not on sale', exploreEventsActionLabel: 'See other events' },
});

/** The form of an event that has none of its own: name and email, the default messages. */
export const defaultForm = (): StoredForm => ({
  controls: [nameControl({ firstName: 'First name', lastName: 'Last name' }), emailControl('Email')],
  messages: defaultMessages(),
  nextInput: 1,
});

/** The wire form: live controls in their order (deleted ones too when asked). */
export function wireForm(stored: StoredForm, withDeleted = false): Form {
  const controls = stored.controls
    .filter((c) => withDeleted || !c.deleted)
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((c) => structuredClone(c));
  return { controls, messages: structuredClone(stored.messages) };
}

/** Live controls in order, then the deleted ones; order indexes renumbered 0…n-1 over the live ones. */
export function renumber(controls: InputControl[]): InputControl[] {
  const live = controls.filter((c) => !c.deleted).sort((a, b) => a.orderIndex - b.orderIndex);
  const deleted = controls.filter((c) => c.deleted);
  live.forEach((c, i) => (c.orderIndex = i));
  return [...live, ...deleted];
}

export function parseStoredForm(json: string): StoredForm {
  return JSON.parse(json) as StoredForm;
}
