import type { Form, FormInputValue } from '@tessera/contracts/event-forms';
import type {
  CreateRsvpRequest,
  QueryRsvpsRequest,
  QueryRsvpsResponse,
  Rsvp,
  RsvpStatus,
  SearchRsvpsRequest,
  UpdateRsvpRequest,
} from '@tessera/contracts/rsvps';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { contactOf, validateFormAnswers, type EventFormsService } from '../event-forms/index.ts';
import { assertRegistrationOpen, eventNotFound, rsvpSettingsOf, type RsvpSettings } from './rsvps.event.ts';
import { RSVP_WRITE } from './rsvps.changes.ts';
import { actionTo, rsvpLifecycle } from './rsvps.state-machine.ts';
import { rsvpsListing, type RsvpListingCtx } from './rsvps.listing.ts';
import {
  deleteRsvpRow,
  findRsvp,
  findRsvpEvent,
  freePlaces,
  insertRsvp,
  lockCounter,
  lockRsvp,
  nextSeq,
  takePlaces,
  updateRsvp,
  waitlistOf,
  type RsvpEventRow,
  type RsvpRow,
} from './rsvps.store.ts';
import { guestsOf, toWireRsvp, type StoredGuest } from './rsvps.wire.ts';

export interface RsvpsDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  forms: EventFormsService;
}

/** Waitlisted RSVPs promoted at most per freed place run (FIFO: the first that does not fit stops it). */
const PROMOTE_BATCH = 50;
const MANAGE_SCOPE = 'events.manage';
const CONTACT_INPUTS = new Set(['firstName', 'lastName', 'email']);

export const rsvpNotFound = (): AppError => notFound('RSVP_NOT_FOUND', 'RSVP not found');

/**
 * RSVPs of events. Every write is one unit of work that first takes the event's counter row
 * (rsvps.store.ts `lockCounter`): a YES takes its places with one conditional update of that row
 * (the event's RSVP limit is never exceeded), and a YES that goes away gives them back and
 * promotes the waitlist, first come first served, in the same unit, queueing each promoted
 * guest's email in the outbox.
 */
export class RsvpsService {
  private readonly listing: Listing<RsvpListingCtx, RsvpRow, QueryRsvpsResponse>;

  constructor(private readonly deps: RsvpsDeps) {
    this.listing = openListing(rsvpsListing, { db: deps.db, cursorSecret: siteCursorSecrets(deps.db) });
  }

  private now = () => isoAt(this.deps.clock.now());

  async create(caller: Caller, { rsvp: input }: CreateRsvpRequest): Promise<{ rsvp: Rsvp }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const now = this.now();
    const event = await findRsvpEvent(scope, input.eventId);
    if (!event || event.lifecycle === 'DRAFT') throw eventNotFound(input.eventId);
    const settings = rsvpSettingsOf(event);
    const manager = can(caller, MANAGE_SCOPE);
    if (settings.membersOnly && caller.role !== 'MEMBER' && !manager) {
      throw new AppError(
        'PERMISSION_DENIED',
        'MEMBERS_ONLY',
        'Only members of the site may answer this event',
        {
          eventId: event.id,
        },
      );
    }
    assertRegistrationOpen(event, now);
    const asked: RsvpStatus = input.status ?? 'YES';
    this.assertStatusAllowed(asked, settings, 'rsvp.status');
    const form = (await this.deps.forms.publishedForm(scope, event.id)) ?? { controls: [], messages: {} };
    const answers = answersOf(input);
    const checked = asked === 'NO' ? contactForm(form as Form) : (form as Form);
    const violations = validateFormAnswers(checked, { inputValues: answers }, 'rsvp.form');
    if (violations.length) throw validationError(violations);
    const contact = contactOf({ inputValues: answers });
    const guests = guestsFrom(answers);

    const id = newId();
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        await lockCounter(unit, event.id);
        const status = await this.placeFor(unit, event.id, asked, guests.length, settings);
        await insertRsvp(unit, {
          id,
          event_id: event.id,
          status,
          first_name: contact.firstName ?? null,
          last_name: contact.lastName ?? null,
          email: contact.email ?? null,
          email_key: contact.email?.toLowerCase() ?? null,
          member_id: caller.role === 'MEMBER' ? (caller.subjectId ?? null) : null,
          subject_role: caller.role,
          subject_id: caller.subjectId ?? null,
          total_guests: guests.length,
          form: JSON.stringify({ inputValues: answers }),
          guests: JSON.stringify(guests),
          checked_in_count: 0,
          revision: 1,
          seq: await nextSeq(unit, event.id),
          created_date: now,
          updated_date: now,
        });
      },
      RSVP_WRITE,
    );
    return { rsvp: toWireRsvp((await findRsvp(scope, id))!) };
  }

  /**
   * The status an answer gets: YES when its places fit (taken now), else WAITLIST when the event
   * has one, else refused. A WAITLIST answer takes free places too: nobody waits while a place
   * is free. NO takes none.
   */
  private async placeFor(
    unit: SiteTx,
    eventId: string,
    asked: RsvpStatus,
    places: number,
    settings: RsvpSettings,
  ): Promise<RsvpStatus> {
    if (asked === 'NO') return 'NO';
    if (await takePlaces(unit, eventId, places, settings.limit)) return 'YES';
    if (settings.waitlistEnabled) return 'WAITLIST';
    throw new AppError('CONFLICT', 'RSVP_LIMIT_REACHED', 'The event has no places left', {
      eventId,
      places,
    });
  }

  private assertStatusAllowed(status: RsvpStatus, settings: RsvpSettings, field: string) {
    if (status === 'NO' && settings.responseType === 'YES_ONLY') {
      throw validationError([violation(field, 'the event takes only YES answers', 'INVALID_ENUM_VALUE')]);
    }
    if (status === 'WAITLIST' && !settings.waitlistEnabled) {
      throw validationError([violation(field, 'the event has no waitlist', 'INVALID_ENUM_VALUE')]);
    }
  }

  async get(caller: Caller, id: string): Promise<{ rsvp: Rsvp }> {
    const row = await findRsvp(siteScope(this.deps.db, caller.siteId), id);
    if (!row) throw rsvpNotFound();
    return { rsvp: toWireRsvp(row) };
  }

  /**
   * Changes the answer or the contact. Leaving YES frees the places and promotes the waitlist;
   * reaching YES (or WAITLIST) needs registration open unless the owner or staff change it.
   */
  async update(caller: Caller, id: string, { rsvp: input }: UpdateRsvpRequest): Promise<{ rsvp: Rsvp }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    if (input.id !== undefined && input.id !== id) {
      throw validationError([violation('rsvp.id', 'must be the id of the path', 'VALIDATION')]);
    }
    const known = await findRsvp(scope, id);
    if (!known) throw rsvpNotFound();
    const event = await findRsvpEvent(scope, known.event_id);
    if (!event) throw rsvpNotFound();
    const settings = rsvpSettingsOf(event);
    const manager = can(caller, MANAGE_SCOPE);
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        await lockCounter(unit, event.id);
        const row = await lockRsvp(unit, id);
        if (!row) throw rsvpNotFound();
        if (input.revision && input.revision !== String(row.revision)) {
          throw new AppError('CONFLICT', 'REVISION_MISMATCH', 'The RSVP changed since it was read', {
            currentRevision: String(row.revision),
          });
        }
        const now = this.now();
        const patch: Partial<RsvpRow> = { updated_date: now };
        if (input.firstName !== undefined) patch.first_name = input.firstName;
        if (input.lastName !== undefined) patch.last_name = input.lastName;
        if (input.email !== undefined) {
          patch.email = input.email;
          patch.email_key = input.email.toLowerCase();
        }
        const from = row.status as RsvpStatus;
        const to = input.status;
        if (to && to !== from) {
          this.assertStatusAllowed(to, settings, 'rsvp.status');
          rsvpLifecycle.assertTransition(actionTo(to), from, id);
          if (to !== 'NO' && from === 'NO' && !manager) assertRegistrationOpen(event, now);
          if (from === 'YES') {
            await freePlaces(unit, event.id, row.total_guests);
            patch.status =
              to === 'WAITLIST' ? await this.placeFor(unit, event.id, to, row.total_guests, settings) : to;
          } else {
            patch.status = await this.placeFor(unit, event.id, to, row.total_guests, settings);
          }
        }
        if (from === 'YES' && patch.status && patch.status !== 'YES' && row.checked_in_count > 0) {
          // Check-in belongs to a YES: a guest who is no longer coming is not at the door either.
          patch.guests = JSON.stringify(guestsOf(row).map(({ checkInDate: _dropped, ...guest }) => guest));
          patch.checked_in_count = 0;
        }
        await updateRsvp(unit, id, patch);
        if (from === 'YES' && patch.status && patch.status !== 'YES')
          await this.promote(unit, event, settings);
      },
      RSVP_WRITE,
    );
    return { rsvp: toWireRsvp((await findRsvp(scope, id))!) };
  }

  async delete(caller: Caller, id: string): Promise<Record<string, never>> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const known = await findRsvp(scope, id);
    if (!known) throw rsvpNotFound();
    const event = await findRsvpEvent(scope, known.event_id);
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        await lockCounter(unit, known.event_id);
        const row = await lockRsvp(unit, id);
        if (!row) throw rsvpNotFound();
        await deleteRsvpRow(unit, id);
        if (row.status === 'YES') {
          await freePlaces(unit, row.event_id, row.total_guests);
          if (event) await this.promote(unit, event, rsvpSettingsOf(event));
        }
      },
      RSVP_WRITE,
    );
    return {};
  }

  /**
   * Moves waitlisted RSVPs to YES while the first of them fits (first come, first served: a
   * smaller party behind never jumps the queue) and queues each one's email. Runs in the unit
   * that freed places, with the counter row already held.
   */
  async promote(unit: SiteTx, event: RsvpEventRow, settings: RsvpSettings): Promise<void> {
    const now = this.now();
    for (const waiting of await waitlistOf(unit, event.id, PROMOTE_BATCH)) {
      if (!(await takePlaces(unit, event.id, waiting.total_guests, settings.limit))) return;
      rsvpLifecycle.assertTransition('promote', 'WAITLIST', waiting.id, { fits: true });
      await updateRsvp(unit, waiting.id, { status: 'YES', updated_date: now });
      if (waiting.email) {
        await queueMessage(unit, {
          channel: 'EMAIL',
          to: waiting.email,
          subject: `You have a place at ${event.title}`,
          body:
            `A place came free at ${event.title}: your RSVP moved from the waitlist to YES` +
            (waiting.total_guests > 1 ? ` for you and ${waiting.total_guests - 1} guest(s).` : '.'),
        });
      }
    }
  }

  async query(caller: Caller, input: QueryRsvpsRequest): Promise<QueryRsvpsResponse> {
    return this.listing.query(caller.siteId, {}, input.query ?? {});
  }

  async search(caller: Caller, input: SearchRsvpsRequest): Promise<QueryRsvpsResponse> {
    const { search: phrase, ...query } = input.search ?? {};
    const trimmed = phrase?.expression?.trim();
    return this.listing.query(caller.siteId, trimmed ? { phrase: trimmed } : {}, query);
  }

  async count(
    caller: Caller,
    input: { filter?: Record<string, unknown> | null },
  ): Promise<{ count: number }> {
    const page = await this.listing.page(caller.siteId, {}, { filter: input.filter, paging: { limit: 0 } });
    return { count: page.pagingMetadata.total ?? 10_000 };
  }
}

/**
 * The answers an RSVP carries: the form response, with the name, email and guests given as
 * fields of the RSVP added where the form response leaves them out.
 */
function answersOf(input: CreateRsvpRequest['rsvp']): FormInputValue[] {
  const answers = [...(input.form?.inputValues ?? [])];
  const has = (name: string) => answers.some((a) => a.inputName === name);
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && !has(name)) answers.push({ inputName: name, value });
  };
  add('firstName', input.firstName);
  add('lastName', input.lastName);
  add('email', input.email);
  const guests = input.additionalGuestDetails;
  if (guests?.guestCount && !has('additionalGuests')) {
    answers.push({ inputName: 'additionalGuests', value: String(guests.guestCount) });
    if (guests.guestNames?.length && !has('guestNames')) {
      answers.push({ inputName: 'guestNames', values: guests.guestNames });
    }
  }
  return answers;
}

/** A NO answers only name and email (the form's other inputs are not asked). */
function contactForm(form: Form): Form {
  return {
    ...form,
    controls: form.controls.filter((c) => c.inputs.some((i) => CONTACT_INPUTS.has(i.name))),
  };
}

/** The person (index 0) and their additional guests, from checked answers. */
function guestsFrom(answers: FormInputValue[]): StoredGuest[] {
  const count = answers.find((a) => a.inputName === 'additionalGuests');
  const n = Number(count?.value ?? count?.number ?? 0);
  const extra = Number.isInteger(n) && n > 0 ? n : 0;
  const names = answers.find((a) => a.inputName === 'guestNames')?.values ?? [];
  return [
    { index: 0 },
    ...Array.from({ length: extra }, (_, i) => ({ index: i + 1, ...(names[i] ? { name: names[i] } : {}) })),
  ];
}
