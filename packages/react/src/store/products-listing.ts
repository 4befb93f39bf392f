import type { QueryV2 } from '@tessera/contracts';

/** How a store's catalog page lists products: what a URL's query can say, as plain data (a query key). */
export interface ProductsListing {
  /** Products of one collection (`collections.id`). */
  collectionId?: string;
  /** Names starting with these letters. */
  namePrefix?: string;
  /** Price range in the store's currency (major units, as the v1 catalog's numbers). */
  minPrice?: number;
  maxPrice?: number;
  productType?: 'physical' | 'digital';
  sort?: ProductsSort;
  /** Page size (1–100). */
  limit?: number;
  /** Products skipped (page × limit). */
  offset?: number;
  /** Each product's variants in the answer. */
  includeVariants?: boolean;
}

export const PRODUCTS_SORTS = ['newest', 'name', 'price-asc', 'price-desc'] as const;
export type ProductsSort = (typeof PRODUCTS_SORTS)[number];

const SORTS: Record<ProductsSort, QueryV2['sort']> = {
  // The catalog's own order: newest first.
  newest: undefined,
  name: [{ fieldName: 'name', order: 'ASC' }],
  'price-asc': [{ fieldName: 'price', order: 'ASC' }],
  'price-desc': [{ fieldName: 'price', order: 'DESC' }],
};

/** Products one page of a listing holds when it names no limit. */
export const PRODUCTS_PAGE_SIZE = 24;

/** The v1 query of a listing (`{ filter, sort, paging }`). */
export function productsQuery(listing: ProductsListing): QueryV2 {
  const filter: Record<string, unknown> = {};
  if (listing.collectionId) filter['collections.id'] = { $hasSome: [listing.collectionId] };
  if (listing.namePrefix?.trim()) filter.name = { $startsWith: listing.namePrefix.trim() };
  if (listing.productType) filter.productType = { $eq: listing.productType };
  const price: Record<string, number> = {};
  if (listing.minPrice !== undefined) price.$gte = listing.minPrice;
  if (listing.maxPrice !== undefined) price.$lte = listing.maxPrice;
  if (Object.keys(price).length) filter.price = price;
  const sort = SORTS[listing.sort ?? 'newest'];
  return {
    ...(Object.keys(filter).length ? { filter } : {}),
    ...(sort ? { sort } : {}),
    paging: { limit: listing.limit ?? PRODUCTS_PAGE_SIZE, offset: listing.offset ?? 0 },
  };
}
