import type { Executor } from '../../platform/db.ts';
import { keptStatement } from '../../platform/kept-statement.ts';
import { TurnReads } from '../../platform/turn-reads.ts';
import { productStockOf, stockOf, stockRowColumns, type ProductStock } from '../store-inventory/index.ts';

/** Products whose stock is kept at most (all sites): past it, everything kept is dropped. */
const MAX_KEPT = 20_000;

/**
 * Listed products' stock, kept while the database says nothing at all was written since it was
 * read: `writeToken` is the database's own "anything changed?" token (SQLite: this connection's
 * write statements and `PRAGMA data_version` for other connections and processes; db.ts
 * `dataVersion`), taken before the stock is read, so kept stock is never older than the token it
 * is kept under. Any write anywhere — a sale, a restock, a cart of another process — changes the
 * token and the next page reads its stock again; stock counters raise no data version of their
 * own, so this token is the only exact "unchanged" a reader has. Without a token (PostgreSQL)
 * stock is read for every call, in one statement per turn of the event loop (`turnStockReads`).
 *
 * The same objects are answered while kept, so a product's kept JSON (product-json.ts) is
 * recognised by identity. Readers never change them. A page whose stock is all kept is answered
 * at once (no promise, no microtask turn); what is read goes through `readStock`'s compiled
 * statement.
 */
export class KeptStock {
  private token: string | undefined;
  /** Per site, by product id; null: the product has no stock row. */
  private readonly sites = new Map<string, Map<string, ProductStock | null>>();
  private count = 0;

  /**
   * @param turnReads without a token (PostgreSQL): the turn's pages' stock read in one statement
   *   per site for all of them (platform/turn-reads.ts), instead of one per page.
   */
  constructor(
    private readonly writeToken: (() => string) | undefined,
    private readonly turnReads?: TurnReads<ProductStock>,
  ) {}

  /** The stock of these products (those without stock rows left out), as `stockOf` answers it. */
  of(
    db: Executor,
    siteId: string,
    productIds: readonly string[],
  ): Map<string, ProductStock> | Promise<Map<string, ProductStock>> {
    if (!this.writeToken)
      return this.turnReads ? this.turnReads.read(siteId, productIds) : readStock(db, siteId, productIds);
    const token = this.writeToken();
    if (token !== this.token) this.clear(token);
    const site = this.sites.get(siteId);
    if (site) {
      const stock = new Map<string, ProductStock>();
      for (const id of productIds) {
        const found = site.get(id);
        if (found === undefined) return this.readMissing(db, siteId, productIds, token);
        if (found) stock.set(id, found);
      }
      return stock;
    }
    return this.readMissing(db, siteId, productIds, token);
  }

  /** Reads the products not kept under `token` (and keeps them), then answers all in order. */
  private async readMissing(
    db: Executor,
    siteId: string,
    productIds: readonly string[],
    token: string,
  ): Promise<Map<string, ProductStock>> {
    let site = this.sites.get(siteId);
    const missing = site ? productIds.filter((id) => !site!.has(id)) : productIds;
    const read = await readStock(db, siteId, missing);
    // Kept unless another call saw a newer token meanwhile (then this read may be older than it).
    if (this.token === token) {
      if (this.count + missing.length > MAX_KEPT) this.clear(token);
      if (!(site = this.sites.get(siteId))) this.sites.set(siteId, (site = new Map()));
      for (const id of missing) {
        if (!site.has(id)) this.count++;
        site.set(id, read.get(id) ?? null);
      }
    }
    const stock = new Map<string, ProductStock>();
    for (const id of productIds) {
      const found = read.get(id) ?? site?.get(id);
      if (found) stock.set(id, found);
    }
    return stock;
  }

  private clear(token: string): void {
    this.token = token;
    this.sites.clear();
    this.count = 0;
  }
}

/** Pages list at most this many products; a longer list is read by `stockOf` itself. */
const MAX_COMPILED_IDS = 100;

type StockRows = Parameters<typeof productStockOf>[1];

/**
 * One statement per list length, built and compiled by Kysely once (`keptStatement`):
 * `stockOf` builds its `IN (…)` select anew on every call, ~40 µs of a page. The same rows in the
 * same order as `stockOf` reads them (store-inventory's `stockRowsOf`), shaped by its own
 * `productStockOf`. Made on first use.
 */
const byLength = new Map<number, ReturnType<typeof stockStatement>>();

const stockStatement = () =>
  keptStatement((db, args: Record<string, string>) =>
    db
      .selectFrom('store_stock')
      .select(stockRowColumns)
      .where('site_id', '=', args.site)
      .where(
        'product_id',
        'in',
        Object.keys(args)
          .filter((name) => name !== 'site')
          .map((name) => args[name]),
      )
      .orderBy('product_id')
      .orderBy('variant_id'),
  );

/** The stock of distinct products, as `stockOf` answers it. */
async function readStock(
  db: Executor,
  siteId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductStock>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  if (ids.length > MAX_COMPILED_IDS) return stockOf(db, siteId, ids);
  let statement = byLength.get(ids.length);
  if (!statement) byLength.set(ids.length, (statement = stockStatement()));
  const args: Record<string, string> = { site: siteId };
  ids.forEach((id, i) => (args[`id${i}`] = id));
  const { rows } = await statement(db, args);
  const byProduct = new Map<string, StockRows[number][]>();
  for (const row of rows as StockRows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row);
    else byProduct.set(row.product_id, [row]);
  }
  const stock = new Map<string, ProductStock>();
  for (const [productId, list] of byProduct) stock.set(productId, productStockOf(productId, list));
  return stock;
}

/** Products whose stock one statement reads at most (a turn of many pages sends several). */
const STOCK_PER_STATEMENT = 1_000;

/** The stock of a turn's pages, one statement per site (PostgreSQL: see `KeptStock`). */
export const turnStockReads = (db: Executor): TurnReads<ProductStock> =>
  new TurnReads((siteId, productIds) => stockOf(db, siteId, productIds), STOCK_PER_STATEMENT);
