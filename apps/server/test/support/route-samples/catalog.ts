import type { catalogRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A fresh product with a Size option (S, M) and managed variants, made through the API as the owner. */
export async function sampleProduct(fx: SampleFixtures, name = 'Sample shirt'): Promise<any> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/stores/v1/products',
    headers: fx.app.ownerHeaders(),
    payload: {
      product: {
        name,
        priceData: { price: 20 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample product: ${response.body}`);
  return response.json().product;
}

/** A fresh collection, made through the API as the owner. */
export async function sampleCollection(fx: SampleFixtures): Promise<any> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/stores/v1/collections',
    headers: fx.app.ownerHeaders(),
    payload: { collection: { name: 'Sample collection' } },
  });
  if (response.statusCode !== 200) throw new Error(`sample collection: ${response.body}`);
  return response.json().collection;
}

const productOf = (fx: SampleFixtures) => sampleProduct(fx);
const id = async (fx: SampleFixtures) => ({ params: { id: (await productOf(fx)).id as string } });

/** The store's catalog routes (modules/store-catalog). */
export const catalogSamples: SamplesOf<typeof catalogRoutes> = {
  CreateProduct: () => ({ input: { product: { name: 'Sample mug', priceData: { price: 9.5 } } } }),
  UpdateProduct: async (fx) => ({
    params: { productId: (await productOf(fx)).id },
    input: { product: { description: 'Soft cotton', ribbon: 'New' } },
  }),
  DeleteProduct: id,
  UpdateVariants: async (fx) => ({
    params: { id: (await productOf(fx)).id },
    input: { variants: [{ choices: { Size: 'S' }, price: 18 }] },
  }),
  ResetAllVariantData: id,
  AddProductsToCollection: async (fx) => ({
    params: { id: (await sampleCollection(fx)).id },
    input: { productIds: [(await productOf(fx)).id] },
  }),
  RemoveProductsFromCollection: async (fx) => ({
    params: { id: (await sampleCollection(fx)).id },
    input: { productIds: [(await productOf(fx)).id] },
  }),
  AddProductMedia: async (fx) => ({
    params: { id: (await productOf(fx)).id },
    input: {
      media: [{ url: 'https://images.example.com/shirt.jpg', choice: { option: 'Size', choice: 'S' } }],
    },
  }),
  RemoveProductMedia: async (fx) => ({ params: { id: (await productOf(fx)).id }, input: { mediaIds: [] } }),
  AddProductMediaToChoices: async (fx) => ({
    params: { id: (await productOf(fx)).id },
    input: { media: [{ option: 'Size', choice: 'M', mediaIds: [] }] },
  }),
  RemoveProductMediaFromChoices: async (fx) => ({
    params: { id: (await productOf(fx)).id },
    input: { media: [{ option: 'Size', choice: 'M' }] },
  }),
  DeleteProductOptions: id,
  RemoveBrand: id,
  RemoveRibbon: id,
  CreateCollection: () => ({ input: { collection: { name: 'Summer' } } }),
  UpdateCollection: async (fx) => ({
    params: { collectionId: (await sampleCollection(fx)).id },
    input: { collection: { description: 'Warm days' } },
  }),
  DeleteCollection: async (fx) => ({ params: { id: (await sampleCollection(fx)).id } }),
  BulkUpdateProducts: async (fx) => ({ input: { ids: [(await productOf(fx)).id], set: { price: 25 } } }),
  BulkAdjustProductProperties: async (fx) => ({
    input: { ids: [(await productOf(fx)).id], adjust: { price: { percentage: { rate: 10 } } } },
  }),
  GetProduct: id,
  GetCollectionBySlug: async (fx) => ({ params: { slug: (await sampleCollection(fx)).slug } }),
  ProductOptionsAvailability: async (fx) => ({
    params: { id: (await productOf(fx)).id },
    input: { options: { Size: 'M' } },
  }),
  GetStoreVariant: async (fx) => {
    const product = await productOf(fx);
    return { params: { id: `${product.id}-${product.variants[0].id}` } };
  },
};
