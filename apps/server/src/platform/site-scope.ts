import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Database } from './database-schema.ts';
import type { Executor } from './db.ts';

/** Tables whose rows belong to one site (all of them carry `site_id`). */
export type SiteTable = {
  [T in keyof Database]: Database[T] extends { site_id: string } ? T : never;
}[keyof Database];

/** A database handle bound to one site: stores get this, never a bare executor and an id. */
export interface SiteScope {
  readonly db: Executor;
  readonly siteId: string;
}

export const siteScope = (db: Executor, siteId: string): SiteScope => ({ db, siteId });

/** `table.site_id`; typed loosely because Kysely cannot check a column of a generic table. */
const siteColumn = (table: SiteTable) => `${table}.site_id`;
// Kysely's builders over a generic table name are too deep for the compiler; the helpers below
// build on an untyped executor and give the caller the precise builder type back.
const untyped = (scope: SiteScope) => scope.db as any;

// Every statement a store writes starts from one of these, so `site_id` cannot be forgotten.

export const selectFromSite = <T extends SiteTable>(
  scope: SiteScope,
  table: T,
): SelectQueryBuilder<Database, T, object> =>
  untyped(scope).selectFrom(table).where(siteColumn(table), '=', scope.siteId);

export const updateSiteTable = <T extends SiteTable>(
  scope: SiteScope,
  table: T,
): UpdateQueryBuilder<Database, T, T, UpdateResult> =>
  untyped(scope).updateTable(table).where(siteColumn(table), '=', scope.siteId);

export const deleteFromSite = <T extends SiteTable>(
  scope: SiteScope,
  table: T,
): DeleteQueryBuilder<Database, T, DeleteResult> =>
  untyped(scope).deleteFrom(table).where(siteColumn(table), '=', scope.siteId);

/** Inserts rows of the scope's site (the scope supplies `site_id`). */
export const insertIntoSite = <T extends SiteTable>(
  scope: SiteScope,
  table: T,
  rows: Omit<Insertable<Database[T]>, 'site_id'>[],
) => scope.db.insertInto(table).values(rows.map((row) => ({ ...row, site_id: scope.siteId })) as never);
