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
};
