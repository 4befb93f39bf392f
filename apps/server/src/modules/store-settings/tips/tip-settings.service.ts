import { randomUUID } from 'node:crypto';
import type { InputOf, tipsRoutes as R } from '@tessera/contracts/routes/index';
import type { TipSettingsInput } from '@tessera/contracts/tips';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Executor } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
} from '../../../platform/site-scope.ts';
import { storeCurrencyOf } from '../store-settings.store.ts';
import { tipSettingsListing } from './tip-settings.listing.ts';
import {
  applyTipSettings,
  assertValidTipSettings,
  TIP_SETTINGS_COLUMNS,
  toWireTipSettings,
  type TipSettingsRow,
} from './tip-settings.model.ts';
import { SettingsDocumentService, type SettingsServiceDeps } from '../settings-unit.ts';

export const tipSettingsNotFound = () => notFound('TIP_SETTINGS_NOT_FOUND', 'Tip settings not found');
const defaultExists = () =>
  new AppError('CONFLICT', 'DEFAULT_SETTINGS_ALREADY_EXISTS', 'The site already has default tip settings');

/** Tip settings: owner writes; the unique key on the default decides racing default creates. */
export class TipSettingsService extends SettingsDocumentService<typeof tipSettingsListing> {
  constructor(deps: SettingsServiceDeps) {
    super(deps, tipSettingsListing, defaultExists);
  }

  create(caller: Caller, input: InputOf<typeof R.createTipSettings>, isDefault = false) {
    return this.insert(caller, input.tipSettings, isDefault);
  }

  private async insert(caller: Caller, input: TipSettingsInput, isDefault: boolean) {
    const row = await this.unit(caller, async (unit, now) => {
      const next = applyTipSettings(null, input, { id: randomUUID(), now, isDefault });
      assertValidTipSettings(next, await storeCurrencyOf(unit.db, unit.siteId));
      await insertIntoSite(unit, 'store_tip_settings', [next]).execute();
      return next;
    });
    return { tipSettings: toWireTipSettings(row) };
  }

  async update(caller: Caller, input: InputOf<typeof R.updateTipSettings>) {
    const body = input.tipSettings;
    const row = await this.unit(caller, async (unit, now) => {
      const current = (await unit
        .forUpdate(
          selectFromSite(unit, 'store_tip_settings').select(TIP_SETTINGS_COLUMNS).where('id', '=', body.id),
        )
        .executeTakeFirst()) as TipSettingsRow | undefined;
      if (!current) throw tipSettingsNotFound();
      if (body.revision && body.revision !== String(current.revision)) {
        throw new AppError('CONFLICT', 'REVISION_MISMATCH', 'The tip settings changed since they were read', {
          currentRevision: String(current.revision),
        });
      }
      const next = applyTipSettings(current, body, { id: current.id, now, isDefault: false });
      assertValidTipSettings(next, await storeCurrencyOf(unit.db, unit.siteId));
      const { id: _id, default_key: _key, created_date: _created, ...changed } = next;
      await updateSiteTable(unit, 'store_tip_settings').set(changed).where('id', '=', current.id).execute();
      return next;
    });
    return { tipSettings: toWireTipSettings(row) };
  }

  async delete(caller: Caller, id: string) {
    await this.unit(caller, async (unit) => {
      const current = await unit
        .forUpdate(selectFromSite(unit, 'store_tip_settings').select(['default_key']).where('id', '=', id))
        .executeTakeFirst();
      if (!current) throw tipSettingsNotFound();
      if (current.default_key !== null) {
        throw new AppError(
          'PRECONDITION',
          'CANNOT_DELETE_DEFAULT_SETTINGS',
          'The default tip settings cannot be deleted; change them instead',
        );
      }
      await deleteFromSite(unit, 'store_tip_settings').where('id', '=', id).execute();
    });
    return {};
  }

  query(caller: Caller, input: InputOf<typeof R.queryTipSettings>) {
    const query = input.query ?? {};
    return this.listing.query(caller.siteId, caller, {
      filter: query.filter,
      sort: query.sort,
      cursorPaging: query.cursorPaging ?? {},
    });
  }
}

/** The site's default tip settings (checkouts tip by them); null when the owner has made none. */
export async function defaultTipSettingsOf(db: Executor, siteId: string): Promise<TipSettingsRow | null> {
  const row = await selectFromSite(siteScope(db, siteId), 'store_tip_settings')
    .select(TIP_SETTINGS_COLUMNS)
    .where('default_key', '=', 'default')
    .executeTakeFirst();
  return (row as TipSettingsRow | undefined) ?? null;
}
