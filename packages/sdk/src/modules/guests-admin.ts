import type { QueryV2 } from '@tessera/contracts';
import type { EventGuest } from '@tessera/contracts/guests';
import type { CheckInTicketsRequest, TicketView } from '@tessera/contracts/event-orders';
import type { Rsvp } from '@tessera/contracts/rsvps';
import {
  bulkUpdateTickets as bulkUpdateTicketsEndpoint,
  checkInTickets as checkInTicketsEndpoint,
  deleteTicketCheckIns as deleteTicketCheckInsEndpoint,
  getTicket as getTicketEndpoint,
  listTickets as listTicketsEndpoint,
} from '@tessera/contracts/routes/event-checkout.endpoints';
import { queryEventGuests as queryEventGuestsEndpoint } from '@tessera/contracts/routes/guests.endpoints';
import {
  cancelRsvpGuestsCheckIn as cancelRsvpCheckInEndpoint,
  checkInRsvpGuests as checkInRsvpEndpoint,
} from '@tessera/contracts/routes/rsvps.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { AttendanceStatus, EventGuest } from '@tessera/contracts/guests';
export type { TicketView } from '@tessera/contracts/event-orders';
export type { QueryPage } from './paged-query.ts';

/** The door list's narrowing: an event's tickets by a phrase (names, email, number) or check-in state. */
export interface TicketsQuery {
  eventId: string;
  /** Matched against the guest's and buyer's names and email and the ticket number. */
  search?: string;
  checkedIn?: boolean;
  /** Archived tickets only (true), or those not archived (false); both when left out. */
  archived?: boolean;
  ticketNumbers?: string[];
  orderNumbers?: string[];
  offset?: number;
  limit?: number;
}

/** What a check-in of tickets did: those checked in now and the numbers that were in already. */
export interface TicketCheckIn {
  tickets: TicketView[];
  alreadyCheckedIn: string[];
}

const hasGuests = hasArray('guests');
const hasTickets = hasArray('tickets');
const hasTicket = hasObject('ticket');
const hasRsvp = hasObject('rsvp');

/** The first page size of a door list: a phone screen's worth and then some. */
export const DEFAULT_TICKETS_PAGE_SIZE = 50;

/**
 * `@tessera/sdk/guests-admin`: who is coming and who is in — the guest list of events (owner,
 * `events.manage`) and check-in at the door of ticket holders and RSVP guests (the owner or staff
 * granted CHECK_IN_GUESTS, `events.check-in`).
 */
export function guestsAdmin(http: HttpClient) {
  const call = callerOf(http);
  const guests = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<EventGuest>(q, async (page) => {
      const answer = await call(
        queryEventGuestsEndpoint,
        {},
        { query: page },
        {
          ...options,
          check: hasGuests,
          idempotent: true,
        },
      );
      return { items: answer.guests, paging: answer.pagingMetadata };
    });
  const tickets = async (query: TicketsQuery, options?: CallOptions): Promise<QueryPage<TicketView>> => {
    const { eventId, search, checkedIn, archived, ticketNumbers, orderNumbers } = query;
    const offset = query.offset ?? 0;
    const limit = query.limit ?? DEFAULT_TICKETS_PAGE_SIZE;
    const answer = await call(
      listTicketsEndpoint,
      {},
      {
        eventId: [eventId],
        offset,
        limit,
        ...(search?.trim() ? { search: search.trim() } : {}),
        ...(checkedIn !== undefined ? { checkedIn } : {}),
        ...(archived !== undefined
          ? { state: [archived ? 'TICKET_ARCHIVED' : 'TICKET_ACTIVE'] as const }
          : {}),
        ...(ticketNumbers?.length ? { ticketNumber: ticketNumbers } : {}),
        ...(orderNumbers?.length ? { orderNumber: orderNumbers } : {}),
      },
      { ...options, check: hasTickets },
    );
    const next = offset + answer.tickets.length;
    const hasNext = answer.tickets.length > 0 && next < answer.total;
    return {
      items: answer.tickets,
      total: answer.total,
      hasNext: () => hasNext,
      next: () =>
        hasNext
          ? tickets({ ...query, offset: next }, options)
          : Promise.reject(new Error('there is no next page')),
    };
  };
  return {
    /**
     * Everyone registered for events, one row per registration (`eventId`, `attendanceStatus`,
     * `guestType`, names, email); offset or cursor paged as the query asks.
     */
    queryGuests(q: QueryV2 = {}, options?: CallOptions): Promise<QueryPage<EventGuest>> {
      return guests(q, options);
    },
    /** The same query as a builder: `guests().eq('eventId', id).in('attendanceStatus', ['ATTENDING']).find()`. */
    guests(options?: CallOptions): QueryBuilder<EventGuest> {
      return new QueryBuilder((q) => guests(q, options));
    },
    /** An event's tickets (the door list), offset paged. */
    listTickets(query: TicketsQuery, options?: CallOptions): Promise<QueryPage<TicketView>> {
      return tickets(query, options);
    },
    async getTicket(eventId: string, ticketNumber: string, options?: CallOptions): Promise<TicketView> {
      return (
        await call(getTicketEndpoint, { id: ticketNumber }, { eventId }, { ...options, check: hasTicket })
      ).ticket;
    },
    /**
     * Checks tickets in by number or by the QR payloads scanned (verified by the server; a forged one
     * is a field violation at `qrCode[i]`). A ticket in already keeps its first check-in and is
     * named in `alreadyCheckedIn`; tickets of unconfirmed orders are refused (`TICKET_NOT_VALID`).
     */
    checkInTickets(
      eventId: string,
      by: { ticketNumbers?: string[]; qrCodes?: string[] },
      options?: CallOptions,
    ): Promise<TicketCheckIn> {
      const input: CheckInTicketsRequest = {
        eventId,
        ...(by.ticketNumbers?.length ? { ticketNumber: by.ticketNumbers } : {}),
        ...(by.qrCodes?.length ? { qrCode: by.qrCodes } : {}),
      };
      return call(checkInTicketsEndpoint, {}, input, { ...options, check: hasTickets });
    },
    /**
     * Archives tickets of an event (`archived: false` restores them), all or none: a number that is
     * not a ticket of the event fails the call and changes nothing. The owner only.
     */
    async archiveTickets(
      eventId: string,
      ticketNumbers: string[],
      archived = true,
      options?: CallOptions,
    ): Promise<TicketView[]> {
      const answer = await call(
        bulkUpdateTicketsEndpoint,
        {},
        { eventId, ticketNumber: ticketNumbers, archived },
        { ...options, check: hasTickets },
      );
      return answer.tickets;
    },
    /** Undoes check-ins of tickets by number (one not checked in is no change). */
    async undoTicketCheckIns(
      eventId: string,
      ticketNumbers: string[],
      options?: CallOptions,
    ): Promise<TicketView[]> {
      const answer = await call(
        deleteTicketCheckInsEndpoint,
        {},
        { eventId, ticketNumber: ticketNumbers },
        { ...options, check: hasTickets },
      );
      return answer.tickets;
    },
    /** Checks in guests of a YES RSVP by their index (0: who answered; none named: all); idempotent. */
    async checkInRsvpGuests(rsvpId: string, guestIds?: number[], options?: CallOptions): Promise<Rsvp> {
      const input = guestIds ? { guestIds } : {};
      return (await call(checkInRsvpEndpoint, { rsvpId }, input, { ...options, check: hasRsvp })).rsvp;
    },
    /** Cancels the check-in of an RSVP's guests (none named: all); idempotent. */
    async undoRsvpCheckIn(rsvpId: string, guestIds?: number[], options?: CallOptions): Promise<Rsvp> {
      const input = guestIds ? { guestIds } : {};
      return (await call(cancelRsvpCheckInEndpoint, { rsvpId }, input, { ...options, check: hasRsvp })).rsvp;
    },
  };
}

export type GuestsAdminModule = ReturnType<typeof guestsAdmin>;
