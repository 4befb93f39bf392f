import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

// What notifications need of an event: whether it is live, its title and when it starts. Read
// here, as the policies module does, so the events module's files stay its own.

export interface EventFacts {
  id: string;
  title: string;
  /** DRAFT, PUBLISHED or CANCELED. */
  lifecycle: string;
  startDate: string | null;
  endDate: string | null;
  slug: string;
}

export async function findEventFacts(scope: SiteScope, eventId: string): Promise<EventFacts | undefined> {
  const row = await selectFromSite(scope, 'events')
    .select(['id', 'title', 'lifecycle', 'start_date', 'end_date', 'slug'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        title: row.title,
        lifecycle: row.lifecycle,
        startDate: row.start_date,
        endDate: row.end_date,
        slug: row.slug,
      }
    : undefined;
}

/** Events of the site still to start (their reminders follow a change of the site's defaults). */
export async function upcomingEventIds(unit: SiteTx, now: string, limit: number): Promise<string[]> {
  const rows = await selectFromSite(unit, 'events')
    .select('id')
    .where('lifecycle', '=', 'PUBLISHED')
    .where('start_date', '>', now)
    .orderBy('start_date')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
