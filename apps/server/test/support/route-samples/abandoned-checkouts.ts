import type { abandonedCheckoutsRoutes } from '@tessera/contracts/routes/index';
import { seedAbandoned } from '../../store-abandoned-checkouts/seed.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

const abandoned = async (fx: SampleFixtures) => ({
  abandonedCheckoutId: await seedAbandoned(fx.app, fx.app.site.siteId),
});

/** The store's abandoned-checkouts routes (modules/store-abandoned-checkouts). */
export const abandonedCheckoutsSamples: SamplesOf<typeof abandonedCheckoutsRoutes> = {
  GetAbandonedCheckout: async (fx) => ({ params: await abandoned(fx) }),
  DeleteAbandonedCheckout: async (fx) => ({ params: await abandoned(fx) }),
  BulkDeleteAbandonedCheckouts: async (fx) => ({
    input: { abandonedCheckoutIds: [(await abandoned(fx)).abandonedCheckoutId] },
  }),
  AddAbandonedCheckoutActivity: async (fx) => ({
    params: await abandoned(fx),
    input: { activityType: 'EMAIL_SENT' },
  }),
  GetAbandonedCheckoutAnalytics: () => ({
    input: { startDate: '2020-01-01T00:00:00.000Z', endDate: '2100-01-01T00:00:00.000Z' },
  }),
  RedirectToCheckout: async (fx) => ({
    params: await abandoned(fx),
    input: { metasiteId: fx.app.site.siteId },
  }),
};
