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
  QueryAbandonedCheckouts: async (fx) => {
    await abandoned(fx);
    return { input: { query: { filter: { status: 'ABANDONED' }, cursorPaging: { limit: 10 } } } };
  },
  SearchAbandonedCheckouts: async (fx) => {
    await abandoned(fx);
    return { input: { search: { search: { expression: 'ada' }, cursorPaging: { limit: 10 } } } };
  },
  GetAbandonedCart: async (fx) => {
    const { abandonedCheckoutId } = await abandoned(fx);
    const row = await fx.app.db
      .selectFrom('store_abandoned_checkouts')
      .select('checkout_id')
      .where('id', '=', abandonedCheckoutId)
      .executeTakeFirstOrThrow();
    return { params: { id: row.checkout_id } };
  },
  QueryAbandonedCarts: async (fx) => {
    await abandoned(fx);
    return { input: { query: { filter: '{"status":"ABANDONED"}', sort: '[{"abandonTime":"desc"}]' } } };
  },
  RedirectToCheckout: async (fx) => ({
    params: await abandoned(fx),
    input: { metasiteId: fx.app.site.siteId },
  }),
};
