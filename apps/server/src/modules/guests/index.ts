// The event guests module's only entry.
export { guestsModule } from './guests.module.ts';
