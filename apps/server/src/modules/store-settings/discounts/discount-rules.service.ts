import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { InputOf, ParamsOf, storeSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../../platform/auth/caller.ts';
import { isoAt } from '../../../platform/clock.ts';
import type { Executor } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../../platform/site-scope.ts';
import { readSettingsRow } from '../store-settings.store.ts';
import { nextRuleRow } from './discount-rules.input.ts';
import { discountRulesListing } from './discount-rules.listing.ts';
import {
  DISCOUNT_COLUMNS,
  discountModelOf,
  toWireDiscountRule,
  type DiscountRuleModel,
  type DiscountRuleRow,
} from './discount-rules.model.ts';
import { SettingsDocumentService, type SettingsServiceDeps } from '../settings-unit.ts';

const ruleNotFound = () => notFound('DISCOUNT_RULE_NOT_FOUND', 'Discount rule not found');
const couponTaken = () =>
  new AppError(
    'CONFLICT',
    'COUPON_ALREADY_EXISTS',
    'Another discount rule of the store has this coupon code',
  );

/** Discount rules: owner writes, one unit of work each naming `storeSettings`. */
export class DiscountRulesService extends SettingsDocumentService<typeof discountRulesListing> {
  constructor(deps: SettingsServiceDeps) {
    super(deps, discountRulesListing, couponTaken);
  }

  private wire(row: DiscountRuleRow) {
    return { discountRule: toWireDiscountRule(row, this.deps.clock.now()) };
  }

  async create(caller: Caller, input: InputOf<typeof R.createDiscountRule>) {
    const row = await this.unit(caller, async (unit, now) => {
      const { currency } = await readSettingsRow(unit);
      const empty: DiscountRuleRow = {
        id: randomUUID(),
        name: '',
        active: 1,
        doc: JSON.stringify({ trigger: null, discounts: { values: [] }, settings: {} }),
        start_date: null,
        end_date: null,
        coupon_key: null,
        usage_limit: null,
        usage_count: 0,
        revision: 1,
        created_date: now,
        updated_date: now,
      };
      const row = nextRuleRow(input.discountRule, empty, currency, true);
      await insertIntoSite(unit, 'store_discount_rules', [row]).execute();
      return row;
    });
    return this.wire(row);
  }

  async get(caller: Caller, id: string) {
    const row = await findRule(siteScope(this.deps.db, caller.siteId), id);
    if (!row) throw ruleNotFound();
    return this.wire(row);
  }

  async update(
    caller: Caller,
    params: ParamsOf<typeof R.updateDiscountRule>,
    input: InputOf<typeof R.updateDiscountRule>,
  ) {
    const body = input.discountRule;
    const row = await this.unit(caller, async (unit, now) => {
      const current = (await unit
        .forUpdate(
          selectFromSite(unit, 'store_discount_rules')
            .select(DISCOUNT_COLUMNS)
            .where('id', '=', params.discountRuleId),
        )
        .executeTakeFirst()) as DiscountRuleRow | undefined;
      if (!current) throw ruleNotFound();
      if (body.revision && body.revision !== String(current.revision)) {
        throw new AppError('CONFLICT', 'REVISION_MISMATCH', 'The discount rule changed since it was read', {
          currentRevision: String(current.revision),
        });
      }
      const { currency } = await readSettingsRow(unit);
      const next = {
        ...nextRuleRow(body, current, currency, false),
        revision: current.revision + 1,
        updated_date: now,
      };
      // usage_count is the orders' (redeem/release): never written back from a read.
      const { id: _id, created_date: _c, usage_count: _u, ...columns } = next;
      await updateSiteTable(unit, 'store_discount_rules')
        .set({ ...columns, revision: sql`revision + 1` })
        .where('id', '=', current.id)
        .execute();
      return next;
    });
    return this.wire(row);
  }

  async delete(caller: Caller, id: string) {
    await this.unit(caller, async (unit) => {
      const deleted = await deleteFromSite(unit, 'store_discount_rules')
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw ruleNotFound();
    });
    return {};
  }

  async query(caller: Caller, input: InputOf<typeof R.queryDiscountRules>) {
    const query = input.query ?? {};
    const now = this.deps.clock.now();
    const page = await this.listing.page(
      caller.siteId,
      caller,
      { ...query, cursorPaging: query.cursorPaging ?? {} },
      isoAt(now),
    );
    return {
      discountRules: (page.rows as DiscountRuleRow[]).map((row) => toWireDiscountRule(row, now)),
      pagingMetadata: page.pagingMetadata,
    };
  }
}

const findRule = (scope: SiteScope, id: string) =>
  selectFromSite(scope, 'store_discount_rules')
    .select(DISCOUNT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<DiscountRuleRow | undefined>;

/** Every discount rule of a site, for the calculator (`db` may be a transaction). */
export async function discountRulesOf(db: Executor, siteId: string): Promise<DiscountRuleModel[]> {
  const rows = (await selectFromSite(siteScope(db, siteId), 'store_discount_rules')
    .select(DISCOUNT_COLUMNS)
    .orderBy('created_date')
    .orderBy('id')
    .execute()) as DiscountRuleRow[];
  return rows.map(discountModelOf);
}

/**
 * Counts one use of each rule an order applied, in the order's unit of work: one conditional
 * UPDATE per rule (`usage_count < usage_limit`), in id order so racing orders queue rather than
 * deadlock. Answers the first rule whose limit is reached (the caller then refuses the order,
 * and its unit writes nothing), or null when every use was counted.
 */
export async function redeemDiscountRules(
  trx: Executor,
  siteId: string,
  ruleIds: readonly string[],
): Promise<{ ruleId: string } | null> {
  for (const ruleId of [...new Set(ruleIds)].sort()) {
    const result = await updateSiteTable(siteScope(trx, siteId), 'store_discount_rules')
      .set({ usage_count: sql`usage_count + 1` })
      .where('id', '=', ruleId)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { ruleId };
  }
  return null;
}

/** Gives back the uses an order counted (canceled or never paid); never below zero. */
export async function releaseDiscountRules(
  trx: Executor,
  siteId: string,
  ruleIds: readonly string[],
): Promise<void> {
  for (const ruleId of [...new Set(ruleIds)].sort()) {
    await updateSiteTable(siteScope(trx, siteId), 'store_discount_rules')
      .set({ usage_count: sql`usage_count - 1` })
      .where('id', '=', ruleId)
      .where('usage_count', '>', 0)
      .execute();
  }
}
