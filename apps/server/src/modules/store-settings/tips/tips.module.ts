import { defineModule } from '../../../platform/module.ts';
import { sitesModule } from '../../sites/index.ts';
import { storeCartModule } from '../../store-cart/index.ts';
import { TipChoiceService } from './tip-choice.service.ts';
import { TipSettingsService } from './tip-settings.service.ts';
import { registerTipsRoutes } from './tips.routes.ts';

/**
 * Tips (the `tips` route group): the owner's tip settings and the visitor's tip choice on a
 * checkout. Its tables are store-settings' (migration 0048_tips_tables: the totals calculator
 * reads the choice); its routes need the checkouts, so it is listed after store-cart.
 */
export const storeTipsModule = defineModule({
  name: 'store-tips',
  setup({ db, uow, clock }, modules) {
    const secrets = modules.get(sitesModule).secrets;
    const cart = modules.get(storeCartModule);
    const settings = new TipSettingsService({ db, uow, clock, secrets });
    const choices = new TipChoiceService({ db, uow, clock, cart });
    return { routes: (server) => registerTipsRoutes(server, { db, settings, choices, cart }) };
  },
});
