import { sql, type SqlBool } from 'kysely';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';

/**
 * Which variants a request lists: of one product (by its choices or ids), or of the whole store;
 * hidden products' variants only for owners.
 */
export interface VariantsCtx {
  hidden: boolean;
  productId?: string;
  variantIds?: readonly string[];
  /** Option name → choice: the variants having every one of them (some options may be left out). */
  choices?: ReadonlyArray<readonly [string, string]>;
}

export interface VariantListingRow {
  product_id: string;
  id: string;
}

const column = (name: string) => sql.ref(`store_variants.${name}`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A variant's stored choices are `JSON.stringify`'d (option name → choice), so `"Size":"L"` occurs
 * in the text exactly when the variant has that choice: JSON escapes any quote inside a name or a
 * choice, so the pattern cannot match across two strings.
 */
const hasChoice = (name: string, choice: string) =>
  sql<SqlBool>`store_variants.choices LIKE ${`%${escapeLike(`${JSON.stringify(name)}:${JSON.stringify(choice)}`)}%`} ESCAPE '\\'`;

/** The store variants query and one product's variants query. */
export const variantsListing = defineListing({
  name: 'store-variants',
  routes: ['queryStoreVariants', 'queryProductVariants'],
  table: 'store_variants',
  base: (scope, ctx: VariantsCtx) => {
    let query = selectFromSite(scope, 'store_variants');
    if (ctx.productId !== undefined) query = query.where('store_variants.product_id', '=', ctx.productId);
    if (!ctx.hidden) {
      query = query.where(
        'store_variants.product_id',
        'in',
        selectFromSite(scope, 'store_products')
          .select('store_products.id')
          .where('store_products.visible', '=', 1),
      );
    }
    if (ctx.variantIds)
      query = query.where('store_variants.id', 'in', ctx.variantIds.length ? [...ctx.variantIds] : ['']);
    for (const [name, choice] of ctx.choices ?? []) query = query.where(hasChoice(name, choice));
    return query;
  },
  fields: () => ({
    productId: { kind: 'string', sql: column('product_id'), nullable: false },
    variantId: { kind: 'string', sql: column('id'), nullable: false },
    id: {
      kind: 'string',
      sql: sql`(store_variants.product_id || '-' || store_variants.id)`,
      nullable: false,
    },
    sku: { kind: 'string', sql: column('sku') },
    visible: { kind: 'boolean', sql: column('visible'), nullable: false },
    // The owner's order of a product's variants (not a wire field; the default order).
    position: { kind: 'number', sql: column('position'), nullable: false, operators: [] },
  }),
  defaultSort: [
    { fieldName: 'productId', order: 'ASC' },
    { fieldName: 'position', order: 'ASC' },
  ],
  // Variant ids repeat across products (the default variant's): the pair is unique.
  tieBreaker: "(store_variants.product_id || '-' || store_variants.id)",
  limits: { default: 100, max: 100 },
  columns: ['store_variants.product_id', 'store_variants.id'],
  contextKey: (ctx) =>
    JSON.stringify([ctx.hidden, ctx.productId ?? null, ctx.variantIds ?? null, ctx.choices ?? null]),
  cursorScope: (ctx) => `variants:${ctx.hidden ? 'all' : 'visible'}:${ctx.productId ?? ''}`,
  shape: (page: QueryPage<VariantListingRow>) => page,
});
