// What the event editor and its image field share about an event's main image (the quick new-event
// form that also used this file is gone: "New event" opens the editor).
import { ValidationError } from '@tessera/sdk';
import { errorMessage, violationMessage } from './error-message.ts';

/** An uploaded image the event will refer to by id (url and size for the editor's preview). */
export interface EventFormImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** An upload refused by the server, in words: its `file` violations speak of "the image". */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ValidationError && error.fieldViolations.length > 0) {
    return error.fieldViolations
      .map((v) => violationMessage(v.field === 'file' ? { ...v, field: 'image' } : v))
      .join(' ');
  }
  return errorMessage(error);
}
