import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { selectFromSite, siteScope } from '../../../platform/site-scope.ts';
import { CONFIRMED } from '../order-wire.ts';
import { eventCalendar } from './calendar.ts';
import { eventDetailsOf } from './event-details.ts';
import { orderDocumentsOf } from './order-documents.ts';
import { checkTicketsLink, TICKETS_PDF_PATH } from './tickets-link.ts';
import { ticketsPdf } from './tickets-pdf.ts';

/** Where an event's calendar file is served (public: the event page's "add to calendar"). */
export const EVENT_CALENDAR_PATH = '/_api/tessera/v1/sites/:siteId/events/:eventId/calendar.ics';

/** The public path of an event's calendar file (the event's `calendarUrls.ics`). */
export const eventCalendarPath = (siteId: string, eventId: string): string =>
  EVENT_CALENDAR_PATH.replace(':siteId', encodeURIComponent(siteId)).replace(
    ':eventId',
    encodeURIComponent(eventId),
  );

const Id = Type.String({ minLength: 1, maxLength: 100 });
const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found');
const eventNotFound = () => notFound('EVENT_NOT_FOUND', 'Event not found');

/**
 * Files reached by plain links — a mail client, a phone's browser, a calendar app — which carry no
 * site credentials and answer no JSON, so they are not routes of the site table (like payment
 * webhooks): the site is named in the path, and the tickets link's HMAC signature is its
 * credential (a forged or expired link is 403, an order that is not there 404). Params are
 * bounded strings; hostile ones find nothing.
 */
export async function registerDocumentRoutes(
  server: FastifyInstance,
  deps: { db: Db; clock: Clock; qrSecretOf: (siteId: string) => Promise<string | undefined> },
): Promise<void> {
  server.get<{
    Params: { siteId: string; eventId: string; orderNumber: string };
    Querystring: { expires?: string; sig?: string };
  }>(
    TICKETS_PDF_PATH,
    {
      schema: {
        hide: true,
        params: Type.Object({
          siteId: Id,
          eventId: Id,
          orderNumber: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const { siteId, eventId, orderNumber } = request.params;
      const secret = await deps.qrSecretOf(siteId);
      const verdict = secret
        ? checkTicketsLink(secret, { siteId, eventId, orderNumber }, request.query, deps.clock.now())
        : 'forged';
      if (verdict === 'forged')
        throw new AppError('PERMISSION_DENIED', 'INVALID_LINK_SIGNATURE', 'This tickets link is not valid');
      if (verdict === 'expired')
        throw new AppError(
          'PERMISSION_DENIED',
          'LINK_EXPIRED',
          'This tickets link has expired: open the order again for a new one',
        );
      const documents = await orderDocumentsOf(siteScope(deps.db, siteId), eventId, orderNumber, secret!);
      if (!documents) throw orderNotFound();
      if (!CONFIRMED.includes(documents.order.status))
        throw new AppError(
          'CONFLICT',
          'ORDER_NOT_CONFIRMED',
          'The order is not paid or confirmed: it has no tickets',
        );
      const pdf = await ticketsPdf({ event: documents.event, orderNumber, tickets: documents.tickets });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="tickets-${orderNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  server.get<{ Params: { siteId: string; eventId: string } }>(
    EVENT_CALENDAR_PATH,
    { schema: { hide: true, params: Type.Object({ siteId: Id, eventId: Id }) } },
    async (request, reply) => {
      const { siteId, eventId } = request.params;
      const event = await eventDetailsOf(siteScope(deps.db, siteId), eventId);
      // Drafts are nobody's business but the owner's: answered like an event that is not there.
      if (!event || event.lifecycle === 'DRAFT') throw eventNotFound();
      const calendar = eventCalendar(event);
      if (!calendar)
        throw new AppError('PRECONDITION', 'EVENT_DATE_TBD', "The event's date is not announced yet");
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${event.slug.replace(/[^A-Za-z0-9-]/g, '') || 'event'}.ics"`,
        )
        .send(calendar);
    },
  );
}

/** The site's QR secret when it has one (no secret: it never sold a ticket, so no link is valid). */
export async function existingQrSecret(db: Db, siteId: string): Promise<string | undefined> {
  const row = await selectFromSite(siteScope(db, siteId), 'event_checkout_secrets')
    .select('qr_secret')
    .executeTakeFirst();
  return row?.qr_secret;
}
