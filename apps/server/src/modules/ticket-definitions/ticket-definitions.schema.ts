/**
 * The ticket definition tables (migration 0018), added to `Database` by declaration merging so
 * the module keeps its tables with its code.
 */
export interface TicketDefinitionsTable {
  id: string;
  site_id: string;
  event_id: string;
  name: string;
  sort_index: number;
  hidden: number;
  capacity: number | null;
  limit_per_checkout: number;
  pricing_type: string;
  fee_type: string;
  currency: string;
  // bigint: PostgreSQL's driver answers it as a string, SQLite as a number.
  price_minor: number | string;
  sale_start: string | null;
  sale_end: string | null;
  display_not_on_sale: number;
  announced_sale_status: string | null;
  description: string | null;
  policy_text: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

/** Sold and held tickets of a definition: the row every hold and sale updates conditionally. */
export interface TicketCountersTable {
  definition_id: string;
  site_id: string;
  capacity: number | null;
  sold: number;
  held: number;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    ticket_definitions: TicketDefinitionsTable;
    ticket_counters: TicketCountersTable;
  }
}
