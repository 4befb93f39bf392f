import { sql } from 'kysely';
import { FeeTypes, PricingTypes, SaleStatuses } from '@tessera/contracts/ticket-definitions';
import type { QueryFields } from '../../platform/query/filter.ts';
import { clockQueryField } from '../../platform/query/clock-field.ts';
import { saleStatus } from './sale-status.ts';

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
    saleStatus: clockQueryField(saleStatus, now, { values: SaleStatuses, equalsByColumns: true }),
    'salePeriod.startDate': { kind: 'date', sql: column('sale_start') },
    'salePeriod.endDate': { kind: 'date', sql: column('sale_end') },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    // v1 names (QueryTicketDefinitions v1, ListTicketDefinitions): the same columns.
    orderIndex: { kind: 'number', sql: column('sort_index'), nullable: false },
    // 1/0 like the stored flags: a boolean filter compares with 1 or 0 on both databases.
    free: {
      kind: 'boolean',
      sql: sql`(CASE WHEN ticket_definitions.pricing_type = 'STANDARD' AND ticket_definitions.price_minor = 0 THEN 1 ELSE 0 END)`,
      nullable: false,
    },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  };
}

/** Facets a count may group by: a subset of the fields, by the same names. */
export const FACETS = ['eventId', 'hidden', 'pricingMethod.pricingType', 'feeType', 'saleStatus'] as const;
