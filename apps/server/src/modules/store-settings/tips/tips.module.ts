import { tipsRoutes } from '@tessera/contracts/routes/tips.routes';
import { defineModule } from '../../../platform/module.ts';
import { sitesModule } from '../../sites/index.ts';
import { staffModule } from '../../staff/index.ts';
import { storeCartModule } from '../../store-cart/index.ts';
import { storeOrdersModule } from '../../store-orders/index.ts';
import { OrderTipsService } from './order-tips.service.ts';
import { TipChoiceService } from './tip-choice.service.ts';
import { TipSettingsService } from './tip-settings.service.ts';
import { TippableStaffService } from './tippable-staff.service.ts';
import { registerTipsRoutes } from './tips.routes.ts';

/**
 * Tips (the `tips` route group): the owner's tip settings, the visitor's tip choice on a checkout,
 * an order's tip and its distributions among staff. Its tables are store-settings' (migration
 * 0048_tips_tables: the totals calculator reads the choice); its routes need checkouts and
 * orders, so it is listed after store-orders.
 */
export const storeTipsModule = defineModule({
  name: 'store-tips',
  routeGroups: [tipsRoutes],
  setup({ db, uow, clock }, modules) {
    const secrets = modules.get(sitesModule).secrets;
    const cart = modules.get(storeCartModule);
    const settings = new TipSettingsService({ db, uow, clock, secrets });
    const choices = new TipChoiceService({ db, uow, clock, cart });
    const orders = modules.get(storeOrdersModule).payments;
    const orderTips = new OrderTipsService({ db, uow, clock, orders, secrets });
    const staff = new TippableStaffService(modules.get(staffModule).service);
    return {
      routes: (server) =>
        registerTipsRoutes(server, { db, settings, choices, orderTips, staff, cart, orders }),
    };
  },
});
