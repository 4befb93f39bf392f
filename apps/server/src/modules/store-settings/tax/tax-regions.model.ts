import type { TaxRegion } from '@tessera/contracts/store-tax';
import type { StoreTaxRegionsTable } from '../store-settings.schema.ts';

export type TaxRegionRow = Omit<StoreTaxRegionsTable, 'site_id'>;

/** A region as the calculator reads it. */
export interface TaxRegionModel {
  readonly id: string;
  readonly country: string;
  readonly subdivision: string | null;
  readonly name: string;
  readonly rateType: 'MANUAL_RATE' | 'NO_TAX_COLLECTED';
  readonly rate: string;
}

export const taxModelOf = (row: TaxRegionRow): TaxRegionModel => ({
  id: row.id,
  country: row.country,
  subdivision: row.subdivision || null,
  name: row.name,
  rateType: row.rate_type === 'NO_TAX_COLLECTED' ? 'NO_TAX_COLLECTED' : 'MANUAL_RATE',
  rate: row.rate,
});

export const toWireTaxRegion = (row: TaxRegionRow): TaxRegion => ({
  ...taxModelOf(row),
  revision: String(row.revision),
  createdDate: row.created_date,
  updatedDate: row.updated_date,
});

export const TAX_COLUMNS = [
  'id',
  'country',
  'subdivision',
  'name',
  'rate_type',
  'rate',
  'revision',
  'created_date',
  'updated_date',
] as const;
