import type { FastifyInstance } from 'fastify';
import { tipsRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../../platform/db.ts';
import { registerRoutes } from '../../../platform/routing.ts';
import type { StoreCartPort } from '../../store-cart/index.ts';
import { checkoutNotFound, type TipChoiceService } from './tip-choice.service.ts';
import { previewTip } from './tip-preview.ts';
import type { TipSettingsService } from './tip-settings.service.ts';

export interface TipsServices {
  readonly db: Db;
  readonly settings: TipSettingsService;
  readonly choices: TipChoiceService;
  readonly cart: Pick<StoreCartPort, 'checkoutSubjects'>;
}

export function registerTipsRoutes(server: FastifyInstance, s: TipsServices): void {
  registerRoutes(
    server,
    tipsRoutes,
    {
      queryTipSettings: ({ caller, input }) => s.settings.query(caller, input),
      createTipSettings: ({ caller, input }) => s.settings.create(caller, input),
      createDefaultTipSettings: ({ caller, input }) => s.settings.create(caller, input, true),
      updateTipSettings: ({ caller, input }) => s.settings.update(caller, input),
      deleteTipSettings: ({ caller, params }) => s.settings.delete(caller, params.tipSettingsId),
      previewTip: ({ caller, input }) => previewTip(s.db, caller, input),
      getTipChoice: ({ caller, params }) => s.choices.get(caller, params.purchaseFlowId),
      updateTipChoice: ({ caller, input }) => s.choices.update(caller, input),
    },
    {
      // A tip choice belongs to its checkout's visitor or member; anyone else gets the checkout's 404.
      checkout: {
        subjectsOf: (siteId, checkoutId) => s.cart.checkoutSubjects(siteId, checkoutId),
        notFound: () => checkoutNotFound(),
      },
    },
  );
}
