import { sql } from 'kysely';
import type { QueryV2 } from '@tessera/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import { bulkResults } from '../../platform/bulk-results.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation, type Db, type Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { cursorPagingMetadata, openListing, type Listing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
} from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { brandsListing, LABEL_COLUMNS, ribbonsListing } from './brands-ribbons.listing.ts';
import type { LabelRow } from './brands-ribbons.schema.ts';

// Catalog v3 brands and ribbons: named labels of a site's products. A product carries one of each
// by name (its v1 `brand` / `ribbon` string), so the mapping is by name, case aside: the count of
// an entity is the site's products whose string equals its name; renaming an entity renames it on
// those products and deleting one clears it from them, in the same unit of work. Writes name
// `products` (cached catalog reads drop, and product answers change with a rename).

/** What differs between the two families. */
export interface LabelKind {
  table: 'store_brands' | 'store_ribbons';
  /** The product column carrying it. */
  column: 'brand' | 'ribbon';
  /** The entity's key on the wire (`brand.name`, …). */
  one: 'brand' | 'ribbon';
  countField: 'assignedProductsCount' | 'assignedProductCount';
  requestedField: 'ASSIGNED_PRODUCTS_COUNT' | 'ASSIGNED_PRODUCT_COUNT';
  /** `BRAND` / `RIBBON`: prefix of error codes. */
  code: string;
  label: string;
}

export const BRAND: LabelKind = {
  table: 'store_brands',
  column: 'brand',
  one: 'brand',
  countField: 'assignedProductsCount',
  requestedField: 'ASSIGNED_PRODUCTS_COUNT',
  code: 'BRAND',
  label: 'Brand',
};
export const RIBBON: LabelKind = {
  table: 'store_ribbons',
  column: 'ribbon',
  one: 'ribbon',
  countField: 'assignedProductCount',
  requestedField: 'ASSIGNED_PRODUCT_COUNT',
  code: 'RIBBON',
  label: 'Ribbon',
};

/** A brand or ribbon on the wire (the count only when asked for). */
export interface WireLabel {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  name: string;
  assignedProductCount?: number;
  assignedProductsCount?: number;
}

export interface LabelDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  cursorSecret: (siteId: string) => Promise<string>;
}

/** The one spelling names are compared in (the unique index's `name_key`). */
export const nameKeyOf = (name: string) => name.trim().toLowerCase();

type LabelPage = QueryPage<LabelRow>;

export class LabelsService {
  private readonly listing: Listing<unknown, LabelRow, LabelPage>;
  /** Typed as one of the two (same columns): Kysely cannot follow a union of table names. */
  private readonly table: 'store_ribbons';

  constructor(
    private readonly deps: LabelDeps,
    private readonly kind: LabelKind,
  ) {
    const declaration = kind.table === 'store_brands' ? brandsListing : ribbonsListing;
    this.listing = openListing(declaration, { db: deps.db, cursorSecret: deps.cursorSecret }) as Listing<
      unknown,
      LabelRow,
      LabelPage
    >;
    this.table = kind.table as 'store_ribbons';
  }

  private notFound(id: string) {
    return notFound(`${this.kind.code}_NOT_FOUND`, `${this.kind.label} not found`, { id });
  }

  private taken(name: string) {
    return new AppError(
      'CONFLICT',
      `${this.kind.code}_ALREADY_EXISTS`,
      `A ${this.kind.one} named "${name}" already exists`,
      { name },
    );
  }

  /** The name as kept: trimmed, never blank (a field violation at `path` otherwise). */
  private cleanName(name: string, path: string): string {
    const trimmed = name.trim();
    if (!trimmed) {
      throw validationError([
        violation(path, 'must not be blank', 'VALIDATION', undefined, 'ONLY_SPACES_STRING_ERROR'),
      ]);
    }
    return trimmed;
  }

  /** One write: a unit naming `products`; a unique index refusing a racing name is `taken`. */
  private async unit<T>(
    caller: Caller,
    name: string | undefined,
    work: (unit: SiteTx, now: string) => Promise<T>,
  ) {
    try {
      return await this.deps.uow.run(caller.siteId, (unit) => work(unit, isoAt(this.deps.clock.now())), {
        changes: ['products'],
      });
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw this.taken(name);
      throw error;
    }
  }

  private byKey(db: SiteTx | ReturnType<typeof siteScope>, name: string) {
    return selectFromSite(db, this.table)
      .select(LABEL_COLUMNS)
      .where('name_key', '=', nameKeyOf(name))
      .executeTakeFirst() as Promise<LabelRow | undefined>;
  }

  private async insert(unit: SiteTx, name: string, now: string): Promise<LabelRow> {
    if (await this.byKey(unit, name)) throw this.taken(name);
    const row: LabelRow = {
      id: newId(),
      name,
      name_key: nameKeyOf(name),
      revision: 1,
      created_date: now,
      updated_date: now,
    };
    await insertIntoSite(unit, this.table, [row]).execute();
    return row;
  }

  /** Rows on the wire, with their product counts when `fields` asks for them. */
  async wire(
    db: Executor,
    siteId: string,
    rows: LabelRow[],
    fields?: readonly string[],
  ): Promise<WireLabel[]> {
    const counts = fields?.includes(this.kind.requestedField)
      ? await this.productCounts(
          db,
          siteId,
          rows.map((r) => r.id),
        )
      : undefined;
    return rows.map((row) => ({
      id: row.id,
      revision: String(row.revision),
      createdDate: row.created_date,
      updatedDate: row.updated_date,
      name: row.name,
      ...(counts ? { [this.kind.countField]: counts.get(row.id) ?? 0 } : {}),
    }));
  }

  private async wireOne(db: Executor, siteId: string, row: LabelRow, fields?: readonly string[]) {
    return (await this.wire(db, siteId, [row], fields))[0]!;
  }

  /** Per entity id: the site's products whose brand (ribbon) is its name, case aside. */
  async productCounts(db: Executor, siteId: string, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{ id: string; n: number | string }>`
      SELECT e.id AS id, COUNT(p.id) AS n
      FROM ${sql.table(this.kind.table)} e
      LEFT JOIN store_products p
        ON p.site_id = e.site_id AND lower(p.${sql.raw(this.kind.column)}) = lower(e.name)
      WHERE e.site_id = ${siteId} AND e.id IN (${sql.join([...ids])})
      GROUP BY e.id`.execute(db);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /** Products carrying `from` (case aside) carry `to` instead (null: nothing). */
  private async relabelProducts(unit: SiteTx, from: string, to: string | null, now: string) {
    const column = this.kind.column;
    await updateSiteTable(unit, 'store_products')
      .set((eb) => ({ [column]: to, revision: eb('revision', '+', 1), updated_date: now }))
      .where(sql<boolean>`lower(${sql.ref(`store_products.${column}`)}) = lower(${from})`)
      .execute();
  }

  async create(caller: Caller, name: string, path = `${this.kind.one}.name`): Promise<WireLabel> {
    const clean = this.cleanName(name, path);
    const row = await this.unit(caller, clean, (unit, now) => this.insert(unit, clean, now));
    return this.wireOne(this.deps.db, caller.siteId, row);
  }

  async get(caller: Caller, id: string, fields?: readonly string[]): Promise<WireLabel> {
    const row = (await selectFromSite(siteScope(this.deps.db, caller.siteId), this.table)
      .select(LABEL_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()) as LabelRow | undefined;
    if (!row) throw this.notFound(id);
    return this.wireOne(this.deps.db, caller.siteId, row, fields);
  }

  /** Renames (the products carrying it too); `revision` must be the current one. */
  async update(
    caller: Caller,
    id: string,
    patch: { revision: string; name?: string },
    fields?: readonly string[],
    path: string = this.kind.one,
  ): Promise<WireLabel> {
    const name = patch.name === undefined ? undefined : this.cleanName(patch.name, `${path}.name`);
    const row = await this.unit(caller, name, async (unit, now) => {
      const current = (await unit
        .forUpdate(selectFromSite(unit, this.table).select(LABEL_COLUMNS).where('id', '=', id))
        .executeTakeFirst()) as LabelRow | undefined;
      if (!current) throw this.notFound(id);
      if (patch.revision !== String(current.revision)) {
        throw new AppError(
          'CONFLICT',
          'REVISION_MISMATCH',
          `The ${this.kind.one} changed since it was read`,
          { currentRevision: String(current.revision) },
        );
      }
      if (name === undefined || name === current.name) return current;
      const other = await this.byKey(unit, name);
      if (other && other.id !== current.id) throw this.taken(name);
      const next: LabelRow = {
        ...current,
        name,
        name_key: nameKeyOf(name),
        revision: current.revision + 1,
        updated_date: now,
      };
      await updateSiteTable(unit, this.table)
        .set({ name, name_key: next.name_key, revision: next.revision, updated_date: now })
        .where('id', '=', id)
        .execute();
      await this.relabelProducts(unit, current.name, name, now);
      return next;
    });
    return this.wireOne(this.deps.db, caller.siteId, row, fields);
  }

  /** Deletes it and clears it from the products that carry it. */
  async delete(caller: Caller, id: string): Promise<Record<string, never>> {
    await this.unit(caller, undefined, async (unit, now) => {
      const current = (await unit
        .forUpdate(selectFromSite(unit, this.table).select(LABEL_COLUMNS).where('id', '=', id))
        .executeTakeFirst()) as LabelRow | undefined;
      if (!current) throw this.notFound(id);
      await deleteFromSite(unit, this.table).where('id', '=', id).execute();
      await this.relabelProducts(unit, current.name, null, now);
    });
    return {};
  }

  /** The entity of that name (case aside), created when the site has none. */
  async getOrCreate(caller: Caller, name: string, fields?: readonly string[], path?: string) {
    const clean = this.cleanName(name, path ?? `${this.kind.one}Name`);
    const scope = siteScope(this.deps.db, caller.siteId);
    const found = async () => {
      const row = await this.byKey(scope, clean);
      return row ? this.wireOne(this.deps.db, caller.siteId, row, fields) : undefined;
    };
    const existing = await found();
    if (existing) return existing;
    try {
      const row = await this.unit(caller, clean, async (unit, now) => {
        return (await this.byKey(unit, clean)) ?? (await this.insert(unit, clean, now));
      });
      return this.wireOne(this.deps.db, caller.siteId, row, fields);
    } catch (error) {
      // Another caller created it meanwhile: theirs is the answer.
      if (error instanceof AppError && error.code === `${this.kind.code}_ALREADY_EXISTS`) {
        const raced = await found();
        if (raced) return raced;
      }
      throw error;
    }
  }

  async query(caller: Caller, query: QueryV2 | undefined, fields?: readonly string[]) {
    const page = await this.listing.query(caller.siteId, undefined, {
      ...(query ?? {}),
      cursorPaging: query?.cursorPaging ?? {},
    });
    const items = await this.wire(this.deps.db, caller.siteId, page.rows, fields);
    const meta = page.pagingMetadata;
    return { items, pagingMetadata: cursorPagingMetadata(meta, meta.count ?? items.length) };
  }

  /** The entities a filter selects (the filter sits at the request's top level: violations name `filter`). */
  async count(caller: Caller, filter: unknown): Promise<{ count: number }> {
    return { count: await this.listing.count(caller.siteId, undefined, filter, 'filter') };
  }

  async bulkCreate(caller: Caller, names: readonly string[], returnEntity: boolean) {
    return bulkResults(
      names.map((name, index) => ({ name, index })),
      () => undefined,
      ({ name, index }) => this.create(caller, name, `${this.kind.one}s[${index}].name`),
    ).then((answer) => withIds(answer, returnEntity));
  }

  async bulkUpdate(
    caller: Caller,
    items: readonly { id: string; revision: string; name?: string }[],
    returnEntity: boolean,
    fields?: readonly string[],
  ) {
    return bulkResults(
      items.map((item, index) => ({ item, index })),
      ({ item }) => item.id,
      async ({ item, index }) => {
        const done = await this.update(
          caller,
          item.id,
          item,
          fields,
          `${this.kind.one}s[${index}].${this.kind.one}`,
        );
        return returnEntity ? done : undefined;
      },
    );
  }

  async bulkGetOrCreate(caller: Caller, names: readonly string[], fields?: readonly string[]) {
    return bulkResults(
      names.map((name, index) => ({ name, index })),
      () => undefined,
      ({ name, index }) => this.getOrCreate(caller, name, fields, `${this.kind.one}Names[${index}]`),
    ).then((answer) => withIds(answer));
  }

  async bulkDelete(caller: Caller, ids: readonly string[]) {
    const answer = await bulkResults(
      ids,
      (id) => id,
      async (id) => {
        await this.delete(caller, id);
        return undefined;
      },
    );
    return {
      results: answer.results.map((r) => ({ itemMetadata: r.itemMetadata })),
      bulkActionMetadata: answer.bulkActionMetadata,
    };
  }
}

/** Bulk answers of created (or found) items: each success names its id; `keepItems` false drops the items. */
function withIds<A extends { results: { itemMetadata: { id?: string }; item?: WireLabel }[] }>(
  answer: A,
  keepItems = true,
): A {
  for (const result of answer.results) {
    if (!result.item) continue;
    result.itemMetadata.id = result.item.id;
    if (!keepItems) delete result.item;
  }
  return answer;
}

/** By name key: the id of each brand and ribbon the products name (Catalog v3 product reads). */
export interface LabelIds {
  brand: ReadonlyMap<string, string>;
  ribbon: ReadonlyMap<string, string>;
}

/** The ids of the brands and ribbons of these products' names, one statement per family. */
export async function labelIdsOf(
  db: Executor,
  siteId: string,
  rows: readonly { brand: string | null; ribbon: string | null }[],
): Promise<LabelIds> {
  const idsOf = async (table: 'store_ribbons', names: (string | null)[]) => {
    const keys = [...new Set(names.filter((n): n is string => !!n).map(nameKeyOf))];
    if (keys.length === 0) return new Map<string, string>();
    const found = await selectFromSite(siteScope(db, siteId), table)
      .select(['id', 'name_key'])
      .where('name_key', 'in', keys)
      .execute();
    return new Map(found.map((r) => [r.name_key, r.id]));
  };
  const [brand, ribbon] = await Promise.all([
    idsOf(
      'store_brands' as 'store_ribbons',
      rows.map((r) => r.brand),
    ),
    idsOf(
      'store_ribbons',
      rows.map((r) => r.ribbon),
    ),
  ]);
  return { brand, ribbon };
}
