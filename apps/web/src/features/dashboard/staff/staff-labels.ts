import type { StaffAccess, StaffScope } from '@tessera/sdk/staff-admin';

export const SCOPE_LABELS: Record<StaffScope, string> = {
  CHECK_IN_GUESTS: 'Check in guests',
  SELL_TICKETS: 'Sell tickets',
  ADD_GUESTS: 'Add guests',
  READ_ANALYTICS: 'See sales and orders',
};

export const ACCESS_LABELS: Record<StaffAccess, string> = {
  PENDING: 'Invited, not joined yet',
  HAS_ACCESS: 'Has access',
  ACCESS_PAUSED: 'Access paused',
};

export const ACCESS_COLORS: Record<StaffAccess, string> = {
  PENDING: 'yellow',
  HAS_ACCESS: 'green',
  ACCESS_PAUSED: 'gray',
};
