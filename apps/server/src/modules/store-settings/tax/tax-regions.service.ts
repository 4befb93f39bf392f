import { randomUUID } from 'node:crypto';
import type { InputOf, ParamsOf, storeSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Executor } from '../../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../../platform/errors.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
} from '../../../platform/site-scope.ts';
import { taxRegionsListing } from './tax-regions.listing.ts';
import {
  TAX_COLUMNS,
  taxModelOf,
  toWireTaxRegion,
  type TaxRegionModel,
  type TaxRegionRow,
} from './tax-regions.model.ts';
import { SettingsDocumentService, type SettingsServiceDeps } from '../settings-unit.ts';

const regionNotFound = () => notFound('TAX_REGION_NOT_FOUND', 'Tax region not found');
const regionTaken = () =>
  new AppError('CONFLICT', 'TAX_REGION_ALREADY_EXISTS', 'The store already has a tax region for this place');

/** Tax regions: owner writes; the unique index on (country, subdivision) decides racing creates. */
export class TaxRegionsService extends SettingsDocumentService<typeof taxRegionsListing> {
  constructor(deps: SettingsServiceDeps) {
    super(deps, taxRegionsListing, regionTaken);
  }

  async create(caller: Caller, input: InputOf<typeof R.createTaxRegion>) {
    const body = input.taxRegion;
    if (body.subdivision && !body.subdivision.startsWith(`${body.country}-`)) {
      throw validationError([
        violation(
          'taxRegion.subdivision',
          'The subdivision is one of the country (e.g. US-CA for US)',
          'VALIDATION',
        ),
      ]);
    }
    const rateType = body.rateType ?? 'MANUAL_RATE';
    const row = await this.unit(caller, async (unit, now) => {
      const row: TaxRegionRow = {
        id: randomUUID(),
        country: body.country,
        subdivision: body.subdivision ?? '',
        name: body.name?.trim() || body.subdivision || body.country,
        rate_type: rateType,
        rate: rateType === 'NO_TAX_COLLECTED' ? '0' : (body.rate ?? '0'),
        revision: 1,
        created_date: now,
        updated_date: now,
      };
      await insertIntoSite(unit, 'store_tax_regions', [row]).execute();
      return row;
    });
    return { taxRegion: toWireTaxRegion(row) };
  }

  async get(caller: Caller, id: string) {
    const row = (await selectFromSite(siteScope(this.deps.db, caller.siteId), 'store_tax_regions')
      .select(TAX_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()) as TaxRegionRow | undefined;
    if (!row) throw regionNotFound();
    return { taxRegion: toWireTaxRegion(row) };
  }

  async update(
    caller: Caller,
    params: ParamsOf<typeof R.updateTaxRegion>,
    input: InputOf<typeof R.updateTaxRegion>,
  ) {
    const body = input.taxRegion;
    const row = await this.unit(caller, async (unit, now) => {
      const current = (await unit
        .forUpdate(
          selectFromSite(unit, 'store_tax_regions').select(TAX_COLUMNS).where('id', '=', params.taxRegionId),
        )
        .executeTakeFirst()) as TaxRegionRow | undefined;
      if (!current) throw regionNotFound();
      if (body.revision && body.revision !== String(current.revision)) {
        throw new AppError('CONFLICT', 'REVISION_MISMATCH', 'The tax region changed since it was read', {
          currentRevision: String(current.revision),
        });
      }
      const rateType = body.rateType ?? current.rate_type;
      const next: TaxRegionRow = {
        ...current,
        name: body.name?.trim() || current.name,
        rate_type: rateType,
        rate: rateType === 'NO_TAX_COLLECTED' ? '0' : (body.rate ?? current.rate),
        revision: current.revision + 1,
        updated_date: now,
      };
      await updateSiteTable(unit, 'store_tax_regions')
        .set({
          name: next.name,
          rate_type: next.rate_type,
          rate: next.rate,
          revision: next.revision,
          updated_date: now,
        })
        .where('id', '=', current.id)
        .execute();
      return next;
    });
    return { taxRegion: toWireTaxRegion(row) };
  }

  async delete(caller: Caller, id: string) {
    await this.unit(caller, async (unit) => {
      const deleted = await deleteFromSite(unit, 'store_tax_regions').where('id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw regionNotFound();
    });
    return {};
  }

  query(caller: Caller, input: InputOf<typeof R.queryTaxRegions>) {
    const query = input.query ?? {};
    return this.listing.query(caller.siteId, caller, { ...query, cursorPaging: query.cursorPaging ?? {} });
  }
}

/** Every tax region of a site, for the calculator (`db` may be a transaction). */
export async function taxRegionsOf(db: Executor, siteId: string): Promise<TaxRegionModel[]> {
  const rows = (await selectFromSite(siteScope(db, siteId), 'store_tax_regions')
    .select(TAX_COLUMNS)
    .execute()) as TaxRegionRow[];
  return rows.map(taxModelOf);
}
