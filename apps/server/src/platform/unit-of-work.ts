import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db, Dialect, Executor } from './db.ts';
import { raiseDataVersion, type DataName } from './data-versions.ts';

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

/**
 * The platform's transaction helper: one transaction per mutation, row locks for
 * read-modify-write, and after-commit signals (cache invalidation, outbox dispatch) that fire
 * only for work that committed. Every area's writes go through `run`.
 */
export class UnitOfWork {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /** Called after every committed unit of a site (e.g. drop its cached reads, dispatch events). */
    private readonly onCommit: (siteId: string) => void = () => {},
  ) {}

  /**
   * Runs `work` in one transaction of the site. `changes` names the kinds of data it may change:
   * on PostgreSQL their versions are raised first thing (platform/data-versions.ts); SQLite's
   * data version needs nothing.
   */
  async run<T>(
    siteId: string,
    work: (tx: SiteTx) => Promise<T>,
    options: { changes?: readonly DataName[] } = {},
  ): Promise<T> {
    const hooks: (() => void)[] = [];
    const scoped = (db: Executor): SiteTx => ({
      db,
      siteId,
      forUpdate: (query) => (this.dialect === 'postgres' ? (query.forUpdate() as typeof query) : query),
      afterCommit: (hook) => hooks.push(hook),
    });
    const result =
      this.dialect === 'postgres'
        ? await this.db.transaction().execute(async (tx) => {
            for (const name of options.changes ?? []) await raiseDataVersion(tx, siteId, name);
            return work(scoped(tx));
          })
        : await this.sqliteImmediate((tx) => work(scoped(tx)));
    this.onCommit(siteId);
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
