import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { EventDetails } from './event-details.ts';

/** One ticket as printed: who it admits and the QR code the door scans. */
export interface PrintedTicket {
  ticketNumber: string;
  ticketName: string;
  guestName: string;
  /** The signed QR payload (`<ticket number>.<HMAC>`), what check-in verifies. */
  qrPayload: string;
  price: string;
}

export interface TicketsPdfInput {
  event: EventDetails;
  orderNumber: string;
  tickets: PrintedTicket[];
  siteName?: string;
}

/** The ticket's QR code as a PNG (also inlined in the confirmation email). */
export const qrPng = (payload: string): Promise<Buffer> =>
  QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 320 });

// PDF's standard fonts encode WinAnsi only: other characters would print as garbage, so they are
// replaced by their closest Latin letters where Unicode knows one, else by "?".
const printable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');

/**
 * The tickets of an order as a PDF: one A6 page per ticket with the event, its date and time in
 * the event's time zone, the venue, the ticket's name, the guest, the ticket number and its signed
 * QR code (pdfkit, pure JavaScript; QR codes from `qrcode`).
 */
export async function ticketsPdf(input: TicketsPdfInput): Promise<Buffer> {
  const codes = await Promise.all(input.tickets.map((t) => qrPng(t.qrPayload)));
  const doc = new PDFDocument({
    size: 'A6',
    margin: 24,
    autoFirstPage: false,
    info: { Title: printable(`${input.event.title} – tickets ${input.orderNumber}`), Producer: 'Tessera' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  input.tickets.forEach((ticket, i) => {
    doc.addPage();
    const width = doc.page.width - 48;
    if (input.siteName)
      doc.font('Helvetica').fontSize(8).fillColor('#666').text(printable(input.siteName), { width });
    doc.font('Helvetica-Bold').fontSize(15).fillColor('#000').text(printable(input.event.title), { width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9).text(printable(input.event.when), { width });
    if (input.event.where) doc.text(printable(input.event.where), { width });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).text(printable(ticket.ticketName), { width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(printable(ticket.guestName || '—'), { width });
    if (ticket.price) doc.text(printable(ticket.price), { width });
    const size = 150;
    const top = Math.max(doc.y + 8, doc.page.height - 24 - size - 28);
    doc.image(codes[i], (doc.page.width - size) / 2, top, { width: size, height: size });
    doc
      .font('Courier-Bold')
      .fontSize(10)
      .text(printable(ticket.ticketNumber), 24, top + size + 6, { width, align: 'center' });
  });
  doc.end();
  return done;
}
