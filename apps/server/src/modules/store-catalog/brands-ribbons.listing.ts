import { sql } from 'kysely';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import type { LabelRow } from './brands-ribbons.schema.ts';

export const LABEL_COLUMNS = ['id', 'name', 'revision', 'created_date', 'updated_date'] as const;

/** What the official query builders offer: `id` filters only, the others filter and sort. */
const fieldsOf = (table: string): QueryFields => {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return {
    id: { kind: 'string', sql: column('id'), nullable: false, sortable: false },
    name: { kind: 'string', sql: column('name'), nullable: false },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  };
};

/** QueryRibbons and CountRibbons (any caller of the site): oldest first by default. */
export const ribbonsListing = defineListing({
  name: 'store-ribbons',
  routes: ['queryRibbons', 'countRibbons'],
  table: 'store_ribbons',
  kind: 'products',
  base: (scope) => selectFromSite(scope, 'store_ribbons').select(LABEL_COLUMNS),
  fields: () => fieldsOf('store_ribbons'),
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'store_ribbons.id',
  limits: { default: 50, max: 100 },
  contextKey: () => 'all',
  cursorScope: () => 'store-ribbons',
  shape: (page: QueryPage<LabelRow>) => page,
});

/** QueryBrands and CountBrands (any caller of the site): oldest first by default. */
export const brandsListing = defineListing({
  name: 'store-brands',
  routes: ['queryBrands', 'countBrands'],
  table: 'store_brands',
  kind: 'products',
  base: (scope) => selectFromSite(scope, 'store_brands').select(LABEL_COLUMNS),
  fields: () => fieldsOf('store_brands'),
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'store_brands.id',
  limits: { default: 50, max: 300 },
  contextKey: () => 'all',
  cursorScope: () => 'store-brands',
  shape: (page: QueryPage<LabelRow>) => page,
});
