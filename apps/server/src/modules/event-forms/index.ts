// The event forms module's only entry: other modules (checkout, RSVP) import from here, never deeper.
export { eventFormsModule } from './event-forms.module.ts';
export type { EventFormsService } from './event-forms.service.ts';
export { assertFormAnswers, contactOf, validateFormAnswers } from './form-answers.ts';
export { InputNames } from './form-document.ts';
