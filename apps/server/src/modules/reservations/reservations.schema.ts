/** The reservation tables (migration 0022), added to `Database` by declaration merging. */
export interface ReservationsTable {
  id: string;
  site_id: string;
  event_id: string;
  status: string;
  expires_date: string;
  subject_role: string;
  subject_id: string | null;
  created_date: string;
  updated_date: string;
}

export interface ReservationLinesTable {
  reservation_id: string;
  definition_id: string;
  site_id: string;
  quantity: number;
  price_minor: number | string;
  currency: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    reservations: ReservationsTable;
    reservation_lines: ReservationLinesTable;
  }
}
