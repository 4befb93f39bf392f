import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db, Dialect, Executor } from './db.ts';
import { isVersionedKind, raiseDataVersion, type DataChange } from './data-versions.ts';
import { recordedDomainEvents } from './outbox.ts';

/** One site's open transaction, as the work inside a unit of work sees it. */
export interface SiteTx {
  /** The transaction: every statement of the work goes through it. */
  readonly db: Executor;
  readonly siteId: string;
  /**
   * Locks the rows a read-modify-write will change, until commit: `FOR UPDATE` on PostgreSQL.
   * SQLite write transactions start with `BEGIN IMMEDIATE`, which already holds the write lock.
   */
  forUpdate<QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB;
  /** Runs after a successful commit (never after a rollback), in registration order. */
  afterCommit(hook: () => void): void;
}

/** What a unit of work declares: the kinds of data it changes (`[]`: nothing a reader keeps). */
export interface UnitOptions {
  readonly changes: readonly DataChange[];
}

/**
 * The platform's transaction helper: one transaction per mutation, row locks for
 * read-modify-write, and after-commit signals (cache invalidation, outbox dispatch) that fire
 * only for work that committed. Every area's writes go through `run`.
 */
export class UnitOfWork {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /**
     * Called after every committed unit of a site with the kinds it changed (e.g. drop the cached
     * reads that depend on them) and whether it recorded a domain event (dispatch only then: a
     * pass per commit was two write statements per ticket hold in an on-sale rush).
     */
    private readonly onCommit: (
      siteId: string,
      changes: readonly DataChange[],
      recordedEvents: boolean,
    ) => void = () => {},
  ) {}

  /**
   * Runs `work` in one transaction of the site. `changes` names every kind of data it may change,
   * required so no unit can forget it: the versions of those that readers keep values under are
   * raised first thing in the transaction (platform/data-versions.ts; counters raise none) and, after the commit, only the cached reads
   * depending on them are dropped. `[]` for a unit that changes nothing a reader keeps.
   */
  async run<T>(siteId: string, work: (tx: SiteTx) => Promise<T>, options: UnitOptions): Promise<T> {
    const hooks: (() => void)[] = [];
    const scoped = (db: Executor): SiteTx => ({
      db,
      siteId,
      forUpdate: (query) => (this.dialect === 'postgres' ? (query.forUpdate() as typeof query) : query),
      afterCommit: (hook) => hooks.push(hook),
    });
    // Sorted and once each: units raising several versions take their rows in one order (no deadlock).
    const versioned = [...new Set(options.changes)].filter(isVersionedKind);
    versioned.sort();
    let executor: Executor | undefined;
    const unit = async (tx: Executor) => {
      executor = tx;
      for (const kind of versioned) await raiseDataVersion(tx, siteId, kind);
      return work(scoped(tx));
    };
    const result =
      this.dialect === 'postgres'
        ? await this.db.transaction().execute(unit)
        : await this.sqliteImmediate(unit);
    this.onCommit(siteId, options.changes, executor !== undefined && recordedDomainEvents(executor));
    for (const hook of hooks) hook();
    return result;
  }

  /**
   * SQLite's default deferred transaction reads first and asks for the write lock later; a
   * second process that wrote in between makes the upgrade fail. `BEGIN IMMEDIATE` takes the
   * write lock up front (waiting up to busy_timeout), so a read-modify-write is atomic across
   * processes. Within one process the single connection serializes transactions anyway.
   */
  private sqliteImmediate<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (connection) => {
      await sql`BEGIN IMMEDIATE`.execute(connection);
      try {
        const result = await work(connection);
        await sql`COMMIT`.execute(connection);
        return result;
      } catch (error) {
        await sql`ROLLBACK`.execute(connection);
        throw error;
      }
    });
  }
}
