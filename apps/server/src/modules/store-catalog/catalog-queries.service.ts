import type { QueryV2, Sorting } from '@tessera/contracts';
import { ALL_PRODUCTS_COLLECTION_ID, ALL_PRODUCTS_COLLECTION_SLUG } from '@tessera/contracts/catalog';
import type {
  PlatformPagingMetadata,
  PlatformQuery,
  QueryProductsPlatformizedRequest,
  QueryProductsPlatformizedResponse,
  QueryProductVariantsRequest,
} from '@tessera/contracts/catalog-queries';
import type {
  V3CountProductsRequest,
  V3GetProductRequest,
  V3AggregationResult,
  V3QueryProductsRequest,
  V3SearchProductsResponse,
  V3RequestedField,
  V3SearchProductsRequest,
} from '@tessera/contracts/catalog-v3';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { nowIso } from '../../platform/clock.ts';
import type { DataVersionOf } from '../../platform/data-versions.ts';
import type { Dialect, Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { currencyExponent } from '../../platform/money/index.ts';
import { decodeCursor } from '../../platform/query/cursor.ts';
import { cursorPagingMetadata, openListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { jsonWithArrays } from '../../platform/serialized-json.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { ProductStock } from '../store-inventory/index.ts';
import { storeCurrencyOf } from '../store-settings/index.ts';
import { labelIdsOf } from './brands-ribbons.service.ts';
import { toV3Product } from './catalog-v3.wire.ts';
import { variantsListing, type VariantsCtx } from './catalog-queries.variants-listing.ts';
import { findCollection, findCollectionBySlug, productCounts, type ProductRecord } from './catalog.store.ts';
import { PRODUCTS_KIND, ProductRecords, platformCatalogVersion } from './catalog-queries.records.ts';
import { toStoreVariant, toWireCollection, toWireProduct, toWireVariant } from './catalog.wire.ts';
import { planAggregations, runAggregations } from './product-aggregations.ts';
import { productJson } from './product-json.ts';
import { KeptStock, turnStockReads } from './kept-stock.ts';
import { collectionsListing } from './collections-query.listing.ts';
import { ownEntries } from './own-record.ts';
import {
  productListing,
  searchWords,
  type ProductListingCtx,
  type ProductSearchText,
} from './product-listing.ts';
import {
  V1_MONEY_FIELDS,
  V3_MONEY_FIELDS,
  namesAnyField,
  normaliseFilter,
  v1ProductFields,
  v3ProductFields,
} from './product-listing.fields.ts';

/** Who manages the catalog: the owner, or staff holding it. */
export const MANAGE_CATALOG = 'stores.manage';

export interface CatalogQueriesDeps {
  db: Executor;
  dialect: Dialect;
  /** The sites' data versions: with them (and `products` versioned), totals and records are kept. */
  dataVersion?: DataVersionOf;
  cursorSecret: (siteId: string) => Promise<string>;
  publicUrl: string;
  /** The database's "anything written?" token (db.ts `dataVersion`): listed stock is kept under it. */
  writeToken?: () => string;
}

const productNotFound = (id: string) => notFound('PRODUCT_NOT_FOUND', `Product ${id} not found`, { id });
const collectionNotFound = (data: Record<string, string>) =>
  notFound('COLLECTION_NOT_FOUND', 'Collection not found', data);

/**
 * The catalog's reads that list or search: every query runs through a listing declaration
 * (product-listing.ts, collections-query.listing.ts, catalog-queries.variants-listing.ts) and every
 * answer is shaped by the catalog's one shaping (catalog.wire.ts for v1, catalog-v3.wire.ts over it).
 */
export class CatalogQueries {
  private readonly products;
  private readonly collections;
  private readonly variants;
  private readonly records: ProductRecords;
  private readonly stock: KeptStock;

  constructor(private readonly deps: CatalogQueriesDeps) {
    const listingDeps = { db: deps.db, cursorSecret: deps.cursorSecret };
    const versioned = PRODUCTS_KIND && deps.dataVersion ? { dataVersion: deps.dataVersion } : {};
    this.products = openListing(productListing, { ...listingDeps, ...versioned });
    this.records = new ProductRecords(platformCatalogVersion(deps.dataVersion));
    this.stock = new KeptStock(
      deps.writeToken,
      deps.dialect === 'postgres' ? turnStockReads(deps.db) : undefined,
    );
    this.collections = openListing(collectionsListing, listingDeps);
    this.variants = openListing(variantsListing, listingDeps);
  }

  // Products v1.

  async queryProductsV1(caller: Caller, input: QueryProductsPlatformizedRequest) {
    const owner = manages(caller);
    if (input.includeMerchantSpecificData && !owner) throw merchantDenied();
    const ctx: ProductListingCtx = { dialect: 'v1', database: this.deps.dialect, hidden: owner };
    // Steps answered at once (kept records and stock, no currency read) are not awaited.
    const asked = this.platformRequest(
      caller,
      input.query,
      v1ProductFields(this.deps.dialect),
      V1_MONEY_FIELDS,
    );
    const request = asked instanceof Promise ? await asked : asked;
    const page = (await this.products.query(caller.siteId, ctx, request)) as QueryPage<{ id: string }>;
    const ids: string[] = [];
    for (const row of page.rows) ids.push(row.id);
    const loading = this.loadWithStock(caller, ids);
    const { records, stock } = loading instanceof Promise ? await loading : loading;
    const options = {
      merchant: input.includeMerchantSpecificData === true,
      includeVariants: input.includeVariants === true,
      publicUrl: this.deps.publicUrl,
    };
    const view = `v1:${options.merchant ? 1 : 0}:${options.includeVariants ? 1 : 0}`;
    const products: Buffer[] = [];
    for (const r of records) {
      const productStock = stock.get(r.row.id);
      products.push(productJson(view, r, productStock, () => toWireProduct(r, productStock, options)));
    }
    return jsonWithArrays<QueryProductsPlatformizedResponse>(
      { products },
      { metadata: platformMetadata(page) },
    );
  }

  async queryProductVariants(caller: Caller, productId: string, input: QueryProductVariantsRequest) {
    const owner = manages(caller);
    if (input.includeMerchantSpecificData && !owner) throw merchantDenied();
    const { records, stock } = await this.loadWithStock(caller, [productId]);
    const record = records[0];
    if (!record || (!owner && record.row.visible !== 1)) throw productNotFound(productId);
    const ctx: VariantsCtx = {
      hidden: owner,
      productId,
      ...(input.variantIds ? { variantIds: input.variantIds } : {}),
      ...(input.choices ? { choices: ownEntries(input.choices) } : {}),
    };
    const paging = { limit: input.paging?.limit ?? 100, offset: input.paging?.offset ?? 0 };
    const page = (await this.variants.query(caller.siteId, ctx, { paging })) as QueryPage<{ id: string }>;
    const byId = new Map(record.variants.map((v) => [v.id, v]));
    const merchant = input.includeMerchantSpecificData === true;
    // Plain loops, not flatMap: V8's generic flatMap path costs ~0.4 µs per element.
    const variants: ReturnType<typeof toWireVariant>[] = [];
    for (const row of page.rows) {
      const variant = byId.get(row.id);
      if (variant) variants.push(toWireVariant(record, variant, stock.get(productId), merchant));
    }
    return {
      variants,
      metadata: { items: variants.length, offset: page.pagingMetadata.offset ?? paging.offset },
      totalResults: page.pagingMetadata.total ?? variants.length,
    };
  }

  async queryStoreVariants(caller: Caller, query: PlatformQuery | undefined) {
    const ctx: VariantsCtx = { hidden: manages(caller) };
    const request = await this.platformRequest(caller, query, undefined, []);
    const page = (await this.variants.query(caller.siteId, ctx, request)) as QueryPage<{
      product_id: string;
      id: string;
    }>;
    const { records, stock } = await this.loadWithStock(
      caller,
      page.rows.map((r) => r.product_id),
    );
    const byId = new Map(records.map((r) => [r.row.id, r]));
    const variants: ReturnType<typeof toStoreVariant>[] = [];
    for (const row of page.rows) {
      const record = byId.get(row.product_id);
      const variant = record?.variants.find((v) => v.id === row.id);
      if (record && variant) variants.push(toStoreVariant(record, variant, stock.get(record.row.id)));
    }
    return { variants, metadata: platformMetadata(page) };
  }

  // Collections v2.

  async queryCollections(caller: Caller, query: PlatformQuery | undefined) {
    const ctx = { hidden: manages(caller) };
    const request = await this.platformRequest(caller, query, undefined, []);
    const page = (await this.collections.query(caller.siteId, ctx, request)) as QueryPage<
      Parameters<typeof toWireCollection>[0]
    >;
    const counts = await productCounts(
      this.scopeOf(caller),
      page.rows.map((r) => r.id).filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID),
    );
    if (page.rows.some((r) => r.id === ALL_PRODUCTS_COLLECTION_ID)) {
      counts.set(ALL_PRODUCTS_COLLECTION_ID, (await this.allProducts(caller)).numberOfProducts);
    }
    return {
      collections: page.rows.map((row) => toWireCollection(row, counts.get(row.id) ?? 0)),
      metadata: platformMetadata(page),
    };
  }

  async getCollection(caller: Caller, id: string) {
    if (id === ALL_PRODUCTS_COLLECTION_ID) return { collection: await this.allProducts(caller) };
    const row = await findCollection(this.scopeOf(caller), id);
    return this.visibleCollection(caller, row, { id });
  }

  async getCollectionBySlug(caller: Caller, slug: string) {
    if (slug === ALL_PRODUCTS_COLLECTION_SLUG) return { collection: await this.allProducts(caller) };
    const row = await findCollectionBySlug(this.scopeOf(caller), slug);
    return this.visibleCollection(caller, row, { slug });
  }

  // Catalog v3.

  async getProductV3(caller: Caller, productId: string, input: V3GetProductRequest) {
    return { product: await this.oneV3(caller, { id: productId }, input.fields) };
  }

  async getProductBySlugV3(caller: Caller, slug: string, input: V3GetProductRequest) {
    return { product: await this.oneV3(caller, { slug }, input.fields) };
  }

  async searchProductsV3(caller: Caller, input: V3SearchProductsRequest) {
    const search = input.search ?? {};
    const words = searchWords(search.search?.expression);
    const cursor = search.cursorPaging?.cursor;
    // A next page's request may carry only the cursor: the search goes on from what it signed.
    const searched =
      words.length > 0
        ? { words, mode: search.search?.mode === 'OR' ? ('OR' as const) : ('AND' as const) }
        : cursor
          ? searchOfCursor(await this.deps.cursorSecret(caller.siteId), cursor)
          : undefined;
    const ctx: ProductListingCtx = {
      dialect: 'v3',
      database: this.deps.dialect,
      hidden: manages(caller),
      ...(searched ? { search: searched } : {}),
    };
    // Checked before anything is read: a bad aggregation is a 400 naming it.
    const planned = search.aggregations?.length ? planAggregations(search.aggregations) : [];
    const aggregationData = planned.length
      ? { results: await this.aggregate(caller, ctx, search.filter, planned) }
      : undefined;
    return this.v3Page(
      caller,
      ctx,
      { filter: search.filter, sort: search.sort, cursorPaging: search.cursorPaging },
      input.fields,
      aggregationData ? { aggregationData } : {},
    );
  }

  /** A search's aggregations over every product it matches (product-aggregations.ts). */
  private async aggregate(
    caller: Caller,
    ctx: ProductListingCtx,
    filter: unknown,
    planned: ReturnType<typeof planAggregations>,
  ) {
    const currency = await storeCurrencyOf(this.deps.db, caller.siteId);
    const fields = v3ProductFields(this.deps.dialect);
    const normalised = normaliseFilter(filter, fields, V3_MONEY_FIELDS, currencyExponent(currency));
    const spec = await this.products.spec(caller.siteId, ctx, nowIso());
    return runAggregations(spec, normalised, planned, currency);
  }

  async queryProductsV3(caller: Caller, input: V3QueryProductsRequest) {
    const ctx: ProductListingCtx = { dialect: 'v3', database: this.deps.dialect, hidden: manages(caller) };
    const query = input.query ?? {};
    return this.v3Page(caller, ctx, query, input.fields);
  }

  async countProductsV3(caller: Caller, input: V3CountProductsRequest) {
    const words = searchWords(input.search?.expression);
    const ctx: ProductListingCtx = {
      dialect: 'v3',
      database: this.deps.dialect,
      hidden: manages(caller),
      ...(words.length ? { search: { words, mode: input.search?.mode === 'OR' ? 'OR' : 'AND' } } : {}),
    };
    const filter = await this.normalised(
      caller,
      input.filter,
      v3ProductFields(this.deps.dialect),
      V3_MONEY_FIELDS,
    );
    return { count: await this.products.count(caller.siteId, ctx, filter) };
  }

  // Shared steps.

  /**
   * Products whole with their stock, in the order asked; hidden ones only for owners. Answered at
   * once (no promise) when records and stock are all kept.
   */
  loadWithStock(caller: Caller, ids: readonly string[]): Loaded | Promise<Loaded> {
    const records = this.records.load(this.deps.db, caller.siteId, ids);
    return Array.isArray(records)
      ? this.withStock(caller, records)
      : records.then((loaded) => this.withStock(caller, loaded));
  }

  private withStock(caller: Caller, records: ProductRecord[]): Loaded | Promise<Loaded> {
    const ids: string[] = [];
    for (const record of records) ids.push(record.row.id);
    const stock = this.stock.of(this.deps.db, caller.siteId, ids);
    return stock instanceof Map ? { records, stock } : stock.then((read) => ({ records, stock: read }));
  }

  private async oneV3(
    caller: Caller,
    by: { id: string } | { slug: string },
    fields: V3RequestedField[] = [],
  ) {
    const scope = this.scopeOf(caller);
    const id =
      'id' in by
        ? by.id
        : (
            await scope.db
              .selectFrom('store_products')
              .select('id')
              .where('site_id', '=', caller.siteId)
              .where('slug', '=', by.slug)
              .executeTakeFirst()
          )?.id;
    const { records, stock } = id
      ? await this.loadWithStock(caller, [id])
      : { records: [], stock: new Map() };
    const record = records[0] as ProductRecord | undefined;
    const owner = manages(caller);
    if (!record || (!owner && record.row.visible !== 1)) {
      throw notFound(
        'PRODUCT_NOT_FOUND',
        'Product not found',
        'id' in by ? { productId: by.id } : { slug: by.slug },
      );
    }
    return toV3Product(record, stock.get(record.row.id), {
      fields: new Set(fields),
      merchant: owner,
      includeVariants: true,
      publicUrl: this.deps.publicUrl,
      labelIds: await labelIdsOf(this.deps.db, caller.siteId, [record.row]),
    });
  }

  private async v3Page(
    caller: Caller,
    ctx: ProductListingCtx,
    query: {
      filter?: unknown;
      sort?: Sorting[];
      cursorPaging?: { limit?: number | null; cursor?: string | null };
    },
    fields: V3RequestedField[] = [],
    extra: { aggregationData?: { results: V3AggregationResult[] } } = {},
  ) {
    const filter = await this.normalised(
      caller,
      query.filter,
      v3ProductFields(this.deps.dialect),
      V3_MONEY_FIELDS,
    );
    const page = (await this.products.query(caller.siteId, ctx, {
      filter: filter as QueryV2['filter'],
      sort: query.sort,
      // Cursor paging always: the v3 answer has cursors, never offsets.
      cursorPaging: { limit: query.cursorPaging?.limit ?? 100, cursor: query.cursorPaging?.cursor ?? null },
    })) as QueryPage<{ id: string }>;
    const { records, stock } = await this.loadWithStock(
      caller,
      page.rows.map((r) => r.id),
    );
    const options = {
      fields: new Set(fields),
      merchant: manages(caller),
      includeVariants: false,
      publicUrl: this.deps.publicUrl,
      labelIds: await labelIdsOf(
        this.deps.db,
        caller.siteId,
        records.map((r) => r.row),
      ),
    };
    const view = `v3:${options.merchant ? 1 : 0}:${[...options.fields].sort().join(',')}`;
    const products = records.map((r) => {
      const productStock = stock.get(r.row.id);
      return productJson(view, r, productStock, () => toV3Product(r, productStock, options));
    });
    return jsonWithArrays<V3SearchProductsResponse>(
      { products },
      {
        pagingMetadata: cursorPagingMetadata(page.pagingMetadata, records.length),
        ...extra,
      },
    );
  }

  /**
   * A platform query as the listing takes it: filter and sort parsed when sent as JSON text, money
   * amounts in minor units, text numbers of a flattened query string as numbers.
   */
  private platformRequest(
    caller: Caller,
    query: PlatformQuery | undefined,
    fields: Parameters<typeof normaliseFilter>[1] | undefined,
    moneyFields: readonly string[],
  ): QueryV2 | Promise<QueryV2> {
    const q = query ?? {};
    const filter = parseJsonText(q.filter, 'query.filter', 'object');
    if (!fields) return platformQuery(q, filter);
    // Answered at once (no promise) unless the filter names money: the store currency is read then.
    const exponent = this.exponentFor(caller, filter, moneyFields);
    return typeof exponent === 'number'
      ? platformQuery(q, normaliseFilter(filter, fields, moneyFields, exponent))
      : exponent.then((digits) => platformQuery(q, normaliseFilter(filter, fields, moneyFields, digits)));
  }

  /** `normaliseFilter` with the store currency's digits, read only when the filter names money. */
  private async normalised(
    caller: Caller,
    filter: unknown,
    fields: Parameters<typeof normaliseFilter>[1],
    moneyFields: readonly string[],
  ): Promise<unknown> {
    return normaliseFilter(filter, fields, moneyFields, await this.exponentFor(caller, filter, moneyFields));
  }

  /** The store currency's digits when the filter names money (read then), else 0 at once. */
  private exponentFor(
    caller: Caller,
    filter: unknown,
    moneyFields: readonly string[],
  ): number | Promise<number> {
    return namesAnyField(filter, moneyFields)
      ? storeCurrencyOf(this.deps.db, caller.siteId).then(currencyExponent)
      : 0;
  }

  private async visibleCollection(
    caller: Caller,
    row: Parameters<typeof toWireCollection>[0] | undefined,
    data: Record<string, string>,
  ) {
    if (!row || (!manages(caller) && row.visible !== 1)) throw collectionNotFound(data);
    const counts = await productCounts(this.scopeOf(caller), [row.id]);
    return { collection: toWireCollection(row, counts.get(row.id) ?? 0) };
  }

  /** The "All Products" collection every store has: no row, every product. */
  private async allProducts(caller: Caller) {
    const scope = this.scopeOf(caller);
    let count = scope.db
      .selectFrom('store_products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', caller.siteId);
    if (!manages(caller)) count = count.where('visible', '=', 1);
    const n = Number((await count.executeTakeFirstOrThrow()).n);
    return {
      id: ALL_PRODUCTS_COLLECTION_ID,
      name: 'All Products',
      media: { items: [] },
      numberOfProducts: n,
      description: null,
      slug: ALL_PRODUCTS_COLLECTION_SLUG,
      visible: true,
    };
  }

  private scopeOf(caller: Caller): SiteScope {
    return siteScope(this.deps.db, caller.siteId);
  }
}

const manages = (caller: Caller) => can(caller, MANAGE_CATALOG);

/** Records with the stock of their products (those with stock rows). */
interface Loaded {
  records: ProductRecord[];
  stock: Map<string, ProductStock>;
}

const merchantDenied = () =>
  new AppError('PERMISSION_DENIED', 'PERMISSION_DENIED', 'Only the store owner may read merchant data');

/** The search a product cursor was signed for (its listing scope), if any; a bad cursor is the listing's to refuse. */
function searchOfCursor(secret: string, cursor: string): ProductSearchText | undefined {
  let scope: string | undefined;
  try {
    scope = decodeCursor(secret, cursor).scope;
  } catch {
    return undefined;
  }
  const search = scope?.split(':').slice(3).join(':') ?? '';
  const split = search.indexOf(':');
  if (split < 0) return undefined;
  const mode = search.slice(0, split) === 'OR' ? 'OR' : 'AND';
  const words = search
    .slice(split + 1)
    .split(' ')
    .filter(Boolean);
  return words.length ? { words, mode } : undefined;
}

/** The listing's request of a platform query with its filter parsed (and normalised): the sort parsed now. */
function platformQuery(q: PlatformQuery, filter: unknown): QueryV2 {
  const sort = parseJsonText(q.sort, 'query.sort', 'array') as Sorting[] | undefined;
  return {
    ...(filter !== undefined && filter !== null ? { filter: filter as QueryV2['filter'] } : {}),
    ...(sort ? { sort: checkedSort(sort) } : {}),
    ...(q.cursorPaging ? { cursorPaging: q.cursorPaging } : { paging: q.paging ?? {} }),
  };
}

/** `{ count, offset, total }` of an offset page; `{ count, cursors }` of a cursor page. */
function platformMetadata(page: QueryPage<unknown>): PlatformPagingMetadata {
  const m = page.pagingMetadata;
  if (m.cursors)
    return {
      count: m.count ?? page.rows.length,
      cursors: { next: m.cursors.next ?? null, prev: m.cursors.prev ?? null },
    };
  return {
    count: m.count ?? page.rows.length,
    offset: m.offset ?? 0,
    ...(m.tooManyToCount ? { tooManyToCount: true } : { total: m.total ?? page.rows.length }),
  };
}

/** A filter or sort sent as JSON text (a flattened query string): parsed, or a 400 naming it. */
function parseJsonText(value: unknown, field: string, expected: 'object' | 'array'): unknown {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw validationError([violation(field, `must be a JSON ${expected}`, 'FORMAT')]);
  }
  const ok =
    expected === 'array'
      ? Array.isArray(parsed)
      : parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  if (!ok) throw validationError([violation(field, `must be a JSON ${expected}`, 'FORMAT')]);
  return parsed;
}

/** A sort parsed from text has not met the schema: each entry checked as the schema would. */
function checkedSort(sort: unknown[]): Sorting[] {
  if (sort.length > 10)
    throw validationError([violation('query.sort', 'must have at most 10 entries', 'MAX_SIZE')]);
  return sort.map((entry, i) => {
    const e = entry as { fieldName?: unknown; order?: unknown; direction?: unknown } | null;
    const order = e?.order ?? e?.direction;
    if (
      !e ||
      typeof e.fieldName !== 'string' ||
      e.fieldName.length > 512 ||
      (order !== undefined && order !== 'ASC' && order !== 'DESC')
    ) {
      throw validationError([
        violation(`query.sort[${i}]`, 'must be { fieldName, order: ASC | DESC }', 'FORMAT'),
      ]);
    }
    return { fieldName: e.fieldName, ...(order ? { order: order as 'ASC' | 'DESC' } : {}) };
  });
}
