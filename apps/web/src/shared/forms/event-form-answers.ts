// What a visitor types into an event's form (spec §3), the same for a ticket's guest and an
// RSVP: the shape the controls render from and write to. Each feature turns it into the wire's
// `form.inputValues` its own way (form-answers.ts in tickets and rsvp).

/** One input's answer while editing: text, or a list (checkboxes, guest names, address parts). */
export type AnswerValue = string | string[];
export type Answers = Record<string, AnswerValue>;

/** The parts of a full address, in the order the server reads `values`. */
export const ADDRESS_PARTS = ['streetAddress', 'city', 'subdivision', 'postalCode', 'country'] as const;

/** The inputs of a GUEST_CONTROL: how many come along, and their names. */
export const GUEST_COUNT_INPUT = 'additionalGuests';
export const GUEST_NAMES_INPUT = 'guestNames';

/** The number of additional guests chosen (0 when none or not a whole number). */
export function guestCountOf(answers: Answers): number {
  const value = answers[GUEST_COUNT_INPUT];
  const n = Number(typeof value === 'string' ? value.trim() : '');
  return Number.isInteger(n) && n > 0 ? n : 0;
}
