import type { memberOrdersRoutes } from '@tessera/contracts/routes/index';
import { insertTestMember } from '../../identity/fixtures.ts';
import type { SamplesOf } from './types.ts';

/** A member's own event orders (modules/member-orders). */
export const memberOrdersSamples: SamplesOf<typeof memberOrdersRoutes> = {
  ListMemberEventOrders: async (fx) => {
    const memberId = await insertTestMember(fx.app.db, fx.app.site.siteId);
    return { params: { memberId }, input: { limit: 10 }, subject: { role: 'MEMBER', id: memberId } };
  },
};
