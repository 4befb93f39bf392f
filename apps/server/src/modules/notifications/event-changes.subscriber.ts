import type { DomainEventName } from '@tessera/contracts';
import type { DomainEvent, OutboxDispatcher } from '../../platform/outbox.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { Db } from '../../platform/db.ts';
import { emailFor } from './messages.ts';
import { findEventFacts } from './notifications.events-port.ts';
import { eventConfig, type Reminders } from './reminders.ts';
import type { AttendeeMailer } from './sender.ts';

/** Events' domain events that may move or end a reminder. */
const scheduleOn: DomainEventName[] = [
  'event_created',
  'event_cloned',
  'event_published',
  'event_updated',
  'event_canceled',
];

/**
 * The `notifications` outbox subscriber: an event written, moved or canceled (re)schedules its
 * reminder; a canceled event mails its attendees the cancellation notice, once each (the send
 * ledger makes a redelivered event mail nobody twice).
 */
export function subscribeEventChanges(
  outbox: OutboxDispatcher,
  deps: { db: Db; reminders: Reminders; mailer: AttendeeMailer; publicUrl: string },
): void {
  outbox.subscribe('notifications', { events: scheduleOn }, async (event: DomainEvent) => {
    const eventId = (event.payload as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'string') return;
    await deps.reminders.reschedule(event.siteId, eventId);
    if (event.name === 'event_canceled') await mailCancellation(event.siteId, eventId, deps);
  });
}

async function mailCancellation(
  siteId: string,
  eventId: string,
  deps: { db: Db; mailer: AttendeeMailer; publicUrl: string },
): Promise<void> {
  const scope = siteScope(deps.db, siteId);
  const facts = await findEventFacts(scope, eventId);
  if (!facts || facts.lifecycle !== 'CANCELED') return;
  const section = (await eventConfig(scope, eventId)).eventCancelation;
  if (!section.sendingEnabled) return;
  const url = `${deps.publicUrl}/events/${encodeURIComponent(facts.slug)}`;
  await deps.mailer.mailAll(
    siteId,
    eventId,
    (a) => emailFor('cancellation', section, facts, a, url),
    `cancel:${eventId}`,
  );
}
