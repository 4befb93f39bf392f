import type { StoreAddress, WeightUnit } from '@tessera/contracts/store-settings';
import type { Executor } from '../../platform/db.ts';
import { insertIntoSite, selectFromSite, siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { StoreSettingsTable } from './store-settings.schema.ts';

export type SettingsRow = Omit<StoreSettingsTable, 'site_id'>;

/** What a site has until its owner changes something. */
export const DEFAULT_SETTINGS: SettingsRow = {
  currency: 'USD',
  weight_unit: 'KG',
  tax_included: 0,
  address: null,
  revision: 0,
  created_date: '',
  updated_date: '',
};

const columns = [
  'currency',
  'weight_unit',
  'tax_included',
  'address',
  'revision',
  'created_date',
  'updated_date',
] as const;

export const readSettingsRow = async (scope: SiteScope): Promise<SettingsRow> =>
  ((await selectFromSite(scope, 'store_settings').select(columns).executeTakeFirst()) as
    SettingsRow | undefined) ?? DEFAULT_SETTINGS;

/** The first change inserts the defaults (`ON CONFLICT DO NOTHING`), then locks the row: two first changes both land. */
export async function lockSettingsRow(unit: SiteTx, now: string): Promise<SettingsRow> {
  await insertIntoSite(unit, 'store_settings', [
    { ...DEFAULT_SETTINGS, created_date: now, updated_date: now },
  ])
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();
  return (await unit
    .forUpdate(selectFromSite(unit, 'store_settings').select(columns))
    .executeTakeFirstOrThrow()) as SettingsRow;
}

/** The settings the calculator and the other store modules price with. */
export interface PricingSettings {
  readonly currency: string;
  readonly weightUnit: WeightUnit;
  readonly taxIncludedInPrice: boolean;
  readonly address: StoreAddress | null;
}

export const pricingSettingsOf = (row: SettingsRow): PricingSettings => ({
  currency: row.currency,
  weightUnit: row.weight_unit === 'LB' ? 'LB' : 'KG',
  taxIncludedInPrice: row.tax_included === 1,
  address: row.address ? (JSON.parse(row.address) as StoreAddress) : null,
});

/** The store's currency (default USD); `db` may be a transaction. */
export const storeCurrencyOf = async (db: Executor, siteId: string): Promise<string> =>
  (await readSettingsRow(siteScope(db, siteId))).currency;

export const pricingSettingsFor = async (db: Executor, siteId: string): Promise<PricingSettings> =>
  pricingSettingsOf(await readSettingsRow(siteScope(db, siteId)));
