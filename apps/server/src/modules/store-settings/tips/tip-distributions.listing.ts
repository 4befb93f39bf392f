import { sql } from 'kysely';
import type { QueryFields } from '../../../platform/query/filter.ts';
import { defineListing } from '../../../platform/query/listing.ts';
import { selectFromSite } from '../../../platform/site-scope.ts';
import {
  DISTRIBUTION_COLUMNS,
  toWireDistribution,
  type TipDistributionRow,
} from './tip-distributions.model.ts';

const column = (name: string) => sql.ref(`store_tip_distributions.${name}`);
/** What distributions are filtered by (the query and the sum take the same names). */
export const distributionFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  tipId: { kind: 'string', sql: column('tip_id'), nullable: false },
  orderId: { kind: 'string', sql: column('order_id'), nullable: false },
  'staff.id': { kind: 'string', sql: column('staff_id'), nullable: true },
  'staff.staffMemberId': { kind: 'string', sql: column('staff_member_id'), nullable: true },
  source: { kind: 'enum', values: ['POS', 'WEB', 'DASHBOARD'], sql: column('source'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
};

/** QueryTipDistributions (owner): oldest first. */
export const tipDistributionsListing = defineListing({
  name: 'store-tip-distributions',
  // The sum filters the same fields (one SUM over the compiled filter, no paging).
  routes: ['queryTipDistributions', 'sumTipDistributionAmounts'],
  table: 'store_tip_distributions',
  base: (scope) => selectFromSite(scope, 'store_tip_distributions').select(DISTRIBUTION_COLUMNS),
  fields: () => distributionFields,
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'store_tip_distributions.id',
  limits: { default: 50, max: 100 },
  contextKey: () => 'owner',
  cursorScope: () => 'store-tip-distributions',
  shape: (page) => ({
    tipDistributions: (page.rows as TipDistributionRow[]).map(toWireDistribution),
    pagingMetadata: page.pagingMetadata,
  }),
});
