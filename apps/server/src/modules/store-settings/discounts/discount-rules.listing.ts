import { sql } from 'kysely';
import type { QueryFields } from '../../../platform/query/filter.ts';
import { defineListing } from '../../../platform/query/listing.ts';
import { selectFromSite } from '../../../platform/site-scope.ts';
import { DISCOUNT_COLUMNS, toWireDiscountRule, type DiscountRuleRow } from './discount-rules.model.ts';

const column = (name: string) => sql.ref(`store_discount_rules.${name}`);
const fields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  name: { kind: 'string', sql: column('name'), nullable: false },
  usageCount: { kind: 'number', sql: column('usage_count'), nullable: false },
  revision: { kind: 'number', sql: column('revision'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

/** QueryDiscountRules (owner): cursor paging, oldest first by default; status is shaped by the clock. */
export const discountRulesListing = defineListing({
  name: 'store-discount-rules',
  routes: ['queryDiscountRules'],
  table: 'store_discount_rules',
  base: (scope) => selectFromSite(scope, 'store_discount_rules').select(DISCOUNT_COLUMNS),
  fields: () => fields,
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'store_discount_rules.id',
  limits: { default: 50, max: 100 },
  contextKey: () => 'owner',
  cursorScope: () => 'store-discount-rules',
  shape: (page, _ctx, now) => ({
    discountRules: (page.rows as DiscountRuleRow[]).map((row) => toWireDiscountRule(row, Date.parse(now))),
    pagingMetadata: page.pagingMetadata,
  }),
});
