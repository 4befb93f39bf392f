import { memberOrdersRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { eventCheckoutModule, EventOrdersService } from '../event-checkout/index.ts';
import { eventFormsModule } from '../event-forms/index.ts';
import { findMember, memberNotFound } from '../identity/index.ts';
import { paymentsModule } from '../payments/index.ts';

/**
 * A member's own event orders ("My tickets"): the orders listing of event checkout, narrowed to
 * one member. The route's rule lets the member through for their own id only (else 404, like an
 * id that does not exist), and the owner and analytics staff for any member.
 */
export const memberOrdersModule = defineModule({
  name: 'member-orders',
  routeGroups: [memberOrdersRoutes],
  setup({ db, uow, clock }, modules) {
    modules.get(eventCheckoutModule);
    // Reads only: its own instance of the orders service (listing and shaping), no subscriptions.
    const orders = new EventOrdersService({
      db,
      uow,
      clock,
      payments: modules.get(paymentsModule).service,
      forms: modules.get(eventFormsModule).forms,
    });
    return {
      routes: (server) =>
        registerRoutes(
          server,
          memberOrdersRoutes,
          {
            listMemberEventOrders: async ({ caller, params, input }) => {
              // An unknown member is 404, so a refused caller's 404 says nothing a made-up id would not.
              if (!(await findMember(siteScope(db, caller.siteId), params.memberId))) throw memberNotFound();
              const { facets: _none, ...page } = await orders.list(caller, {
                ...input,
                memberId: [params.memberId],
              });
              return page;
            },
          },
          {
            // A member's orders belong to that member: no row to read for the rule.
            member: {
              subjectsOf: (_siteId, memberId) => [{ role: 'MEMBER', id: memberId }],
              notFound: () => memberNotFound(),
            },
          },
        ),
    };
  },
});
