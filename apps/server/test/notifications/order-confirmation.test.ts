import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';
import { settle } from './helpers.ts';

interface Received {
  to: string[];
  data: string;
}

/** The MIME parts of a raw message: headers and the decoded body of each leaf part. */
function partsOf(raw: string): { headers: string; body: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]);
  let chunks = [raw];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks.flatMap((chunk): { headers: string; body: Buffer }[] => {
    const split = chunk.indexOf('\r\n\r\n');
    if (split < 0) return [];
    const headers = chunk.slice(0, split);
    if (!/content-type:/i.test(headers) || /multipart\//i.test(headers)) return [];
    const text = chunk.slice(split + 4);
    const body = /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(text.replace(/\s+/g, ''), 'base64')
      : /content-transfer-encoding:\s*quoted-printable/i.test(headers)
        ? quotedPrintable(text)
        : Buffer.from(text);
    return [{ headers, body }];
  });
}

const quotedPrintable = (text: string) => {
  const bytes: number[] = [];
  const flat = text.replace(/=\r\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]));
  }
  return Buffer.from(bytes);
};

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

// Order confirmations leave through a real SMTP conversation (nodemailer -> smtp-server), from the
// outbox after commit: tickets PDF and calendar file attached, QR codes inline, once per order.
describe('order confirmation email over SMTP', () => {
  let smtp: SMTPServer;
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let definitionId: string;
  let freeId: string;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    clock = new TestClock(Date.now());
    app = await createTestApp({
      app: { clock, identity: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Tickets <t@example.com>' } },
    });
    eventId = (
      await createEvent(app, {
        title: 'Jazz <Night> & Co',
        dateAndTimeSettings: {
          startDate: '2031-03-01T19:00:00.000Z',
          endDate: '2031-03-01T22:00:00.000Z',
          timeZoneId: 'America/New_York',
        },
      })
    ).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 100 })).id;
    freeId = (
      await createDefinition(app, eventId, {
        name: 'Free entry',
        pricingMethod: { fixedPrice: { value: '0', currency: 'USD' } },
        initialLimit: 100,
      })
    ).id;
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const checkout = async (
    email: string,
    lines: { id: string; quantity: number }[],
    more: Record<string, unknown>,
  ) => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(
      app,
      visitor,
      eventId,
      lines.map((l) => ({ ticketDefinitionId: l.id, quantity: l.quantity })),
    );
    expect(held.statusCode, held.body).toBe(200);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId,
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email },
        reservationId: held.json().id,
        ...more,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().order as { orderNumber: string; status: string };
  };
  const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));

  it('a paid order mails its tickets: PDF (a page per ticket), calendar file, inline QR codes', async () => {
    const email = 'paid@example.com';
    const order = await checkout(email, [{ id: definitionId, quantity: 2 }], {
      paymentDetails: { token: 'tok_approve' },
    });
    expect(order.status).toBe('PAID');
    await settle(app);
    const [mail] = mailsTo(email);
    expect(mail, JSON.stringify(received.map((m) => m.to))).toBeDefined();
    expect(mail.data).toMatch(/Subject: Your tickets: Jazz <Night> & Co/);
    const parts = partsOf(mail.data);
    const text = parts.find((p) => /text\/plain/i.test(p.headers))!.body.toString();
    expect(text).toContain(`Your order ${order.orderNumber} is confirmed`);
    // The date in the event's zone.
    expect(text).toContain('Saturday, March 1, 2031, 2:00 PM – 5:00 PM (EST)');
    expect(text).toMatch(/tickets\.pdf\?expires=\d+&sig=/);
    const html = parts.find((p) => /text\/html/i.test(p.headers))!.body.toString();
    expect(html).toContain('Jazz &lt;Night&gt; &amp; Co');
    expect(html).toContain('src="cid:ticket-qr-0"');
    const pdf = parts.find((p) => /application\/pdf/i.test(p.headers))!;
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf.body)).toBe(2);
    const ics = parts.find((p) => /text\/calendar/i.test(p.headers))!.body.toString();
    expect(ics).toContain('DTSTART:20310301T190000Z');
    expect(ics).toContain(`Order ${order.orderNumber}`);
    const images = parts.filter((p) => /image\/png/i.test(p.headers));
    expect(images).toHaveLength(2);
    expect(images[0].headers).toMatch(/Content-ID: <ticket-qr-0>/i);
    expect(images[0].body.subarray(1, 4).toString('latin1')).toBe('PNG');

    // The link in the email opens the PDF.
    const link = /(\/_api\/tessera\/v1\/sites\/[^\s]+tickets\.pdf\?expires=\d+&sig=[\w-]+)/.exec(text)![1];
    const opened = await app.request({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
  });

  it('is sent once, even when its event is delivered again (replay, restart)', async () => {
    const email = 'once@example.com';
    await checkout(email, [{ id: freeId, quantity: 1 }], {});
    await settle(app);
    expect(mailsTo(email)).toHaveLength(1);
    // Every kept event handed to the subscriber again, as `tessera outbox replay` does.
    await app.db
      .updateTable('outbox_deliveries')
      .set({ status: 'PENDING', run_at: '2000-01-01T00:00:00.000Z' })
      .where('subscriber', '=', 'order-confirmations')
      .execute();
    await settle(app);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('pay at the door: "awaiting payment" first, the tickets once it is paid', async () => {
    const email = 'door@example.com';
    const order = await checkout(email, [{ id: definitionId, quantity: 1 }], {
      options: { payInPerson: true },
    });
    expect(order.status).toBe('OFFLINE_PENDING');
    await settle(app);
    expect(mailsTo(email).map((m) => /Subject: (.*)/.exec(m.data)![1].trim())).toEqual([
      'Awaiting payment: Jazz <Night> & Co',
    ]);
    const confirmed = await app.request({
      method: 'POST',
      url: `/events/v1/events/${eventId}/orders/confirm`,
      headers: app.ownerHeaders(),
      payload: { orderNumber: [order.orderNumber] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(app);
    expect(mailsTo(email).map((m) => /Subject: (.*)/.exec(m.data)![1].trim())).toEqual([
      'Awaiting payment: Jazz <Night> & Co',
      'Your tickets: Jazz <Night> & Co',
    ]);
  });

  it('mails nothing for a declined order', async () => {
    const email = 'declined@example.com';
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity: 1 }]);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId,
        buyer: { firstName: 'D', lastName: 'E', email },
        reservationId: held.json().id,
        paymentDetails: { token: 'tok_decline' },
      },
    });
    expect(response.statusCode).toBe(409);
    await settle(app);
    expect(mailsTo(email)).toHaveLength(0);
  });
});
