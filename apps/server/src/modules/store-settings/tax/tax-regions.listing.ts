import { sql } from 'kysely';
import type { QueryFields } from '../../../platform/query/filter.ts';
import { defineListing } from '../../../platform/query/listing.ts';
import { selectFromSite } from '../../../platform/site-scope.ts';
import { TAX_COLUMNS, toWireTaxRegion, type TaxRegionRow } from './tax-regions.model.ts';

const column = (name: string) => sql.ref(`store_tax_regions.${name}`);
const fields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  country: { kind: 'string', sql: column('country'), nullable: false },
  subdivision: { kind: 'string', sql: column('subdivision'), nullable: false },
  name: { kind: 'string', sql: column('name'), nullable: false },
  rateType: {
    kind: 'enum',
    values: ['MANUAL_RATE', 'NO_TAX_COLLECTED'],
    sql: column('rate_type'),
    nullable: false,
  },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

/** QueryTaxRegions (owner): by country, then subdivision. */
export const taxRegionsListing = defineListing({
  name: 'store-tax-regions',
  routes: ['queryTaxRegions'],
  table: 'store_tax_regions',
  base: (scope) => selectFromSite(scope, 'store_tax_regions').select(TAX_COLUMNS),
  fields: () => fields,
  defaultSort: [
    { fieldName: 'country', order: 'ASC' },
    { fieldName: 'subdivision', order: 'ASC' },
  ],
  tieBreaker: 'store_tax_regions.id',
  limits: { default: 100, max: 100 },
  contextKey: () => 'owner',
  cursorScope: () => 'store-tax-regions',
  shape: (page) => ({
    taxRegions: (page.rows as TaxRegionRow[]).map(toWireTaxRegion),
    pagingMetadata: page.pagingMetadata,
  }),
});
