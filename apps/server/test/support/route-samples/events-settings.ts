import type { eventsSettingsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

export const eventsSettingsSamples: SamplesOf<typeof eventsSettingsRoutes> = {
  GetEventsSettings: () => ({ input: { fields: ['PAYMENT_SETTINGS'] } }),
  UpdateEventsSettings: (fx) => ({
    params: { id: fx.app.site.siteId },
    input: { eventsSettings: { reservationSettings: { reservationDurationInMinutes: 30 } } },
  }),
};
