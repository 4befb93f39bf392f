import type { checkoutsRoutes } from '@tessera/contracts/routes/index';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { newId } from '../../../src/platform/ids.ts';
import { createOAuthClient } from '../../../src/modules/sites/sites.service.ts';
import { storeCartModule } from '../../../src/modules/store-cart/index.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A visitor's checkout with one custom line, written directly (no catalog needed). */
export async function sampleCheckout(fx: SampleFixtures, visitorId: string, cartId: string | null = null) {
  const id = newId();
  const now = new Date().toISOString();
  const siteId = fx.app.site.siteId;
  if (cartId) {
    await fx.app.db
      .insertInto('store_carts')
      .values({
        id: cartId,
        site_id: siteId,
        subject_role: 'VISITOR',
        subject_id: visitorId,
        merged_visitor_id: null,
        buyer_note: null,
        email: null,
        contact_info: null,
        coupon_code: null,
        shipping_option: null,
        business_location_id: null,
        buyer_language: null,
        override_checkout_url: null,
        purchase_flow_id: newId(),
        checkout_id: id,
        revision: 0,
        created_date: now,
        updated_date: now,
      })
      .execute();
  }
  await fx.app.db
    .insertInto('store_checkouts')
    .values({
      id,
      site_id: siteId,
      subject_role: 'VISITOR',
      subject_id: visitorId,
      merged_visitor_id: null,
      cart_id: cartId,
      channel_type: 'WEB',
      email: null,
      buyer_note: null,
      buyer_language: null,
      billing_info: null,
      shipping_destination: null,
      shipping_option: null,
      coupon_code: null,
      custom_settings: null,
      override_checkout_url: null,
      purchase_flow_id: newId(),
      completed: 0,
      order_id: null,
      revision: 0,
      created_date: now,
      updated_date: now,
    })
    .execute();
  await fx.app.db
    .insertInto('store_cart_lines')
    .values({
      id: newId(),
      site_id: siteId,
      parent_id: id,
      position: 0,
      catalog_item_id: null,
      app_id: null,
      options: null,
      quantity: 1,
      name: 'Gift wrap',
      custom: JSON.stringify({
        name: 'Gift wrap',
        priceMinor: 250,
        fullPriceMinor: 250,
        descriptionLines: [],
        media: null,
        url: null,
        itemType: { preset: 'PHYSICAL' },
        quantityAvailable: null,
        weight: null,
        sku: null,
        shippable: true,
        paymentOption: 'FULL_PAYMENT_ONLINE',
        priceDescription: null,
        taxGroupId: null,
      }),
    })
    .execute();
  return id;
}

/** A sample of a route on a visitor's checkout. */
const owned =
  (input: Record<string, unknown> = {}) =>
  async (fx: SampleFixtures) => {
    const visitorId = newId();
    return {
      params: { id: await sampleCheckout(fx, visitorId) },
      input,
      subject: { role: 'VISITOR' as const, id: visitorId },
    };
  };

/** The store's checkouts routes (modules/store-cart). */
export const checkoutsSamples: SamplesOf<typeof checkoutsRoutes> = {
  CreateCheckout: () => ({
    input: {
      channelType: 'WEB',
      lineItems: [{ quantity: 1, catalogReference: { catalogItemId: newId(), appId: STORES_APP_ID } }],
    },
  }),
  GetCheckout: owned(),
  GetCheckoutByCartId: async (fx) => {
    const visitorId = newId();
    const cartId = newId();
    await sampleCheckout(fx, visitorId, cartId);
    return { params: { id: cartId }, input: {}, subject: { role: 'VISITOR', id: visitorId } };
  },
  GetCheckoutURL: owned(),
  GetWixCheckoutURL: owned(),
  UpdateEcomCheckout: owned({ checkout: { buyerNote: 'Ring twice' } }),
  RemoveCoupon: owned(),
  RemoveGiftCard: owned(),
  RemoveOverrideCheckoutUrl: owned(),
  AddToCheckout: owned({
    lineItems: [{ quantity: 1, catalogReference: { catalogItemId: newId(), appId: STORES_APP_ID } }],
  }),
  RemoveLineItems: owned({ lineItemIds: [newId()] }),
  UpdateLineItemsQuantity: owned({ lineItems: [{ id: newId(), quantity: 2 }] }),
  MarkCheckoutAsCompleted: owned(),
  // A signed completion token of a visitor's checkout, to a page of a client that allows its origin.
  MarkCheckoutAsCompletedAndRedirectToUrl: async (fx) => {
    const siteId = fx.app.site.siteId;
    const clientId = await createOAuthClient(fx.app.db, siteId, 'Shop', undefined, ['https://shop.example']);
    const token = await fx.app.modules.get(storeCartModule).completionToken(siteId, {
      checkoutId: await sampleCheckout(fx, newId()),
      redirectUrl: 'https://shop.example/thank-you',
      clientId,
    });
    return { input: { token } };
  },
  GetCheckoutContent: () => ({ params: { appId: newId(), componentId: newId() }, input: {} }),
};
