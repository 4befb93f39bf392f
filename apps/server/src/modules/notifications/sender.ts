import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { insertIntoSite } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import type { Attendee, AttendeeSource } from './attendees.ts';

export interface SenderDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  /** Every source of an event's attendees (RSVPs now; ticket holders when checkout exposes them). */
  sources: readonly AttendeeSource[];
}

/**
 * Remembers a send by its key; true when this call is the first (the insert won). In the unit
 * that queues the email, so "remembered" and "queued" commit together or not at all.
 */
export async function firstSend(unit: SiteTx, key: string, now: string): Promise<boolean> {
  const row = await insertIntoSite(unit, 'notification_sends', [
    { send_key: key.slice(0, 300), created_date: now },
  ])
    .onConflict((oc) => oc.columns(['site_id', 'send_key']).doNothing())
    .returning('send_key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Mails an event's attendees through the outbox (platform mail), a page per unit of work. */
export class AttendeeMailer {
  constructor(private readonly deps: SenderDeps) {}

  /**
   * `once`: a key prefix naming the occasion (`reminder:<event>:<start>`); each attendee gets
   * it at most once however often this runs. Without it every call mails everyone (an owner's
   * explicit resend). Answers how many emails were queued.
   */
  async mailAll(
    siteId: string,
    eventId: string,
    compose: (attendee: Attendee) => OutgoingMessage,
    once?: string,
  ): Promise<number> {
    let queued = 0;
    for (const source of this.deps.sources) {
      for await (const page of source(siteId, eventId)) {
        queued += await this.mailPage(siteId, page, compose, once);
      }
    }
    return queued;
  }

  mailPage(
    siteId: string,
    attendees: readonly Attendee[],
    compose: (attendee: Attendee) => OutgoingMessage,
    once?: string,
  ): Promise<number> {
    return this.deps.uow.run(
      siteId,
      async (unit) => {
        const now = isoAt(this.deps.clock.now());
        let queued = 0;
        for (const attendee of attendees) {
          if (once && !(await firstSend(unit, `${once}:${attendee.key}`, now))) continue;
          await queueMessage(unit, compose(attendee));
          queued++;
        }
        return queued;
      },
      // The ledger and the outbox only: nothing a cached answer shows.
      { changes: [] },
    );
  }
}
