import { sql } from 'kysely';
import type { QueryFields } from '../../../platform/query/filter.ts';
import { defineListing } from '../../../platform/query/listing.ts';
import { selectFromSite } from '../../../platform/site-scope.ts';
import { TIP_SETTINGS_COLUMNS, toWireTipSettings, type TipSettingsRow } from './tip-settings.model.ts';

const column = (name: string) => sql.ref(`store_tip_settings.${name}`);
const fields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  locationId: { kind: 'string', sql: column('location_id'), nullable: true },
  paymentTerminalId: { kind: 'string', sql: column('payment_terminal_id'), nullable: true },
  tipType: { kind: 'enum', values: ['PERCENTAGE', 'AMOUNT'], sql: column('tip_type'), nullable: false },
  allowCustomerTip: { kind: 'boolean', sql: column('allow_customer_tip'), nullable: false },
  allowBusinessTipAtPayment: {
    kind: 'boolean',
    sql: column('allow_business_tip_at_payment'),
    nullable: false,
  },
  allowCustomAmount: { kind: 'boolean', sql: column('allow_custom_amount'), nullable: false },
  allowEditDistribution: { kind: 'boolean', sql: column('allow_edit_distribution'), nullable: false },
  default: {
    kind: 'boolean',
    sql: sql`(case when store_tip_settings.default_key is null then 0 else 1 end)`,
    nullable: false,
  },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

/** QueryTipSettings (owner): the default first, then oldest first. */
export const tipSettingsListing = defineListing({
  name: 'store-tip-settings',
  routes: ['queryTipSettings'],
  table: 'store_tip_settings',
  base: (scope) => selectFromSite(scope, 'store_tip_settings').select(TIP_SETTINGS_COLUMNS),
  fields: () => fields,
  defaultSort: [
    { fieldName: 'default', order: 'DESC' },
    { fieldName: 'createdDate', order: 'ASC' },
  ],
  tieBreaker: 'store_tip_settings.id',
  limits: { default: 50, max: 100 },
  contextKey: () => 'owner',
  cursorScope: () => 'store-tip-settings',
  shape: (page) => ({
    tipSettings: (page.rows as TipSettingsRow[]).map(toWireTipSettings),
    pagingMetadata: page.pagingMetadata,
  }),
});
