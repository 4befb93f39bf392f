import { randomUUID } from 'node:crypto';
import type { InputOf, ParamsOf, storeSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Db, Executor } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
} from '../../../platform/site-scope.ts';
import type { SiteTx } from '../../../platform/unit-of-work.ts';
import { readSettingsRow } from '../store-settings.store.ts';
import { shippingChangesOf, type ShippingChanges } from './shipping-options.input.ts';
import { shippingOptionsListing } from './shipping-options.listing.ts';
import {
  SHIPPING_COLUMNS,
  shippingModelOf,
  toWireShippingOption,
  type ShippingRow,
} from './shipping-options.model.ts';
import { SettingsDocumentService, type SettingsServiceDeps } from '../settings-unit.ts';

export const shippingOptionNotFound = () =>
  notFound('SHIPPING_OPTION_NOT_FOUND', 'Shipping option not found');

const revisionMismatch = (current: number) =>
  new AppError('CONFLICT', 'REVISION_MISMATCH', 'The shipping option changed since it was read', {
    currentRevision: String(current),
  });

/** Shipping options: owner writes, each one unit of work naming `storeSettings`. */
export class ShippingOptionsService extends SettingsDocumentService<typeof shippingOptionsListing> {
  constructor(deps: SettingsServiceDeps) {
    super(deps, shippingOptionsListing);
  }

  async create(caller: Caller, input: InputOf<typeof R.createShippingOption>) {
    const row = await this.unit(caller, async (unit, now) => {
      const { currency } = await readSettingsRow(unit);
      const changes = shippingChangesOf(input.shippingOption, currency, true);
      const row: ShippingRow = applyChanges(
        {
          id: randomUUID(),
          title: '',
          estimated_delivery_time: null,
          delivery_region_ids: '[]',
          rates: '[]',
          pickup: null,
          delivery_time_slots: '[]',
          extended_fields: '{}',
          revision: 1,
          created_date: now,
          updated_date: now,
        },
        changes,
      );
      await insertIntoSite(unit, 'store_shipping_options', [row]).execute();
      return row;
    });
    return { shippingOption: toWireShippingOption(row) };
  }

  async get(caller: Caller, id: string) {
    const row = await findRow(this.deps.db, caller.siteId, id);
    if (!row) throw shippingOptionNotFound();
    return { shippingOption: toWireShippingOption(row) };
  }

  update(
    caller: Caller,
    params: ParamsOf<typeof R.updateShippingOption>,
    input: InputOf<typeof R.updateShippingOption>,
  ) {
    const body = input.shippingOption;
    return this.change(caller, params.shippingOptionId, body.revision, async (unit, current) => {
      const { currency } = await readSettingsRow(unit);
      return applyChanges(current, shippingChangesOf(body, currency, false));
    });
  }

  addRegion(caller: Caller, id: string, input: InputOf<typeof R.addDeliveryRegion>) {
    return this.change(caller, id, input.revision, async (_unit, current) => {
      const regions = shippingModelOf(current).regionIds;
      return applyChanges(current, { regionIds: [...new Set([...regions, input.deliveryRegionId])] });
    });
  }

  removeRegion(caller: Caller, id: string, input: InputOf<typeof R.removeDeliveryRegion>) {
    return this.change(caller, id, input.revision, async (_unit, current) => {
      const regions = shippingModelOf(current).regionIds;
      return applyChanges(current, {
        regionIds: regions.filter((region) => region !== input.deliveryRegionId),
      });
    });
  }

  updateExtendedFields(caller: Caller, id: string, input: InputOf<typeof R.updateShippingExtendedFields>) {
    return this.change(caller, id, undefined, async (_unit, current) => {
      const fields = JSON.parse(current.extended_fields) as { namespaces?: Record<string, unknown> };
      const namespaces = { ...(fields.namespaces ?? {}) };
      if (input.namespaceData === null) delete namespaces[input.namespace];
      else
        Object.defineProperty(namespaces, input.namespace, {
          value: input.namespaceData,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return { ...current, extended_fields: JSON.stringify({ namespaces }) };
    });
  }

  async delete(caller: Caller, id: string) {
    await this.unit(caller, async (unit) => {
      const deleted = await deleteFromSite(unit, 'store_shipping_options')
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw shippingOptionNotFound();
    });
    return {};
  }

  query(caller: Caller, input: InputOf<typeof R.queryShippingOptions>) {
    const query = input.query ?? {};
    return this.listing.query(caller.siteId, caller, { ...query, cursorPaging: query.cursorPaging ?? {} });
  }

  /** Read and lock, check the revision, apply, write: one unit, so racing changes queue. */
  private async change(
    caller: Caller,
    id: string,
    revision: string | null | undefined,
    next: (unit: SiteTx, current: ShippingRow) => Promise<ShippingRow>,
  ) {
    const row = await this.unit(caller, async (unit, now) => {
      const current = (await unit
        .forUpdate(
          selectFromSite(unit, 'store_shipping_options').select(SHIPPING_COLUMNS).where('id', '=', id),
        )
        .executeTakeFirst()) as ShippingRow | undefined;
      if (!current) throw shippingOptionNotFound();
      if (revision && revision !== String(current.revision)) throw revisionMismatch(current.revision);
      const changed = { ...(await next(unit, current)), revision: current.revision + 1, updated_date: now };
      const { id: _id, created_date: _created, ...columns } = changed;
      await updateSiteTable(unit, 'store_shipping_options').set(columns).where('id', '=', id).execute();
      return changed;
    });
    return { shippingOption: toWireShippingOption(row) };
  }
}

function applyChanges(row: ShippingRow, changes: ShippingChanges): ShippingRow {
  return {
    ...row,
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.estimatedDeliveryTime !== undefined
      ? { estimated_delivery_time: changes.estimatedDeliveryTime }
      : {}),
    ...(changes.regionIds !== undefined ? { delivery_region_ids: JSON.stringify(changes.regionIds) } : {}),
    ...(changes.rates !== undefined ? { rates: JSON.stringify(changes.rates) } : {}),
    ...(changes.pickup !== undefined
      ? { pickup: changes.pickup ? JSON.stringify(changes.pickup) : null }
      : {}),
    ...(changes.timeSlots !== undefined ? { delivery_time_slots: JSON.stringify(changes.timeSlots) } : {}),
    ...(changes.extendedFields !== undefined
      ? { extended_fields: JSON.stringify(changes.extendedFields) }
      : {}),
  };
}

const findRow = (db: Db, siteId: string, id: string) =>
  selectFromSite({ db, siteId }, 'store_shipping_options')
    .select(SHIPPING_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<ShippingRow | undefined>;

/** Every shipping option of a site, for the calculator (`db` may be a transaction). */
export async function shippingOptionsOf(db: Executor, siteId: string) {
  const rows = (await selectFromSite({ db, siteId }, 'store_shipping_options')
    .select(SHIPPING_COLUMNS)
    .orderBy('created_date')
    .orderBy('id')
    .execute()) as ShippingRow[];
  return rows.map(shippingModelOf);
}
