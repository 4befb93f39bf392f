import type { Db } from '../db.ts';
import { isoAt, systemClock, type Clock } from '../clock.ts';

/** Whose key it is: a key is unique per site, caller, route and key text. */
export interface KeyScope {
  siteId: string;
  /** The caller: role and subject id (`OWNER:<api key id>`, `MEMBER:<member id>` …). */
  subject: string;
  /** The route's operation id. */
  route: string;
  key: string;
}

export interface KeptAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/** What a request with a key may do. `token` proves ownership of a claimed row later. */
export type Claim =
  | { outcome: 'claimed'; token: string }
  | { outcome: 'replay'; answer: KeptAnswer }
  | { outcome: 'in-flight' }
  | { outcome: 'mismatch' };

export interface IdempotencyTimes {
  /** How long an answer is kept (24 h). */
  keepMs: number;
  /** How long an execution may stay in flight before a repeat may take its key over. */
  leaseMs: number;
}

export const defaultIdempotencyTimes: IdempotencyTimes = { keepMs: 24 * 3600_000, leaseMs: 120_000 };

const CLAIM_ATTEMPTS = 3;

/**
 * Kept answers in the database (`idempotency_keys`), so every server process on one database
 * sees the same keys. A claim is an INSERT that the primary key lets only one request win;
 * every other repeat reads the winner's row: in flight (409), another request (422), or its
 * answer. A row whose keep time has passed, or whose execution outlived its lease (the process
 * died), is taken over by a compare-and-set on the values read, so again only one repeat wins.
 */
export class IdempotencyKeys {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    private readonly times: IdempotencyTimes = defaultIdempotencyTimes,
  ) {}

  async claim(scope: KeyScope, fingerprint: string): Promise<Claim> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const now = this.clock.now();
      const fresh = {
        fingerprint,
        response_status: null,
        response_headers: null,
        response_body: null,
        locked_until: isoAt(now + this.times.leaseMs),
        expires_date: isoAt(now + this.times.keepMs),
      };
      const inserted = await this.db
        .insertInto('idempotency_keys')
        .values({
          site_id: scope.siteId,
          subject: scope.subject,
          route: scope.route,
          key: scope.key,
          ...fresh,
        })
        .onConflict((conflict) => conflict.columns(['site_id', 'subject', 'route', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1)
        return { outcome: 'claimed', token: fresh.locked_until };

      const row = await this.row(scope);
      if (!row) continue; // swept in between: insert again
      const nowIso = isoAt(now);
      const abandoned = row.response_status === null && row.locked_until <= nowIso;
      if (row.expires_date <= nowIso || abandoned) {
        const taken = await this.rowQuery(scope, this.db.updateTable('idempotency_keys').set(fresh))
          .where('locked_until', '=', row.locked_until)
          .where('expires_date', '=', row.expires_date)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return { outcome: 'claimed', token: fresh.locked_until };
        continue;
      }
      if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (row.response_status === null) return { outcome: 'in-flight' };
      return {
        outcome: 'replay',
        answer: {
          status: row.response_status,
          headers: JSON.parse(row.response_headers ?? '{}') as KeptAnswer['headers'],
          body: row.response_body ?? '',
        },
      };
    }
    return { outcome: 'in-flight' };
  }

  /** Keeps the answer of a claimed row (only while the claim is still ours). */
  async complete(scope: KeyScope, token: string, answer: KeptAnswer): Promise<void> {
    await this.rowQuery(
      scope,
      this.db.updateTable('idempotency_keys').set({
        response_status: answer.status,
        response_headers: JSON.stringify(answer.headers),
        response_body: answer.body,
      }),
    )
      .where('locked_until', '=', token)
      .where('response_status', 'is', null)
      .execute();
  }

  /** Forgets a claim whose execution failed (5xx): a repeat executes again. */
  async release(scope: KeyScope, token: string): Promise<void> {
    await this.rowQuery(scope, this.db.deleteFrom('idempotency_keys'))
      .where('locked_until', '=', token)
      .where('response_status', 'is', null)
      .execute();
  }

  /** Deletes every key whose keep time has passed; returns how many. */
  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('expires_date', '<=', isoAt(this.clock.now()))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private row(scope: KeyScope) {
    return this.rowQuery(scope, this.db.selectFrom('idempotency_keys').selectAll()).executeTakeFirst();
  }

  /** Narrows a statement to the one row of a scope. */
  private rowQuery<
    Q extends {
      where(column: 'site_id' | 'subject' | 'route' | 'key', op: '=', value: string): Q;
    },
  >(scope: KeyScope, query: Q): Q {
    return query
      .where('site_id', '=', scope.siteId)
      .where('subject', '=', scope.subject)
      .where('route', '=', scope.route)
      .where('key', '=', scope.key);
  }
}
