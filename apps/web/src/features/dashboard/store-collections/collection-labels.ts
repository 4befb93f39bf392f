import type { Collection } from '@tessera/sdk/collections';

// How collections read in the dashboard.

/** "All Products" (the hosted platform's id): every product is in it; the server refuses changes. */
const ALL_PRODUCTS_ID = '00000000-000000-000000-000000000001';
export const ALL_PRODUCTS_SLUG = 'all-products';

export const isAllProducts = (collection: Collection) =>
  collection.id === ALL_PRODUCTS_ID || collection.slug === ALL_PRODUCTS_SLUG;

export const collectionPath = (collection: Pick<Collection, 'id'>) =>
  `/dashboard/collections/${collection.id}`;

export const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

export const visibilityText = (collection: Collection) => (collection.visible ? 'Visible' : 'Hidden');

/** The slug the server keeps for what is typed (as its normalizeSlug): "Summer Sale!" → "summer-sale". */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/g, '');
}
