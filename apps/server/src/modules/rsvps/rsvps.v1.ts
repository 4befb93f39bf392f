import type { Rsvp, RsvpStatus } from '@tessera/contracts/rsvps';
import type {
  BulkUpdateRsvpV1Request,
  CheckInRsvpV1Request,
  CreateRsvpV1Request,
  DeleteRsvpV1Query,
  ListRsvpV1Query,
  QueryRsvpV1Request,
  RsvpV1,
  RsvpV1Fieldset,
  RsvpV1ListResponse,
  RsvpV1Status,
  UpdateRsvpV1Request,
} from '@tessera/contracts/rsvps-v1';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { ownValue } from '../../platform/own-keys.ts';
import type { RsvpsBulk } from './rsvps.bulk.ts';
import type { RsvpCheckIn } from './rsvps.check-in.ts';
import type { RsvpsService } from './rsvps.service.ts';
import type { RsvpV1Listing } from './rsvps.v1-listing.ts';

const toV2Status = (status: RsvpV1Status): RsvpStatus => (status === 'WAITING' ? 'WAITLIST' : status);
const toV1Status = (status: RsvpStatus): RsvpV1Status => (status === 'WAITLIST' ? 'WAITING' : status);

/**
 * The one place a (v2) RSVP becomes the v1 wire RSVP. The official v1 types declare `contactId`,
 * `memberId`, `anonymized` and each guest's `fullName` non-nullable (the provider sends the empty
 * value), so they are always there: the contact is the member, as in the orders listing.
 */
export function toWireRsvpV1(rsvp: Rsvp, fieldsets?: readonly RsvpV1Fieldset[]): RsvpV1 {
  // Fieldsets (when named) pick the parts: DETAILS dates and names, FORM the answers, CONTACT_DETAILS the email.
  const has = (part: RsvpV1Fieldset) => !fieldsets || fieldsets.includes(part);
  const fullName = `${rsvp.firstName ?? ''} ${rsvp.lastName ?? ''}`.trim();
  return {
    id: rsvp.id,
    eventId: rsvp.eventId,
    contactId: rsvp.memberId ?? '',
    memberId: rsvp.memberId ?? '',
    anonymized: false,
    ...(has('DETAILS') ? { created: rsvp.createdDate, modified: rsvp.updatedDate } : {}),
    ...(rsvp.firstName && has('DETAILS') ? { firstName: rsvp.firstName } : {}),
    ...(rsvp.lastName && has('DETAILS') ? { lastName: rsvp.lastName } : {}),
    ...(rsvp.email && has('CONTACT_DETAILS') ? { email: rsvp.email } : {}),
    ...(has('FORM') ? { rsvpForm: rsvp.form } : {}),
    status: toV1Status(rsvp.status),
    totalGuests: rsvp.totalGuests,
    guests: rsvp.guestList.guests.map((g) => ({
      index: g.index,
      // Guest ids number from 1 (the official schema's minimum): the index + 1, as v2's guestId.
      id: g.index + 1,
      fullName: g.name ?? (g.index === 0 ? fullName : ''),
      ...(g.checkInDetails ? { checkIn: { created: g.checkInDetails.checkInDate } } : {}),
    })),
  };
}

/** A v1 filter's `status` values in v2 terms (WAITING is the waitlist); other fields as they are. */
function v2Filter(filter: Record<string, unknown> | null | undefined): Record<string, unknown> | undefined {
  if (!filter) return undefined;
  const status = ownValue(filter, 'status');
  if (status === undefined) return filter;
  const map = (v: unknown): unknown =>
    v === 'WAITING'
      ? 'WAITLIST'
      : Array.isArray(v)
        ? v.map(map)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, map(x)]))
          : v;
  return { ...filter, status: map(status) };
}

/**
 * RSVP v1 over the v2 services: the same RSVPs, places, waitlist, check-in and listing, answered
 * in the v1 shape. Calls naming an event check the RSVP belongs to it (else RSVP_NOT_FOUND).
 */
export class RsvpsV1 {
  constructor(
    private readonly parts: {
      service: RsvpsService;
      bulk: RsvpsBulk;
      checkIn: RsvpCheckIn;
      listing: RsvpV1Listing;
    },
  ) {}

  async create(caller: Caller, input: CreateRsvpV1Request): Promise<{ rsvp: RsvpV1 }> {
    const { rsvp } = await this.parts.service.create(caller, {
      rsvp: {
        eventId: input.eventId,
        ...(input.status ? { status: toV2Status(input.status) } : {}),
        ...(input.form ? { form: input.form } : {}),
      },
    });
    return { rsvp: toWireRsvpV1(rsvp) };
  }

  async get(
    caller: Caller,
    id: string,
    eventId?: string,
    fieldset?: readonly RsvpV1Fieldset[],
  ): Promise<{ rsvp: RsvpV1 }> {
    const { rsvp } = await this.parts.service.get(caller, id);
    this.assertOfEvent(rsvp, eventId);
    return { rsvp: toWireRsvpV1(rsvp, fieldset?.length ? fieldset : undefined) };
  }

  async update(caller: Caller, id: string, input: UpdateRsvpV1Request): Promise<{ rsvp: RsvpV1 }> {
    if (input.rsvpId !== undefined && input.rsvpId !== id) {
      throw validationError([violation('rsvpId', 'must be the id of the path', 'VALIDATION')]);
    }
    this.assertOfEvent((await this.parts.service.get(caller, id)).rsvp, input.eventId);
    const { rsvp } = await this.parts.service.update(caller, id, {
      rsvp: input.status ? { status: toV2Status(input.status) } : {},
    });
    return { rsvp: toWireRsvpV1(rsvp) };
  }

  /** Sets the status of each listed RSVP of the event; answers those changed (the rest are skipped). */
  async bulkUpdate(caller: Caller, input: BulkUpdateRsvpV1Request): Promise<{ rsvps: RsvpV1[] }> {
    const ofEvent = await this.parts.service.query(caller, {
      query: { filter: { eventId: input.eventId, id: { $in: input.rsvpId } }, paging: { limit: 100 } },
    });
    const ids = ofEvent.rsvps.map((r) => r.id);
    if (!ids.length) return { rsvps: [] };
    const result = await this.parts.bulk.update(caller, {
      rsvps: ids.map((id) => ({ rsvp: { id, status: toV2Status(input.status) } })),
      returnEntity: true,
    });
    return { rsvps: result.results.flatMap((r) => (r.rsvp ? [toWireRsvpV1(r.rsvp)] : [])) };
  }

  async delete(caller: Caller, input: DeleteRsvpV1Query): Promise<Record<string, never>> {
    await this.parts.bulk.deleteByFilter(caller, {
      filter: { eventId: input.eventId, id: { $in: input.rsvps } },
    });
    return {};
  }

  async checkIn(caller: Caller, input: CheckInRsvpV1Request, cancel: boolean): Promise<{ rsvp: RsvpV1 }> {
    this.assertOfEvent((await this.parts.service.get(caller, input.rsvpId)).rsvp, input.eventId);
    const guestIds = input.guestId?.length ? { guestIds: input.guestId } : {};
    const { rsvp } = cancel
      ? await this.parts.checkIn.cancel(caller, input.rsvpId, guestIds)
      : await this.parts.checkIn.checkIn(caller, input.rsvpId, guestIds);
    return { rsvp: toWireRsvpV1(rsvp) };
  }

  list(caller: Caller, input: ListRsvpV1Query): Promise<RsvpV1ListResponse> {
    const filter: Record<string, unknown> = {};
    if (input.eventId?.length) filter.eventId = { $in: input.eventId };
    if (input.rsvpId?.length) filter.id = { $in: input.rsvpId };
    if (input.status?.length) filter.status = { $in: input.status.map(toV2Status) };
    return this.parts.listing.page(caller, filter, input);
  }

  query(caller: Caller, input: QueryRsvpV1Request): Promise<RsvpV1ListResponse> {
    return this.parts.listing.page(caller, { ...v2Filter(input.filter) }, input);
  }

  private assertOfEvent(rsvp: Rsvp, eventId: string | undefined): void {
    if (eventId !== undefined && rsvp.eventId !== eventId) {
      throw new AppError('NOT_FOUND', 'RSVP_NOT_FOUND', 'RSVP not found');
    }
  }
}
