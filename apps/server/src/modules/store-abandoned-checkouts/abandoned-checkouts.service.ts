import type { Static } from '@sinclair/typebox';
import type {
  AbandonedCheckout,
  AbandonedCheckoutActivityType,
  GetAbandonedCheckoutAnalyticsRequest,
  GetAbandonedCheckoutAnalyticsResponse,
} from '@tessera/contracts/abandoned-checkouts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { bulkResults } from '../../platform/bulk-results.ts';
import { notFound } from '../../platform/errors.ts';
import { money, toDecimal } from '../../platform/money/index.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import {
  abandonedRow,
  abandonedRowOfCheckout,
  activitiesOf,
  deleteAbandonedRow,
  recoveryUrl,
  toWire,
  updateAbandonedRow,
} from './abandoned-checkouts.store.ts';

export interface AbandonedCheckoutsDeps {
  db: Db;
  uow: UnitOfWork;
  now: () => string;
  publicUrl: string;
  /** The web app's page for paying a checkout (store-cart's port). */
  checkoutPageUrl: (checkoutId: string) => string;
}

const NONE = { changes: [] } as const;
/** Someone else's (another site's) answers exactly like a missing one. */
export const abandonedCheckoutNotFound = () =>
  notFound('ABANDONED_CHECKOUT_NOT_FOUND', 'Abandoned checkout not found');

/** Abandoned checkouts of a site: read, delete, activities, analytics, recovery. */
export class AbandonedCheckoutsService {
  constructor(private readonly deps: AbandonedCheckoutsDeps) {}

  private recoveryUrl = (siteId: string, id: string) => recoveryUrl(this.deps.publicUrl, siteId, id);

  async get(caller: Caller, id: string): Promise<{ abandonedCheckout: AbandonedCheckout }> {
    const row = await abandonedRow(siteScope(this.deps.db, caller.siteId), id);
    if (!row) throw abandonedCheckoutNotFound();
    return { abandonedCheckout: toWire(row, this.recoveryUrl(caller.siteId, row.id)) };
  }

  async delete(caller: Caller, id: string): Promise<Record<string, never>> {
    const deleted = await this.deps.uow.run(caller.siteId, (unit) => deleteAbandonedRow(unit, id), NONE);
    if (!deleted) throw abandonedCheckoutNotFound();
    return {};
  }

  /** A result per id (each its own unit): an unknown one fails alone with ABANDONED_CHECKOUT_NOT_FOUND. */
  bulkDelete(caller: Caller, ids: readonly string[]) {
    return bulkResults(
      ids,
      (id) => id,
      async (id) => {
        await this.delete(caller, id);
        return undefined;
      },
    );
  }

  async addActivity(
    caller: Caller,
    id: string,
    type: AbandonedCheckoutActivityType,
  ): Promise<{ abandonedCheckout: AbandonedCheckout }> {
    const row = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const current = await unit
          .forUpdate(selectFromSite(unit, 'store_abandoned_checkouts').select('id').where('id', '=', id))
          .executeTakeFirst();
        if (!current) return undefined;
        const before = (await abandonedRow(unit, id))!;
        const now = this.deps.now();
        const activities = JSON.stringify([...activitiesOf(before), { type, createdDate: now }]);
        await updateAbandonedRow(unit, id, { activities, updated_date: now });
        return { ...before, activities, updated_date: now };
      },
      NONE,
    );
    if (!row) throw abandonedCheckoutNotFound();
    return { abandonedCheckout: toWire(row, this.recoveryUrl(caller.siteId, row.id)) };
  }

  /**
   * The checkout became an order: its abandoned checkout (if any) is RECOVERED. Idempotent (a
   * redelivered event changes nothing).
   */
  async recover(siteId: string, checkoutId: string): Promise<void> {
    await this.deps.uow.run(
      siteId,
      async (unit) => {
        const row = await abandonedRowOfCheckout(unit, checkoutId);
        if (!row || row.status === 'RECOVERED') return;
        const now = this.deps.now();
        await updateAbandonedRow(unit, row.id, {
          status: 'RECOVERED',
          recovered_date: now,
          updated_date: now,
        });
      },
      NONE,
    );
  }

  /** Where the recovery link sends the buyer: always the site's own checkout page. */
  async redirectTarget(siteId: string, id: string): Promise<string> {
    const row = await abandonedRow(siteScope(this.deps.db, siteId), id);
    if (!row) throw abandonedCheckoutNotFound();
    return this.deps.checkoutPageUrl(row.checkout_id);
  }

  /**
   * Counts and money of the checkouts abandoned in [startDate, endDate): still recoverable
   * (ABANDONED) and recovered; the rate is recovered / all. Amounts are summed per currency in
   * minor units; the answer's currency is the most common one (a store has one).
   */
  async analytics(
    caller: Caller,
    input: Static<typeof GetAbandonedCheckoutAnalyticsRequest>,
  ): Promise<Static<typeof GetAbandonedCheckoutAnalyticsResponse>> {
    const start = new Date(input.startDate).toISOString();
    const end = new Date(input.endDate).toISOString();
    const groups = await selectFromSite(siteScope(this.deps.db, caller.siteId), 'store_abandoned_checkouts')
      .select((eb) => [
        'status',
        'currency',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string>('total_minor').as('total'),
      ])
      .where('created_date', '>=', start)
      .where('created_date', '<', end)
      .groupBy(['status', 'currency'])
      .execute();
    if (groups.length === 0) {
      return { recoverableCheckoutCount: 0, recoveredCheckoutCount: 0, recoveryRate: 0 };
    }
    const byCount = [...groups].sort((a, b) => Number(b.count) - Number(a.count));
    const currency = byCount[0]!.currency;
    const of = (status: string) =>
      groups.find((g) => g.status === status && g.currency === currency) ?? { count: 0, total: 0 };
    const recoverable = of('ABANDONED');
    const recovered = of('RECOVERED');
    const recoverableCount = Number(recoverable.count);
    const recoveredCount = Number(recovered.count);
    const decimal = (minor: number) => toDecimal(money(minor, currency));
    const all = recoverableCount + recoveredCount;
    return {
      currency,
      recoverableValue: decimal(Number(recoverable.total ?? 0)),
      recoverableCheckoutCount: recoverableCount,
      averageRecoverableCheckoutValue: decimal(
        recoverableCount ? Math.round(Number(recoverable.total ?? 0) / recoverableCount) : 0,
      ),
      recoveredValue: decimal(Number(recovered.total ?? 0)),
      recoveredCheckoutCount: recoveredCount,
      recoveryRate: all ? recoveredCount / all : 0,
    };
  }
}
