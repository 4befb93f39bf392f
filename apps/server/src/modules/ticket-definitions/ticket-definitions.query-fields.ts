import { sql } from 'kysely';
import { FeeTypes, PricingTypes, SaleStatuses } from '@tessera/contracts/ticket-definitions';
import type { QueryFields } from '../../platform/query/filter.ts';
import { saleStatusSql } from './sale-status.ts';

/** Fields of a definition that filters, sorts and facets name, and the column behind each. */
export function definitionQueryFields(now: string): QueryFields {
  const column = (name: string) => sql.ref(`ticket_definitions.${name}`);
  return {
    id: { kind: 'string', sql: column('id'), nullable: false },
    eventId: { kind: 'string', sql: column('event_id'), nullable: false },
    name: { kind: 'string', sql: column('name'), nullable: false },
    hidden: { kind: 'boolean', sql: column('hidden'), nullable: false },
    sortIndex: { kind: 'number', sql: column('sort_index'), nullable: false },
    'pricingMethod.pricingType': {
      kind: 'enum',
      values: PricingTypes,
      sql: column('pricing_type'),
      nullable: false,
    },
    feeType: { kind: 'enum', values: FeeTypes, sql: column('fee_type'), nullable: false },
    saleStatus: { kind: 'enum', values: SaleStatuses, sql: saleStatusSql(now), nullable: false },
    'salePeriod.startDate': { kind: 'date', sql: column('sale_start') },
    'salePeriod.endDate': { kind: 'date', sql: column('sale_end') },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  };
}

/** Facets a count may group by: a subset of the fields, by the same names. */
export const FACETS = ['eventId', 'hidden', 'pricingMethod.pricingType', 'feeType', 'saleStatus'] as const;
