/** Tags of reservations (migration 0033), added to `Database` by declaration merging. */
export interface ReservationTagsTable {
  site_id: string;
  reservation_id: string;
  /** JSON arrays of tag ids. */
  public_tags: string;
  private_tags: string;
  revision: number;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    reservation_tags: ReservationTagsTable;
  }
}
