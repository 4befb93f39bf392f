import { sql } from 'kysely';
import type { InputOf, storeSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { StoreSettings } from '@tessera/contracts/store-settings';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { isKnownCurrency } from '../../platform/money/index.ts';
import { siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import {
  lockSettingsRow,
  pricingSettingsOf,
  readSettingsRow,
  type SettingsRow,
} from './store-settings.store.ts';

/**
 * One store settings document per site, its id the site's id. Reads of a site without a row
 * answer the defaults; the first change inserts them and locks the row (as events settings do).
 */
export class StoreSettingsService {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock }) {}

  async get(caller: Caller) {
    return {
      storeSettings: shape(caller.siteId, await readSettingsRow(siteScope(this.deps.db, caller.siteId))),
    };
  }

  async update(caller: Caller, input: InputOf<typeof R.updateStoreSettings>) {
    const body = input.storeSettings;
    if (body.currency !== undefined && !isKnownCurrency(body.currency)) {
      throw validationError([
        violation(
          'storeSettings.currency',
          'storeSettings.currency is not an ISO 4217 currency code',
          'FORMAT',
        ),
      ]);
    }
    const row = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const now = isoAt(this.deps.clock.now());
        const current = await lockSettingsRow(unit, now);
        if (body.revision && body.revision !== String(current.revision)) {
          throw new AppError(
            'CONFLICT',
            'REVISION_MISMATCH',
            'The store settings changed since they were read',
            {
              currentRevision: String(current.revision),
            },
          );
        }
        const next: SettingsRow = {
          ...current,
          currency: body.currency ?? current.currency,
          weight_unit: body.weightUnit ?? current.weight_unit,
          tax_included:
            body.taxIncludedInPrice === undefined ? current.tax_included : body.taxIncludedInPrice ? 1 : 0,
          address:
            body.address === undefined
              ? current.address
              : body.address === null
                ? null
                : JSON.stringify(body.address),
          revision: current.revision + 1,
          updated_date: now,
        };
        await updateSiteTable(unit, 'store_settings')
          .set({
            currency: next.currency,
            weight_unit: next.weight_unit,
            tax_included: next.tax_included,
            address: next.address,
            revision: sql`revision + 1`,
            updated_date: now,
          })
          .execute();
        return next;
      },
      { changes: ['storeSettings'] },
    );
    return { storeSettings: shape(caller.siteId, row) };
  }
}

function shape(siteId: string, row: SettingsRow): StoreSettings {
  const pricing = pricingSettingsOf(row);
  return {
    id: siteId,
    currency: pricing.currency,
    weightUnit: pricing.weightUnit,
    taxIncludedInPrice: pricing.taxIncludedInPrice,
    address: pricing.address,
    revision: String(row.revision),
    createdDate: row.created_date || null,
    updatedDate: row.updated_date || null,
  };
}
