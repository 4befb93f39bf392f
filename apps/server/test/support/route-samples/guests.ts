import type { guestsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

export const guestsSamples: SamplesOf<typeof guestsRoutes> = {
  QueryEventGuests: () => ({
    input: { query: { filter: { attendanceStatus: 'ATTENDING' }, paging: { limit: 10 } } },
  }),
};
