import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';

/** What ticketing needs of an event: that it is the site's, whether visitors see it, its ticket settings. */
export interface EventRef {
  id: string;
  title: string;
  slug: string;
  lifecycle: string;
  endDate: string | null;
  /** `registration.tickets.currency` of the event, when set. */
  currency: string | null;
  /** `registration.tickets.reservationDurationInMinutes`, when set. */
  reservationMinutes: number | null;
}

interface TicketSettings {
  currency?: string | null;
  reservationDurationInMinutes?: number | null;
}

/**
 * Reads the event row (the events table is read here, never written: events stay the events
 * module's). Undefined when the site has no such event.
 */
export async function findEventRef(scope: SiteScope, eventId: string): Promise<EventRef | undefined> {
  const row = await selectFromSite(scope, 'events')
    .select(['id', 'title', 'slug', 'lifecycle', 'end_date', 'doc'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  const tickets = ticketSettingsOf(row.doc);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    lifecycle: row.lifecycle,
    endDate: row.end_date,
    currency: typeof tickets.currency === 'string' ? tickets.currency : null,
    reservationMinutes:
      typeof tickets.reservationDurationInMinutes === 'number' ? tickets.reservationDurationInMinutes : null,
  };
}

function ticketSettingsOf(doc: string): TicketSettings {
  try {
    const parsed = JSON.parse(doc) as { registration?: { tickets?: TicketSettings } };
    return parsed.registration?.tickets ?? {};
  } catch {
    return {};
  }
}
