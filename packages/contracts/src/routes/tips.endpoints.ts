import { endpoint } from './endpoint.ts';
import type { tipsRoutes } from './tips.routes.ts';

// Tip settings and tips (routes.md "Store settings used by the cart and orders"; official-paths.tsv
// ecom.tipSettings, ecom.tips). A tip choice's `purchaseFlowId` is the checkout's id.

export const queryTipSettings = endpoint({
  operationId: 'QueryTipSettings',
  method: 'POST',
  path: '/tip-settings/v1/tip-settings/query',
});
export const updateTipSettings = endpoint({
  operationId: 'UpdateTipSettings',
  method: 'PATCH',
  path: '/tip-settings/v1/tip-settings',
});
export const createTipSettings = endpoint({
  operationId: 'CreateTipSettings',
  method: 'POST',
  path: '/tip-settings/v1/tip-settings',
});
export const createDefaultTipSettings = endpoint({
  operationId: 'CreateDefaultTipSettings',
  method: 'POST',
  path: '/tip-settings/v1/tip-settings/create-default',
});
export const deleteTipSettings = endpoint({
  operationId: 'DeleteTipSettings',
  method: 'DELETE',
  path: '/tip-settings/v1/tip-settings/:tipSettingsId',
});

export const previewTip = endpoint({
  operationId: 'PreviewTip',
  method: 'POST',
  path: '/tips/v1/tips/preview',
});
export const getTipChoice = endpoint({
  operationId: 'GetTipChoice',
  method: 'GET',
  path: '/tips/v1/tips/choice/:purchaseFlowId',
});
export const updateTipChoice = endpoint({
  operationId: 'UpdateTipChoice',
  method: 'PATCH',
  path: '/tips/v1/tips/choice',
});

// An order's tip and its distributions among staff (owner).
export const getTipByOrderId = endpoint({
  operationId: 'GetTipByOrderId',
  method: 'GET',
  path: '/tips/v1/tips/order/:orderId',
});
export const getTipByDraftOrderId = endpoint({
  operationId: 'GetTipByDraftOrderId',
  method: 'GET',
  path: '/tips/v1/tips/draft-order/:draftOrderId',
});
export const setTipOnOrder = endpoint({
  operationId: 'SetTipOnOrder',
  method: 'POST',
  path: '/tips/v1/tips/set',
});
export const removeTipFromOrder = endpoint({
  operationId: 'RemoveTipFromOrder',
  method: 'POST',
  path: '/tips/v1/tips/remove',
});
export const addTipDistributionsToOrder = endpoint({
  operationId: 'AddTipDistributionsToOrder',
  method: 'POST',
  path: '/tips/v1/tips/tip-distributions/add',
});
export const queryTipDistributions = endpoint({
  operationId: 'QueryTipDistributions',
  method: 'POST',
  path: '/tips/v1/tips/tip-distributions/query',
});
export const sumTipDistributionAmounts = endpoint({
  operationId: 'SumTipDistributionAmounts',
  method: 'POST',
  path: '/tips/v1/tips/tip-distributions/sum-amounts',
});

// Staff who may get part of a tip (official-paths.tsv ecom.tippableStaff).
export const listTippableStaff = endpoint({
  operationId: 'ListTippableStaff',
  method: 'GET',
  path: '/tips-staff/v1/eligible-staff',
  // A hundred ids pass the SDK's 4000-character query string: it then posts the same input.
  postFallback: true,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    tips: typeof tipsRoutes;
  }
}
