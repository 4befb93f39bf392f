import type { Rsvp, RsvpStatus } from '@tessera/contracts/rsvps';
import type { FormResponse } from '@tessera/contracts/event-forms';
import type { RsvpRow } from './rsvps.store.ts';

/** One guest of an RSVP as stored: index 0 answered, 1… are their additional guests. */
export interface StoredGuest {
  index: number;
  name?: string;
  checkInDate?: string;
}

const parsed = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const guestsOf = (row: Pick<RsvpRow, 'guests'>): StoredGuest[] => parsed(row.guests, []);

/** The one place a stored RSVP becomes the wire RSVP. */
export function toWireRsvp(row: RsvpRow): Rsvp {
  const guests = guestsOf(row);
  const names = guests.filter((g) => g.index > 0).map((g) => g.name ?? '');
  return {
    id: row.id,
    revision: String(row.revision),
    eventId: row.event_id,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    ...(row.member_id ? { memberId: row.member_id } : {}),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    ...(row.email ? { email: row.email } : {}),
    status: row.status as RsvpStatus,
    form: parsed<FormResponse>(row.form, { inputValues: [] }),
    additionalGuestDetails: { guestCount: row.total_guests - 1, guestNames: names },
    totalGuests: row.total_guests,
    guestList: {
      guests: guests.map((g) => ({
        index: g.index,
        guestId: g.index + 1,
        ...(g.name ? { name: g.name } : {}),
        ...(g.checkInDate ? { checkInDetails: { checkInDate: g.checkInDate } } : {}),
      })),
    },
    checkedInGuestCount: Number(row.checked_in_count),
    fullyCheckedIn: Number(row.checked_in_count) >= row.total_guests,
  };
}
