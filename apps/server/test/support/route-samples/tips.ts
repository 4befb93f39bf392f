import type { tipsRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import { placeOrder } from '../../store-payments/helpers.ts';
import { sampleCheckout } from './checkouts.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** The fixture site's default tip settings (10 / 15 / 20 %, custom amounts), made once. */
async function defaultTipSettings(fx: SampleFixtures): Promise<void> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/tip-settings/v1/tip-settings/create-default',
    headers: fx.app.ownerHeaders(),
    payload: { tipSettings: {} },
  });
  if (response.statusCode !== 200 && response.statusCode !== 409) {
    throw new Error(`sample default tip settings: ${response.body}`);
  }
}

/** Fresh tip settings of a payment terminal (deletable: not the default). */
async function terminalTipSettings(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/tip-settings/v1/tip-settings',
    headers: fx.app.ownerHeaders(),
    payload: {
      tipSettings: { paymentTerminalId: 'T-1', tipType: 'AMOUNT', presets: [{ value: 2 }, { value: 5 }] },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample tip settings: ${response.body}`);
  return response.json().tipSettings.id;
}

/** A visitor's fresh checkout, the store taking tips. */
async function visitorCheckout(fx: SampleFixtures) {
  await defaultTipSettings(fx);
  const visitorId = newId();
  return {
    checkoutId: await sampleCheckout(fx, visitorId),
    subject: { role: 'VISITOR' as const, id: visitorId },
  };
}

/** A visitor's fresh order (25.00 USD) with a tip of 4.00 the owner set. */
async function tippedOrder(fx: SampleFixtures) {
  const visitorId = newId();
  const orderId = await placeOrder(fx.app, fx.app.site.siteId, { visitorId });
  const response = await fx.app.request({
    method: 'POST',
    url: '/tips/v1/tips/set',
    headers: fx.app.ownerHeaders(),
    payload: { orderId, tip: { amount: '4.00' } },
  });
  if (response.statusCode !== 200) throw new Error(`sample tipped order: ${response.body}`);
  return { orderId, subject: { role: 'VISITOR' as const, id: visitorId } };
}

/** The store's tips routes (modules/store-settings/tips). */
export const tipsSamples: SamplesOf<typeof tipsRoutes> = {
  QueryTipSettings: () => ({ input: { query: { filter: { default: true } } } }),
  CreateTipSettings: () => ({
    input: {
      tipSettings: { locationId: newId(), tipType: 'PERCENTAGE', presets: [{ value: 12.5, default: true }] },
    },
  }),
  CreateDefaultTipSettings: () => ({ input: { tipSettings: { staffDistributionMethod: 'PROPORTIONAL' } } }),
  UpdateTipSettings: async (fx) => ({
    input: { tipSettings: { id: await terminalTipSettings(fx), allowCustomAmount: false } },
  }),
  DeleteTipSettings: async (fx) => ({ params: { tipSettingsId: await terminalTipSettings(fx) } }),
  PreviewTip: () => ({
    input: {
      lineItemInfo: [{ lineItemId: 'a', price: '19.99', quantity: 3, name: 'Mug' }],
      tipChoice: { tipType: 'PERCENTAGE', value: '15' },
    },
  }),
  GetTipChoice: async (fx) => {
    const { checkoutId, subject } = await visitorCheckout(fx);
    return { params: { purchaseFlowId: checkoutId }, subject };
  },
  UpdateTipChoice: async (fx) => {
    const { checkoutId, subject } = await visitorCheckout(fx);
    return {
      input: { purchaseFlowId: checkoutId, tipChoice: { tipType: 'CUSTOM', value: '3.00' } },
      subject,
    };
  },
  GetTipByOrderId: async (fx) => {
    const { orderId, subject } = await tippedOrder(fx);
    return { params: { orderId }, subject };
  },
  GetTipByDraftOrderId: () => ({ params: { draftOrderId: newId() } }),
  SetTipOnOrder: async (fx) => ({
    input: { orderId: await placeOrder(fx.app, fx.app.site.siteId), tip: { amount: '3.50' } },
  }),
  RemoveTipFromOrder: async (fx) => ({ input: { orderId: (await tippedOrder(fx)).orderId } }),
  AddTipDistributionsToOrder: async (fx) => ({
    input: {
      orderId: (await tippedOrder(fx)).orderId,
      tipDistributions: [
        { staff: { staffMemberId: newId(), name: 'Ada' }, amount: '1.00' },
        { staff: { name: 'Bo' } },
      ],
    },
  }),
  QueryTipDistributions: () => ({
    input: { query: { filter: { source: 'DASHBOARD' }, cursorPaging: { limit: 10 } } },
  }),
  SumTipDistributionAmounts: () => ({ input: { filter: { 'staff.staffMemberId': newId() } } }),
  ListTippableStaff: () => ({ input: { filterByName: 'a', includeWixUsers: true } }),
};
