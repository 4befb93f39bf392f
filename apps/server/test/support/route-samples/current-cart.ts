import type { currentCartRoutes } from '@tessera/contracts/routes/index';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { newId } from '../../../src/platform/ids.ts';
import type { SamplesOf } from './types.ts';

// The current cart is the caller's own: every role of the matrix has (or gets) its own, so no
// sample names a subject. Catalog items the catalog does not know are a 400 (still "allowed").
const line = () => ({
  quantity: 1,
  catalogReference: { catalogItemId: newId(), appId: STORES_APP_ID, options: { variantId: newId() } },
});

/** The store's current-cart routes (modules/store-cart). */
export const currentCartSamples: SamplesOf<typeof currentCartRoutes> = {
  GetCurrentCart: () => ({ input: {} }),
  UpdateCurrentCart: () => ({ input: { cartInfo: { buyerNote: 'Leave at the door' } } }),
  AddToCurrentCart: () => ({ input: { lineItems: [line()] } }),
  RemoveLineItemsFromCurrentCart: () => ({ input: { lineItemIds: [newId()] } }),
  CreateCheckoutFromCurrentCart: () => ({ input: { channelType: 'WEB' } }),
  RemoveCouponFromCurrentCart: () => ({ input: {} }),
  UpdateCurrentCartLineItemQuantity: () => ({ input: { lineItems: [{ id: newId(), quantity: 2 }] } }),
  EstimateCurrentCartTotals: () => ({ input: { calculateTax: true } }),
  DeleteCurrentCart: () => ({ input: {} }),
};
