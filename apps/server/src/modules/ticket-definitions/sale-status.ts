import type { RawBuilder } from 'kysely';
import type { SaleStatus } from '@tessera/contracts/ticket-definitions';
import { ahead, defineClockField, reached } from '../../platform/query/clock-field.ts';

/**
 * A definition's sale status follows from its sale period and the clock; it is never stored
 * (no write happens when the clock passes the start). The rule is written once here and
 * compiled (platform/query/clock-field.ts) to SQL for filters and facets and to `at` for the
 * wire, reservations and jobs.
 */
export const saleStatus = defineClockField({
  name: 'saleStatus',
  table: 'ticket_definitions',
  columns: {
    sale_start: { nullable: true },
    sale_end: { nullable: true },
  },
  cases: [
    { when: ahead('sale_start'), then: 'SALE_SCHEDULED' },
    { when: reached('sale_end'), then: 'SALE_ENDED' },
  ],
  otherwise: 'SALE_STARTED',
});

export function saleStatusAt(now: string, start: string | null, end: string | null): SaleStatus {
  return saleStatus.at({ sale_start: start, sale_end: end }, now) as SaleStatus;
}

export const saleStatusSql = (now: string): RawBuilder<string> => saleStatus.sql(now);
