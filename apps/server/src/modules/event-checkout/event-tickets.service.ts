import type {
  BulkUpdateTicketsRequest,
  CheckInTicketsRequest,
  DeleteTicketCheckInsRequest,
  ListTicketsQuery,
  TicketView,
  UpdateTicketRequest,
} from '@tessera/contracts/event-orders';
import type { FieldViolation } from '@tessera/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { notFound, validationError, violation } from '../../platform/errors.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { selectFromSite, siteScope, updateSiteTable, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { validateFormAnswers, type EventFormsService } from '../event-forms/index.ts';
import type { TicketRow } from './event-checkout.schema.ts';
import { toTicketView } from './order-views.ts';
import { CONFIRMED } from './order-wire.ts';
import { qrSecretOf, verifyTicketPayload } from './ticket-codes.ts';
import { ticketsFilter, ticketsListing, ticketsSort, type TicketListingCtx } from './tickets.listing.ts';

const ticketNotFound = () => notFound('TICKET_NOT_FOUND', 'Ticket not found');

/**
 * Tickets v1 and check-in at the door. A ticket checks in once: a repeat keeps the first time
 * and is named in `alreadyCheckedIn` (a rescanned QR is not an error at a busy door, but the
 * staff sees it was used). Tickets are locked in number order with their orders' counts kept in
 * the same unit, so FULLY_CHECKED_IN never disagrees with the tickets.
 */
export class EventTicketsService {
  private readonly listing: Listing<
    TicketListingCtx,
    TicketRow,
    { tickets: TicketView[]; pagingMetadata: any }
  >;

  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock; forms: EventFormsService }) {
    this.listing = openListing(ticketsListing, { db: deps.db, cursorSecret: siteCursorSecrets(deps.db) });
  }

  private now = () => isoAt(this.deps.clock.now());

  async list(caller: Caller, input: ListTicketsQuery) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const orderIds = input.orderNumber?.length
      ? (
          await selectFromSite(scope, 'event_orders')
            .select('id')
            .where('order_number', 'in', [...new Set(input.orderNumber)])
            .execute()
        ).map((o) => o.id)
      : undefined;
    const phrase = (input.search ?? input.searchPhrase)?.trim();
    const offset = input.offset ?? 0;
    const limit = input.limit ?? ticketsListing.limits.default;
    const filter = ticketsFilter(input, orderIds);
    const sort = ticketsSort(input.sort);
    const ctx = { scope, phrase: phrase || undefined };
    const page =
      limit === 0
        ? {
            tickets: [],
            pagingMetadata: (await this.listing.page(caller.siteId, ctx, { filter, paging: { limit: 0 } }))
              .pagingMetadata,
          }
        : await this.listing.query(caller.siteId, ctx, { filter, sort, paging: { offset, limit } });
    const facets = input.facet?.length
      ? await this.listing.countBy(caller.siteId, ctx, filter, [...new Set(input.facet)])
      : undefined;
    return {
      total: page.pagingMetadata.total ?? page.tickets.length,
      offset,
      limit,
      tickets: page.tickets,
      ...(facets ? { facets } : {}),
    };
  }

  async get(caller: Caller, ticketNumber: string, eventId?: string) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const [ticket] = await this.views(scope, eventId, [ticketNumber]);
    if (!ticket) throw ticketNotFound();
    return { ticket };
  }

  /**
   * The guest's answers (checked against the event's published form) and the archived flag; with
   * `fields`, only the fields it names. Naming nothing to change is a 400.
   */
  async update(caller: Caller, ticketNumber: string, input: UpdateTicketRequest) {
    const mask = (typeof input.fields === 'string' ? input.fields.split(',') : (input.fields ?? [])) as Array<
      'guestDetails' | 'archived'
    >;
    const named = (field: 'guestDetails' | 'archived') =>
      input[field] !== undefined && (!mask.length || mask.includes(field));
    const violations: FieldViolation[] = [];
    for (const field of mask)
      if (input[field] === undefined)
        violations.push(violation(field, 'is named in fields but not given', 'REQUIRED_FIELD'));
    if (!named('guestDetails') && !named('archived') && !violations.length)
      violations.push(violation('guestDetails', 'give guestDetails or archived to change', 'REQUIRED_FIELD'));
    const scope = siteScope(this.deps.db, caller.siteId);
    if (named('guestDetails')) {
      const form = await this.deps.forms.publishedForm(scope, input.eventId);
      if (form) violations.push(...validateFormAnswers(form, input.guestDetails!.form, 'guestDetails.form'));
    }
    if (violations.length) throw validationError(violations);
    const moved = await updateSiteTable(scope, 'event_tickets')
      .set({
        ...(named('guestDetails') ? { guest_form: JSON.stringify(input.guestDetails!.form) } : {}),
        ...(named('archived') ? { archived: input.archived ? 1 : 0 } : {}),
      })
      .where('ticket_number', '=', ticketNumber)
      .where('event_id', '=', input.eventId)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw ticketNotFound();
    return this.get(caller, ticketNumber, input.eventId);
  }

  /**
   * Archives or restores tickets of one event, all or none: every number must be a ticket of the
   * event (else 404 and nothing changes). Without `archived`, the tickets are answered as they are.
   */
  async bulkUpdate(caller: Caller, input: BulkUpdateTicketsRequest) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const unique = [...new Set(input.ticketNumber)].sort();
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const tickets = await this.lockTickets(unit, input.eventId, unique);
        if (input.archived === undefined) return;
        const archived = input.archived ? 1 : 0;
        const changing = tickets.filter((t) => Number(t.archived) !== archived).map((t) => t.ticket_number);
        if (changing.length)
          await updateSiteTable(unit, 'event_tickets')
            .set({ archived })
            .where('event_id', '=', input.eventId)
            .where('ticket_number', 'in', changing)
            .execute();
      },
      { changes: [] },
    );
    return { tickets: await this.views(scope, input.eventId, unique) };
  }

  async checkIn(caller: Caller, input: CheckInTicketsRequest) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const violations: FieldViolation[] = [];
    if (!input.ticketNumber?.length && !input.qrCode?.length)
      violations.push(violation('ticketNumber', 'name tickets by number or by qrCode', 'REQUIRED_FIELD'));
    const numbers = [...(input.ticketNumber ?? [])];
    if (input.qrCode?.length) {
      const secret = await qrSecretOf(scope);
      input.qrCode.forEach((payload, i) => {
        const number = verifyTicketPayload(secret, payload);
        if (number) numbers.push(number);
        else
          violations.push(
            violation(
              `qrCode[${i}]`,
              'is not a ticket code of this site',
              'VALIDATION',
              undefined,
              'INVALID_TICKET_CODE',
            ),
          );
      });
    }
    if (violations.length) throw validationError(violations);
    const unique = [...new Set(numbers)].sort();
    const already: string[] = [];
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const tickets = await this.lockTickets(unit, input.eventId, unique);
        const orders = await this.ordersOf(unit, tickets);
        const refused = tickets.filter((t) => !CONFIRMED.includes(orders.get(t.order_id)!.status));
        if (refused.length)
          throw validationError(
            refused.map((t) =>
              violation(
                `ticketNumber`,
                `ticket ${t.ticket_number} belongs to an order that is ${orders.get(t.order_id)!.status}`,
                'VALIDATION',
                { ticketNumber: t.ticket_number },
                'TICKET_NOT_VALID',
              ),
            ),
          );
        const at = this.now();
        for (const ticket of tickets) {
          if (ticket.checked_in_date) {
            already.push(ticket.ticket_number);
            continue;
          }
          await this.setCheckIn(unit, ticket, at);
        }
      },
      { changes: [] },
    );
    return { tickets: await this.views(scope, input.eventId, unique), alreadyCheckedIn: already };
  }

  async deleteCheckIns(caller: Caller, input: DeleteTicketCheckInsRequest) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const unique = [...new Set(input.ticketNumber)].sort();
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        for (const ticket of await this.lockTickets(unit, input.eventId, unique))
          if (ticket.checked_in_date) await this.setCheckIn(unit, ticket, null);
      },
      { changes: [] },
    );
    return { tickets: await this.views(scope, input.eventId, unique) };
  }

  /** The ticket's check-in and its order's count in one unit. */
  private async setCheckIn(unit: SiteTx, ticket: TicketRow, at: string | null) {
    await updateSiteTable(unit, 'event_tickets')
      .set({ checked_in_date: at })
      .where('ticket_number', '=', ticket.ticket_number)
      .execute();
    await updateSiteTable(unit, 'event_orders')
      .set((eb) => ({ checked_in_count: eb('checked_in_count', '+', at ? 1 : -1) }))
      .where('id', '=', ticket.order_id)
      .execute();
  }

  /** Every named ticket of the event, locked in number order; one unknown is 404 and nothing is written. */
  private async lockTickets(unit: SiteTx, eventId: string, numbers: string[]) {
    const tickets = await unit
      .forUpdate(
        selectFromSite(unit, 'event_tickets')
          .selectAll()
          .where('event_id', '=', eventId)
          .where('ticket_number', 'in', numbers)
          .orderBy('ticket_number'),
      )
      .execute();
    if (tickets.length !== numbers.length) throw ticketNotFound();
    return tickets;
  }

  private async ordersOf(scope: SiteScope, tickets: TicketRow[]) {
    const ids = [...new Set(tickets.map((t) => t.order_id))];
    const rows = ids.length
      ? await selectFromSite(scope, 'event_orders').selectAll().where('id', 'in', ids).execute()
      : [];
    return new Map(rows.map((o) => [o.id, o]));
  }

  /** Tickets by number (unique per site), of `eventId` when one is named. */
  private async views(
    scope: SiteScope,
    eventId: string | undefined,
    numbers: string[],
  ): Promise<TicketView[]> {
    if (numbers.length === 0) return [];
    const tickets = await selectFromSite(scope, 'event_tickets')
      .selectAll()
      .$if(eventId !== undefined, (q) => q.where('event_id', '=', eventId!))
      .where('ticket_number', 'in', numbers)
      .orderBy('ticket_number')
      .execute();
    const orders = await this.ordersOf(scope, tickets);
    const secret = await qrSecretOf(scope);
    return tickets.map((t) => toTicketView(t, orders.get(t.order_id)!, secret));
  }
}
