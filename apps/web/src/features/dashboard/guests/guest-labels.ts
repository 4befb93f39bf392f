import type { AttendanceStatus, EventGuest } from '@tessera/sdk/guests-admin';

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  ATTENDING: 'Attending',
  IN_WAITLIST: 'On the waitlist',
  NOT_ATTENDING: 'Not attending',
};

export const ATTENDANCE_COLORS: Record<AttendanceStatus, string> = {
  ATTENDING: 'green',
  IN_WAITLIST: 'yellow',
  NOT_ATTENDING: 'gray',
};

/** A guest's name as the list shows it: names, else the email, else a placeholder. */
export function guestName(guest: EventGuest): string {
  const { firstName, lastName, email } = guest.guestDetails;
  return [firstName, lastName].filter(Boolean).join(' ') || email || 'Guest without a name';
}

/** "2 of 3 checked in" for a party, "Checked in" / "Not checked in" for one person. */
export function checkInLabel(guest: EventGuest): string {
  if (guest.totalGuests > 1) return `${guest.checkedInGuestCount} of ${guest.totalGuests} checked in`;
  return guest.guestDetails.checkedIn ? 'Checked in' : 'Not checked in';
}
