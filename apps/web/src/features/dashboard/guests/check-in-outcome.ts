import type { TicketView } from '@tessera/sdk/guests-admin';
import { TesseraApiError } from '@tessera/sdk/core';

/** What the door screen says after a scan or a tap: a sentence and its tone. */
export interface CheckInOutcome {
  tone: 'done' | 'already' | 'refused';
  title: string;
  detail?: string;
}

/** The guest's name on a ticket, else the ticket's name and number. */
export function holderName(ticket: TicketView): string {
  const { firstName, lastName } = ticket.guestDetails;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name || `${ticket.name} ${ticket.ticketNumber}`;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(document.documentElement.lang || undefined, { timeStyle: 'short' });

/**
 * The answer of a check-in of one ticket: checked in now, or in already (the server keeps the first
 * check-in and names the number in `alreadyCheckedIn`).
 */
export function outcomeOfCheckIn(
  answer: { tickets: TicketView[]; alreadyCheckedIn: string[] },
  ticketNumber?: string,
): CheckInOutcome {
  const ticket = answer.tickets[0];
  const number = ticket?.ticketNumber ?? ticketNumber ?? '';
  if (answer.alreadyCheckedIn.includes(number)) {
    const at = ticket?.checkIn?.created;
    return {
      tone: 'already',
      title: `Already checked in: ${ticket ? holderName(ticket) : number}`,
      detail: `Ticket ${number} was checked in${at ? ` at ${time(at)}` : ''}. Do not let it in twice.`,
    };
  }
  if (!ticket) return { tone: 'refused', title: 'Nothing was checked in', detail: 'Try again.' };
  return {
    tone: 'done',
    title: `Checked in: ${holderName(ticket)}`,
    detail: `${ticket.name} · ticket ${ticket.ticketNumber}`,
  };
}

/** A refused check-in in words for the person at the door. */
export function outcomeOfError(error: unknown, scanned: boolean): CheckInOutcome {
  if (error instanceof TesseraApiError) {
    const code = error.code;
    if (code === 'TICKET_NOT_VALID') {
      return {
        tone: 'refused',
        title: 'This ticket is not valid',
        detail: 'Its order is not paid or was canceled. Send the guest to the ticket desk.',
      };
    }
    if (error.status === 400 && scanned) {
      return {
        tone: 'refused',
        title: 'This QR code is not a ticket',
        detail: 'It is not a ticket of this site, or it was changed. Search the guest by name instead.',
      };
    }
    if (error.status === 404) {
      return {
        tone: 'refused',
        title: 'This is not a ticket of this event',
        detail: 'Check the event chosen above, or search the guest by name.',
      };
    }
    if (error.status === 403 || error.status === 401) {
      return {
        tone: 'refused',
        title: 'You cannot check guests in any more',
        detail: 'Your access was paused or ended. Ask the site owner.',
      };
    }
  }
  return {
    tone: 'refused',
    title: 'The check-in did not go through',
    detail: 'The connection failed. Try again in a moment.',
  };
}
