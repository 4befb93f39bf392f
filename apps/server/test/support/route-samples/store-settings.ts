import type { storeSettingsRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A shipping option of the fixture site, made by the owner (a fresh one each time). */
async function sampleShippingOption(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/ecom/v1/shipping-options',
    headers: fx.app.ownerHeaders(),
    payload: { shippingOption: { title: 'Standard', deliveryRegionIds: ['US'], rates: [{ amount: '5' }] } },
  });
  if (response.statusCode !== 200) throw new Error(`sample shipping option: ${response.body}`);
  return response.json().shippingOption.id;
}

/** A discount rule of the fixture site (10 % off everything), made by the owner. */
async function sampleDiscountRule(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/ecom/v1/discount-rules',
    headers: fx.app.ownerHeaders(),
    payload: {
      discountRule: {
        name: 'Ten off',
        discounts: { values: [{ targetType: 'GLOBAL', discountType: 'PERCENTAGE', percentage: 10 }] },
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample discount rule: ${response.body}`);
  return response.json().discountRule.id;
}

/** A tax region of the fixture site: a fresh subdivision of a made-up country each time (one per place). */
async function sampleTaxRegion(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/_api/tessera/v1/store/tax-regions',
    headers: fx.app.ownerHeaders(),
    payload: { taxRegion: { country: 'ZZ', subdivision: `ZZ-${nextTaxCode()}`, rate: '7.5' } },
  });
  if (response.statusCode !== 200) throw new Error(`sample tax region: ${response.body}`);
  return response.json().taxRegion.id;
}
/**
 * A subdivision code not used before in this process (46,656 of them), hence on any site of it: a
 * random one collided within a role matrix run (~150 regions among 46,656 codes: 1 run in 4).
 */
let taxCodesUsed = 0;
const nextTaxCode = () => (taxCodesUsed++ % 36 ** 3).toString(36).toUpperCase().padStart(3, '0');

/** The store's store-settings routes (modules/store-settings). */
export const storeSettingsSamples: SamplesOf<typeof storeSettingsRoutes> = {
  GetStoreSettings: () => ({}),
  UpdateStoreSettings: () => ({ input: { storeSettings: { weightUnit: 'KG' } } }),
  CreateShippingOption: () => ({
    input: {
      shippingOption: {
        title: 'Express',
        deliveryRegionIds: ['US', 'CA'],
        rates: [{ amount: '9.90', conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'LTE', value: '5' }] }],
      },
    },
  }),
  QueryShippingOptions: () => ({ input: { query: { cursorPaging: { limit: 10 } } } }),
  GetShippingOption: async (fx) => ({ params: { shippingOptionId: await sampleShippingOption(fx) } }),
  UpdateShippingOption: async (fx) => ({
    params: { shippingOptionId: await sampleShippingOption(fx) },
    input: { shippingOption: { revision: '1', title: 'Standard (3–5 days)' } },
  }),
  DeleteShippingOption: async (fx) => ({ params: { shippingOptionId: await sampleShippingOption(fx) } }),
  AddDeliveryRegion: async (fx) => ({
    params: { shippingOptionId: await sampleShippingOption(fx) },
    input: { deliveryRegionId: 'US-CA' },
  }),
  RemoveDeliveryRegion: async (fx) => ({
    params: { shippingOptionId: await sampleShippingOption(fx) },
    input: { deliveryRegionId: 'US' },
  }),
  UpdateShippingOptionExtendedFields: async (fx) => ({
    params: { shippingOptionId: await sampleShippingOption(fx) },
    input: { namespace: 'my-app', namespaceData: { carrier: 'post' } },
  }),
  CreateDiscountRule: () => ({
    input: {
      discountRule: {
        name: 'Shipping on us',
        trigger: { triggerType: 'SUBTOTAL_RANGE', subtotalRange: { from: '50' } },
        discounts: { values: [{ targetType: 'SHIPPING', discountType: 'PERCENTAGE', percentage: 100 }] },
      },
    },
  }),
  QueryDiscountRules: () => ({ input: { query: { cursorPaging: { limit: 10 } } } }),
  GetDiscountRule: async (fx) => ({ params: { discountRuleId: await sampleDiscountRule(fx) } }),
  UpdateDiscountRule: async (fx) => ({
    params: { discountRuleId: await sampleDiscountRule(fx) },
    input: { discountRule: { revision: '1', name: 'Twelve off' } },
  }),
  DeleteDiscountRule: async (fx) => ({ params: { discountRuleId: await sampleDiscountRule(fx) } }),
  CreateTaxRegion: () => ({
    input: { taxRegion: { country: 'ZY', subdivision: `ZY-${nextTaxCode()}`, rate: '19' } },
  }),
  QueryTaxRegions: () => ({ input: { query: { cursorPaging: { limit: 10 } } } }),
  GetTaxRegion: async (fx) => ({ params: { taxRegionId: await sampleTaxRegion(fx) } }),
  UpdateTaxRegion: async (fx) => ({
    params: { taxRegionId: await sampleTaxRegion(fx) },
    input: { taxRegion: { revision: '1', rate: '8' } },
  }),
  DeleteTaxRegion: async (fx) => ({ params: { taxRegionId: await sampleTaxRegion(fx) } }),
  CalculateTotals: () => ({
    input: {
      lineItems: [
        { id: 'line-1', quantity: 2, price: '10.00', physicalProperties: { weight: 1, shippable: true } },
      ],
      shippingAddress: { country: 'US', subdivision: 'US-NY' },
    },
  }),
  GetOrdersSettings: () => ({}),
  UpdateOrdersSettings: () => ({ input: { ordersSettings: { createInvoice: false } } }),
  GetCheckoutSettings: () => ({}),
  UpdateCheckoutSettings: () => ({
    input: {
      checkoutSettings: { checkoutPolicies: { returnPolicy: { visible: true, content: '30 days' } } },
    },
  }),
};
