import { sql } from 'kysely';
import {
  AttendanceStatuses,
  GuestTypes,
  type AttendanceStatus,
  type EventGuest,
  type GuestType,
  type QueryEventGuestsResponse,
} from '@tessera/contracts/guests';
import type { FormResponse } from '@tessera/contracts/event-forms';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import type { EventGuestsView } from './guests.schema.ts';

const column = (name: string) => sql.ref(`event_guests.${name}`);

/** Fields a guests filter and sort may name. */
export const guestQueryFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false, sortable: false },
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  rsvpId: { kind: 'string', sql: column('rsvp_id') },
  orderNumber: { kind: 'string', sql: column('order_number') },
  ticketNumber: { kind: 'string', sql: column('ticket_number') },
  guestType: { kind: 'enum', values: GuestTypes, sql: column('guest_type'), nullable: false },
  attendanceStatus: {
    kind: 'enum',
    values: AttendanceStatuses,
    sql: column('attendance_status'),
    nullable: false,
  },
  memberId: { kind: 'string', sql: column('member_id') },
  'guestDetails.firstName': { kind: 'string', sql: column('first_name') },
  'guestDetails.lastName': { kind: 'string', sql: column('last_name') },
  'guestDetails.email': { kind: 'string', sql: column('email_key'), normalize: (v) => v.toLowerCase() },
  totalGuests: { kind: 'number', sql: column('total_guests'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

const parsedForm = (text: string): FormResponse => {
  try {
    return JSON.parse(text) as FormResponse;
  } catch {
    return { inputValues: [] };
  }
};

/** The one place a guest row becomes the wire guest. */
export function toWireGuest(row: EventGuestsView): EventGuest {
  const checkedIn = Number(row.checked_in_count);
  return {
    id: row.id,
    eventId: row.event_id,
    guestType: row.guest_type as GuestType,
    ...(row.rsvp_id ? { rsvpId: row.rsvp_id } : {}),
    ...(row.order_number ? { orderNumber: row.order_number } : {}),
    ...(row.ticket_number ? { ticketNumber: row.ticket_number } : {}),
    ...(row.member_id ? { memberId: row.member_id } : {}),
    guestDetails: {
      ...(row.email ? { email: row.email } : {}),
      ...(row.first_name ? { firstName: row.first_name } : {}),
      ...(row.last_name ? { lastName: row.last_name } : {}),
      formResponse: parsedForm(row.form),
      checkedIn: checkedIn > 0 && checkedIn >= Number(row.total_guests),
    },
    attendanceStatus: row.attendance_status as AttendanceStatus,
    totalGuests: Number(row.total_guests),
    checkedInGuestCount: checkedIn,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
}

/** The guests listing (platform/query/listing.ts): QueryEventGuests over the event_guests view. */
export const guestsListing = defineListing({
  name: 'event-guests',
  routes: ['queryEventGuests'],
  table: 'event_guests',
  base: (scope) => selectFromSite(scope, 'event_guests'),
  fields: () => guestQueryFields,
  facets: () => ({
    attendanceStatus: column('attendance_status'),
    eventId: column('event_id'),
    guestType: column('guest_type'),
  }),
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'event_guests.id',
  limits: { default: 50, max: 100 },
  contextKey: () => '',
  shape: (page: QueryPage<EventGuestsView>): QueryEventGuestsResponse => ({
    guests: page.rows.map(toWireGuest),
    pagingMetadata: page.pagingMetadata,
  }),
});
