import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { ClaimedJob } from '../../platform/jobs/job-types.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { reminderMinutes, resolveConfig, type ResolvedSection } from './config-defaults.ts';
import { emailFor } from './messages.ts';
import { findConfig } from './notification-configs.store.ts';
import { findEventFacts, type EventFacts } from './notifications.events-port.ts';
import { firstSend, type AttendeeMailer } from './sender.ts';

export const REMINDER_JOB = 'notifications.reminder';
const MINUTE = 60_000;
/** An INSTANT reminder (at the start) still goes out this long after it, if the job ran late. */
const LATE_GRACE_MS = 15 * MINUTE;

/** The email config in force for an event: its own over the site's over the defaults. */
export async function eventConfig(scope: SiteScope, eventId: string) {
  const [site, own] = await Promise.all([findConfig(scope, scope.siteId), findConfig(scope, eventId)]);
  return resolveConfig(site?.overrides ?? {}, own?.overrides ?? {});
}

/** When the reminder of an event is due, or undefined when it gets none (draft, canceled, TBD, off). */
export function reminderDue(event: EventFacts, section: ResolvedSection): number | undefined {
  if (event.lifecycle !== 'PUBLISHED' || !event.startDate || !section.sendingEnabled) return undefined;
  return Date.parse(event.startDate) - reminderMinutes[section.reminderTime ?? 'BEFORE_1_DAY'] * MINUTE;
}

/**
 * Durable reminders: one job per event (key `reminder:<event>`), moved with `replace` whenever the
 * event or its config changes, and re-checked when it runs — a job left over from an old start
 * date, a canceled event or a disabled reminder does nothing. Each attendee is mailed once per
 * start date (the send ledger), so a job that runs twice, or again after a restart, mails nobody twice.
 */
export class Reminders {
  constructor(
    private readonly deps: {
      db: Db;
      uow: UnitOfWork;
      clock: Clock;
      jobs: Jobs;
      mailer: AttendeeMailer;
      publicUrl: string;
    },
  ) {}

  /** (Re)schedules an event's reminder in the caller's unit; a past or impossible one is left to lapse. */
  async schedule(unit: SiteTx, eventId: string): Promise<void> {
    const event = await findEventFacts(unit, eventId);
    if (!event) return;
    const due = reminderDue(event, (await eventConfig(unit, eventId)).upcomingEventReminder);
    const now = this.deps.clock.now();
    // A reminder whose moment has already passed (an event published or moved to start sooner than
    // its reminder timing) lapses: mailing at publish time would reach nobody who answers later.
    if (due === undefined || now >= due) return;
    await this.deps.jobs.enqueue(unit, {
      kind: REMINDER_JOB,
      runAt: isoAt(due),
      payload: { eventId },
      key: `reminder:${eventId}`,
      replace: true,
    });
  }

  /** Schedules in a unit of its own (from a subscriber). */
  reschedule(siteId: string, eventId: string): Promise<void> {
    return this.deps.uow.run(siteId, (unit) => this.schedule(unit, eventId), { changes: [] });
  }

  register(jobs: Jobs): void {
    jobs.register(REMINDER_JOB, (job) => this.run(job));
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { eventId } = (job.payload ?? {}) as { eventId?: unknown };
    if (!job.siteId || typeof eventId !== 'string') return;
    const scope = siteScope(this.deps.db, job.siteId);
    const event = await findEventFacts(scope, eventId);
    if (!event) return;
    const section = (await eventConfig(scope, eventId)).upcomingEventReminder;
    const due = reminderDue(event, section);
    if (due === undefined) return;
    const now = this.deps.clock.now();
    const start = Date.parse(event.startDate!);
    // Too early (the start moved later after this run was claimed): schedule again, send nothing.
    if (now < due) return this.reschedule(job.siteId, eventId);
    if (now >= start + (due === start ? LATE_GRACE_MS : 0)) return; // the event has begun: too late
    const occasion = `reminder:${eventId}:${event.startDate}`;
    await this.announce(job.siteId, event, occasion, (start - due) / MINUTE);
    const url = `${this.deps.publicUrl}/events/${encodeURIComponent(event.slug)}`;
    await this.deps.mailer.mailAll(
      job.siteId,
      eventId,
      (attendee) => emailFor('reminder', section, event, attendee, url),
      occasion,
    );
  }

  /** The "event reminder" domain event, once per event and start date. */
  private announce(siteId: string, event: EventFacts, occasion: string, minutes: number): Promise<void> {
    return this.deps.uow.run(
      siteId,
      async (unit) => {
        const now = isoAt(this.deps.clock.now());
        if (!(await firstSend(unit, occasion, now))) return;
        await recordDomainEvent(unit.db, {
          siteId,
          name: 'event_reminder',
          entityFqdn: 'wix.events.v3.event',
          entityId: event.id,
          payload: { eventId: event.id, timestamp: now, reminderMinutes: minutes },
        });
      },
      { changes: [] },
    );
  }
}
