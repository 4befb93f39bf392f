import { notFound, type AppError } from '../../platform/errors.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

// What other modules need to know of an event they hang data on (agenda, policies, forms):
// that it exists on the site, and whether visitors see it. One port, so no module reads the
// events table with its own copy of these lines.

export interface EventRef {
  id: string;
  /** DRAFT, PUBLISHED or CANCELED: visitors see what hangs on the last two. */
  lifecycle: string;
}

export const eventNotFound = (eventId: string): AppError =>
  notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });

export function findEventRef(scope: SiteScope, eventId: string): Promise<EventRef | undefined> {
  return selectFromSite(scope, 'events')
    .select(['id', 'lifecycle'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/**
 * The event, locked in the unit so writes hanging on one event take turns (an agenda's publish
 * and an edit never interleave; a count of policies holds); 404 when the site has no such event.
 */
export async function lockEventRef(unit: SiteTx, eventId: string): Promise<EventRef> {
  const row = await unit
    .forUpdate(selectFromSite(unit, 'events').select(['id', 'lifecycle']).where('id', '=', eventId))
    .executeTakeFirst();
  if (!row) throw eventNotFound(eventId);
  return row;
}
