import type { FastifyInstance } from 'fastify';
import { tipsRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { registerRoutes } from '../../../platform/routing.ts';
import { siteScope } from '../../../platform/site-scope.ts';
import type { StoreCartPort } from '../../store-cart/index.ts';
import type { StoreOrdersPaymentsPort } from '../../store-orders/index.ts';
import type { OrderTipsService } from './order-tips.service.ts';
import { checkoutNotFound, type TipChoiceService } from './tip-choice.service.ts';
import { previewTip } from './tip-preview.ts';
import type { TipSettingsService } from './tip-settings.service.ts';
import type { TippableStaffService } from './tippable-staff.service.ts';

export interface TipsServices {
  readonly db: Db;
  readonly settings: TipSettingsService;
  readonly choices: TipChoiceService;
  readonly orderTips: OrderTipsService;
  readonly staff: TippableStaffService;
  readonly cart: Pick<StoreCartPort, 'checkoutSubjects'>;
  readonly orders: Pick<StoreOrdersPaymentsPort, 'orderForPayment'>;
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
      getTipByOrderId: ({ caller, params }) => s.orderTips.get(caller, params.orderId),
      getTipByDraftOrderId: () => {
        throw notFound('DRAFT_ORDER_NOT_FOUND', 'Draft order not found');
      },
      setTipOnOrder: ({ caller, input }) => s.orderTips.set(caller, input),
      removeTipFromOrder: ({ caller, input }) => s.orderTips.remove(caller, input),
      addTipDistributionsToOrder: ({ caller, input }) => s.orderTips.addDistributions(caller, input),
      queryTipDistributions: ({ caller, input }) => s.orderTips.query(caller, input),
      sumTipDistributionAmounts: ({ caller, input }) => s.orderTips.sum(caller, input),
      listTippableStaff: ({ caller, input }) => s.staff.list(caller, input),
    },
    {
      // A tip choice belongs to its checkout's visitor or member; anyone else gets the checkout's 404.
      checkout: {
        subjectsOf: (siteId, checkoutId) => s.cart.checkoutSubjects(siteId, checkoutId),
        notFound: () => checkoutNotFound(),
      },
      // An order's tip is read by the order's buyer too; anyone else gets the order's 404.
      storeOrder: {
        async subjectsOf(siteId, orderId) {
          const order = await s.orders.orderForPayment(siteScope(s.db, siteId), orderId);
          return order?.subject ? [order.subject] : [];
        },
        notFound: () => notFound('ORDER_NOT_FOUND', 'Order not found'),
      },
    },
  );
}
