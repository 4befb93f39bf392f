import { sql } from 'kysely';
import { STORES_APP_ID } from '@tessera/contracts/catalog';
import type {
  GetRecommendationRequest,
  GetRecommendationResponse,
  ListAvailableAlgorithmsResponse,
} from '@tessera/contracts/catalog-queries';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/** Related items: products sharing a collection with the given ones, then the best sellers. */
export const RELATED_ITEMS_ALGORITHM_ID = '68ebce04-b96a-4c52-9b1c-4e0d4f5a8c0e';
/**
 * Best sellers: the most recently created visible products for now — until store orders can be
 * counted per product (a read store-orders would export), "best selling" has no figures to rank.
 */
export const BEST_SELLERS_ALGORITHM_ID = '5dd69f67-9ab6-4ab4-9abe-7f2d4a1c2c91';

/** At most this many recommended items per call. */
const MAX_ITEMS = 20;

export const availableAlgorithms: ListAvailableAlgorithmsResponse = {
  availableAlgorithms: [
    {
      config: {
        name: 'Related products',
        description: 'Products in the same collections as the given items, then best sellers',
        algorithmType: 'RELATED_ITEMS',
        algorithmId: RELATED_ITEMS_ALGORITHM_ID,
      },
      appId: STORES_APP_ID,
      catalogAppIds: [STORES_APP_ID],
    },
    {
      config: {
        name: 'Best sellers',
        description: 'The store’s best selling products (the newest ones until orders are counted)',
        algorithmType: 'GLOBAL',
        algorithmId: BEST_SELLERS_ALGORITHM_ID,
      },
      appId: STORES_APP_ID,
      catalogAppIds: [STORES_APP_ID],
    },
  ],
};

/**
 * Answers the first algorithm of the request that Tessera serves (any stores algorithm: an
 * unknown id of the stores app is treated as related items, so a template's own id works). Only
 * visible products are recommended, never the items asked about.
 */
export async function getRecommendation(
  db: Executor,
  caller: Caller,
  request: GetRecommendationRequest,
): Promise<GetRecommendationResponse> {
  const foreignItems = (request.items ?? []).filter((item) => item.appId !== STORES_APP_ID);
  if (foreignItems.length > 0) {
    throw new AppError('INVALID', 'ITEM_APP_ID_NOT_SUPPORTED', 'Only store products can be recommended for', {
      items: foreignItems,
    });
  }
  const algorithm = request.algorithms.find((a) => a.appId === STORES_APP_ID);
  if (!algorithm) {
    throw new AppError('INVALID', 'ALGORITHM_NOT_SUPPORTED', 'No algorithm of the stores app was asked for', {
      unsupportedAlgorithms: request.algorithms,
    });
  }
  const given = [...new Set((request.items ?? []).map((item) => item.catalogItemId))];
  const related =
    algorithm.id === BEST_SELLERS_ALGORITHM_ID ? [] : await relatedProducts(db, caller.siteId, given);
  const rest = await newestProducts(db, caller.siteId, [...given, ...related], MAX_ITEMS - related.length);
  return {
    recommendation: {
      items: [...related, ...rest].map((id) => ({ catalogItemId: id, appId: STORES_APP_ID })),
      algorithm: { id: algorithm.id, appId: algorithm.appId },
    },
  };
}

const visibleProducts = (db: Executor, siteId: string) =>
  db.selectFrom('store_products').select('id').where('site_id', '=', siteId).where('visible', '=', 1);

async function relatedProducts(db: Executor, siteId: string, given: readonly string[]): Promise<string[]> {
  if (given.length === 0) return [];
  const theirCollections = db
    .selectFrom('store_product_collections')
    .select('collection_id')
    .where('site_id', '=', siteId)
    .where('product_id', 'in', given);
  const inThem = db
    .selectFrom('store_product_collections')
    .select('product_id')
    .where('site_id', '=', siteId)
    .where('collection_id', 'in', theirCollections);
  const rows = await visibleProducts(db, siteId)
    .where('id', 'in', inThem)
    .where('id', 'not in', given)
    .orderBy(sql`numeric_id`, 'desc')
    .limit(MAX_ITEMS)
    .execute();
  return rows.map((r) => r.id);
}

async function newestProducts(
  db: Executor,
  siteId: string,
  excluded: readonly string[],
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  let query = visibleProducts(db, siteId)
    .orderBy(sql`numeric_id`, 'desc')
    .limit(limit);
  if (excluded.length) query = query.where('id', 'not in', [...excluded]);
  return (await query.execute()).map((r) => r.id);
}
