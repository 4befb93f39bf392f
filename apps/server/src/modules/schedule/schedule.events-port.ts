import { AppError, notFound } from '../../platform/errors.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

// What the agenda needs to know of events: that one exists on the site, and whether visitors
// see it. Read here, so the events module's files stay its own.

export interface EventRef {
  id: string;
  /** DRAFT, PUBLISHED or CANCELED: visitors see the agenda of the last two. */
  lifecycle: string;
}

export const eventNotFound = (eventId: string): AppError =>
  notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });

/**
 * The event, locked in the unit so agenda writes of one event take turns (publish and an edit
 * never interleave); 404 when the site has no such event.
 */
export async function lockEvent(unit: SiteTx, eventId: string): Promise<EventRef> {
  const row = await unit
    .forUpdate(selectFromSite(unit, 'events').select(['id', 'lifecycle']).where('id', '=', eventId))
    .executeTakeFirst();
  if (!row) throw eventNotFound(eventId);
  return row;
}

export function findEvent(scope: SiteScope, eventId: string): Promise<EventRef | undefined> {
  return selectFromSite(scope, 'events')
    .select(['id', 'lifecycle'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
