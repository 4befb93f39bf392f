import { AppError, notFound } from '../../platform/errors.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';

// What forms need to know of events: that one exists on the site, and whether visitors see it.
// Read here, so the events module's files stay its own.

export interface FormEventRef {
  id: string;
  /** DRAFT, PUBLISHED or CANCELED: visitors see the forms of the last two. */
  lifecycle: string;
}

export const eventNotFound = (eventId: string): AppError =>
  notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });

export function findEvent(scope: SiteScope, eventId: string): Promise<FormEventRef | undefined> {
  return selectFromSite(scope, 'events')
    .select(['id', 'lifecycle'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
