import type { Executor } from '../../platform/db.ts';
import { stockOf, type ProductStock } from '../store-inventory/index.ts';

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
 * stock is read on every call.
 *
 * The same objects are answered while kept, so a product's kept JSON (product-json.ts) is
 * recognised by identity. Readers never change them.
 */
export class KeptStock {
  private token: string | undefined;
  /** Per site, by product id; null: the product has no stock row. */
  private readonly sites = new Map<string, Map<string, ProductStock | null>>();
  private count = 0;

  constructor(private readonly writeToken: (() => string) | undefined) {}

  /** The stock of these products (those without stock rows left out), as `stockOf` answers it. */
  async of(db: Executor, siteId: string, productIds: readonly string[]): Promise<Map<string, ProductStock>> {
    if (!this.writeToken) return stockOf(db, siteId, productIds);
    const token = this.writeToken();
    if (token !== this.token) this.clear(token);
    let site = this.sites.get(siteId);
    const missing = site ? productIds.filter((id) => !site!.has(id)) : productIds;
    let read: Map<string, ProductStock> | undefined;
    if (missing.length > 0) {
      read = await stockOf(db, siteId, missing);
      // Kept unless another call saw a newer token meanwhile (then this read may be older than it).
      if (this.token === token) {
        if (this.count + missing.length > MAX_KEPT) this.clear(token);
        if (!(site = this.sites.get(siteId))) this.sites.set(siteId, (site = new Map()));
        for (const id of missing) {
          if (!site.has(id)) this.count++;
          site.set(id, read.get(id) ?? null);
        }
      }
    }
    const stock = new Map<string, ProductStock>();
    for (const id of productIds) {
      const found = read?.get(id) ?? site?.get(id);
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
