import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { money, toDecimal } from '../../platform/money/index.ts';
import type { DomainEvent, OutboxDispatcher } from '../../platform/outbox.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { orderMailParts, type OrderMailParts } from '../event-checkout/index.ts';
import { firstSend } from './sender.ts';

/** Which email an order's status calls for: its tickets, or a note that payment is awaited. */
export type OrderEmailKind = 'confirmed' | 'awaitingPayment';

const kindOf = (status: unknown): OrderEmailKind | undefined =>
  status === 'OFFLINE_PENDING'
    ? 'awaitingPayment'
    : status === 'PAID' || status === 'FREE' || status === 'AUTHORIZED'
      ? 'confirmed'
      : undefined;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The order email: text and HTML, the tickets PDF and the calendar file attached, each ticket's QR
 * code inline (`cid:`). "Awaiting payment" (pay at the door) carries the same tickets: they are
 * valid at the door once paid, as check-in accepts OFFLINE_PENDING orders.
 */
export function orderEmail(parts: OrderMailParts, kind: OrderEmailKind): OutgoingMessage {
  const title = parts.event.title;
  const total = money(parts.total.minor, parts.total.currency);
  const totalText = total.minor === 0 ? 'Free' : `${toDecimal(total)} ${total.currency}`;
  const opening =
    kind === 'confirmed'
      ? `Your order ${parts.orderNumber} is confirmed. Your tickets are attached.`
      : `Your order ${parts.orderNumber} is reserved and awaiting payment: pay ${totalText} at the event.`;
  const lines = [
    parts.buyer.name ? `Hello ${parts.buyer.name},` : 'Hello,',
    '',
    opening,
    '',
    title,
    parts.event.when,
    ...(parts.event.where ? [parts.event.where] : []),
    '',
    ...parts.tickets.map((t) => `${t.ticketNumber}  ${t.ticketName}  ${t.guestName}`),
    '',
    `Total: ${totalText}`,
    `Tickets (PDF): ${parts.ticketsUrl}`,
    parts.eventUrl,
  ];
  const html = [
    `<p>${escapeHtml(parts.buyer.name ? `Hello ${parts.buyer.name},` : 'Hello,')}</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(parts.event.when)}${parts.event.where ? `<br>${escapeHtml(parts.event.where)}` : ''}</p>`,
    ...parts.tickets.map(
      (t, i) =>
        `<div><h2>${escapeHtml(t.ticketName)}</h2><p>${escapeHtml(t.guestName)}<br>${escapeHtml(t.ticketNumber)}</p>` +
        `<img src="cid:ticket-qr-${i}" width="160" height="160" alt="QR code of ticket ${escapeHtml(t.ticketNumber)}"></div>`,
    ),
    `<p>Total: ${escapeHtml(totalText)}</p>`,
    `<p><a href="${escapeHtml(parts.ticketsUrl)}">Download your tickets (PDF)</a> · <a href="${escapeHtml(parts.eventUrl)}">Event page</a></p>`,
  ].join('\n');
  return {
    channel: 'EMAIL',
    to: parts.buyer.email,
    subject: kind === 'confirmed' ? `Your tickets: ${title}` : `Awaiting payment: ${title}`,
    body: lines.join('\n'),
    html,
    attachments: [
      {
        filename: `tickets-${parts.orderNumber}.pdf`,
        contentType: 'application/pdf',
        contentBase64: parts.pdf.toString('base64'),
      },
      ...(parts.ics
        ? [
            {
              filename: 'event.ics',
              contentType: 'text/calendar; charset=utf-8',
              contentBase64: Buffer.from(parts.ics).toString('base64'),
            },
          ]
        : []),
      ...parts.tickets.map((t, i) => ({
        filename: `ticket-${t.ticketNumber}.png`,
        contentType: 'image/png',
        contentBase64: t.qrPng.toString('base64'),
        cid: `ticket-qr-${i}`,
      })),
    ],
  };
}

/**
 * The `order-confirmations` outbox subscriber: an order confirmed (FREE, PAID, AUTHORIZED) mails
 * its buyer the tickets; one to pay at the door (OFFLINE_PENDING) an "awaiting payment" email, and
 * the tickets again when it is paid. Exactly once per order and kind: the send ledger
 * (`order:<id>:<kind>`) and the queued email commit in one unit, so a redelivered event or a
 * restart mails nobody twice; the outbox carries the email until SMTP takes it.
 */
export function subscribeOrderConfirmations(
  outbox: OutboxDispatcher,
  deps: { db: Db; uow: UnitOfWork; clock: Clock; publicUrl: string },
): void {
  outbox.subscribe(
    'order-confirmations',
    { events: ['event_order_confirmed'] },
    async (event: DomainEvent) => {
      const kind = kindOf((event.payload as { status?: unknown } | null)?.status);
      if (!kind) return;
      const key = `order:${event.entityId}:${kind}`;
      const parts = await orderMailParts(siteScope(deps.db, event.siteId), event.entityId, {
        publicUrl: deps.publicUrl,
        nowMs: deps.clock.now(),
      });
      if (!parts?.buyer.email) return; // a POS sale without a buyer's address: nobody to mail
      await deps.uow.run(
        event.siteId,
        async (unit) => {
          if (!(await firstSend(unit, key, isoAt(deps.clock.now())))) return;
          await queueMessage(unit, orderEmail(parts, kind));
        },
        { changes: [] },
      );
    },
  );
}
