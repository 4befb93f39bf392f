import type { FastifyInstance } from 'fastify';

/**
 * The demo store (`npm start` with demo data): a few products with options, variants and a
 * discount, in one collection, made through the catalog routes as the owner would.
 */
const demoProducts = [
  {
    name: 'Tessera Tote Bag',
    priceData: { price: 18 },
    description: 'Heavy cotton canvas tote with the Tessera mark.',
    productOptions: [
      {
        optionType: 'color',
        name: 'Color',
        choices: [
          { value: '#f5f0e6', description: 'Natural' },
          { value: '#1f2933', description: 'Charcoal' },
        ],
      },
    ],
    ribbon: 'New',
  },
  {
    name: 'Festival T-Shirt',
    priceData: { price: 25 },
    discount: { type: 'PERCENT', value: 20 },
    manageVariants: true,
    productOptions: [
      { name: 'Size', choices: ['S', 'M', 'L', 'XL'].map((size) => ({ value: size, description: size })) },
      {
        optionType: 'color',
        name: 'Color',
        choices: [
          { value: '#ffffff', description: 'White' },
          { value: '#000000', description: 'Black' },
        ],
      },
    ],
    brand: 'Tessera',
  },
  {
    name: 'Enamel Pin Set',
    priceData: { price: 9.5 },
    costAndProfitData: { itemCost: 3 },
    description: 'Three pins: ticket, stage and star.',
  },
] as const;

export async function seedDemoProducts(
  server: FastifyInstance,
  site: { siteId: string; apiKey: string },
): Promise<number> {
  const headers = { authorization: site.apiKey, 'wix-site-id': site.siteId };
  const ids: string[] = [];
  for (const product of demoProducts) {
    const response = await server.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers,
      payload: { product },
    });
    if (response.statusCode !== 200) throw new Error(`Seeding "${product.name}" failed: ${response.body}`);
    ids.push(response.json().product.id);
  }
  const collection = await server.inject({
    method: 'POST',
    url: '/stores/v1/collections',
    headers,
    payload: { collection: { name: 'Merch', description: 'Take the festival home.' } },
  });
  if (collection.statusCode !== 200)
    throw new Error(`Seeding the demo collection failed: ${collection.body}`);
  const added = await server.inject({
    method: 'POST',
    url: `/stores/v1/collections/${collection.json().collection.id}/productIds`,
    headers,
    payload: { productIds: ids },
  });
  if (added.statusCode !== 200) throw new Error(`Seeding the demo collection failed: ${added.body}`);
  return ids.length;
}
