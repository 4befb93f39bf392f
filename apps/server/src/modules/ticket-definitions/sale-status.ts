import { sql, type RawBuilder } from 'kysely';
import type { SaleStatus } from '@tessera/contracts/ticket-definitions';

/**
 * A definition's sale status follows from its sale period and the clock; it is never stored
 * (no write happens when the clock passes the start). Written once for rows (the wire, jobs)
 * and once as SQL (filters, facets), both over ISO instants compared as text.
 */
export function saleStatusAt(now: string, start: string | null, end: string | null): SaleStatus {
  if (start !== null && start > now) return 'SALE_SCHEDULED';
  if (end !== null && end <= now) return 'SALE_ENDED';
  return 'SALE_STARTED';
}

export const saleStatusSql = (now: string): RawBuilder<string> =>
  sql<string>`(CASE WHEN ticket_definitions.sale_start IS NOT NULL AND ticket_definitions.sale_start > ${now}
    THEN 'SALE_SCHEDULED'
    WHEN ticket_definitions.sale_end IS NOT NULL AND ticket_definitions.sale_end <= ${now} THEN 'SALE_ENDED'
    ELSE 'SALE_STARTED' END)`;
