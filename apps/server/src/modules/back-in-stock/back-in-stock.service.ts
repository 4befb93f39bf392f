import { sql } from 'kysely';
import type { InputOf, backInStockRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
} from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { backInStockListing } from './back-in-stock.listing.ts';
import { optionsKey, toWireRequest, type RequestRow } from './back-in-stock.wire.ts';
import { NOTIFY_JOB, type NotifyPayload } from './notifier.ts';

export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
const CHANGES = { changes: ['backInStock'] } as const;

const requestNotFound = () =>
  notFound('BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND', 'Back in stock notification request not found');

/** The stores variant a reference names: `options.variantId`, or the default variant without options. */
function variantOf(options: Record<string, unknown> | null | undefined): string | null {
  if (!options || Object.keys(options).length === 0) return DEFAULT_VARIANT_ID;
  return typeof options.variantId === 'string' ? options.variantId : null;
}

export class BackInStockService {
  private readonly listing: Listing<undefined, RequestRow, unknown>;

  constructor(
    private readonly deps: {
      db: Db;
      uow: UnitOfWork;
      clock: Clock;
      jobs: Jobs;
      cursorSecret: (siteId: string) => Promise<string>;
    },
  ) {
    this.listing = openListing(backInStockListing as never, { db: deps.db, cursorSecret: deps.cursorSecret });
  }

  private now() {
    return isoAt(this.deps.clock.now());
  }

  /** A shopper's request; the same email and item answers the request already there. */
  async create(caller: Caller, input: InputOf<typeof R.createBackInStockNotificationRequest>) {
    const { request, itemDetails } = input;
    const reference = request.catalogReference;
    if (!(await this.collecting(caller.siteId, reference.appId))) {
      throw new AppError(
        'PRECONDITION',
        'REQUEST_COLLECTION_DISABLED',
        'The store does not collect requests now',
      );
    }
    const key = optionsKey(reference.options as Record<string, unknown> | null | undefined);
    if (key.length > 4000) {
      throw validationError([violation('request.catalogReference.options', 'is too large', 'MAX_LENGTH')]);
    }
    const emailKey = request.email.toLowerCase();
    const row = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const scope = siteScope(unit.db, caller.siteId);
        const now = this.now();
        await insertIntoSite(scope, 'back_in_stock_requests', [
          {
            id: newId(),
            app_id: reference.appId,
            catalog_item_id: reference.catalogItemId,
            options_key: key,
            variant_id: variantOf(reference.options as Record<string, unknown> | null | undefined),
            email: request.email,
            email_key: emailKey,
            status: 'RECEIVED',
            auto_notified: null,
            item_url: request.itemUrl ?? null,
            item_details: JSON.stringify(itemDetails),
            processing_key: null,
            created_date: now,
            updated_date: now,
          },
        ])
          .onConflict((oc) =>
            oc.columns(['site_id', 'app_id', 'catalog_item_id', 'options_key', 'email_key']).doNothing(),
          )
          .execute();
        return (await selectFromSite(scope, 'back_in_stock_requests')
          .selectAll()
          .where('app_id', '=', reference.appId)
          .where('catalog_item_id', '=', reference.catalogItemId)
          .where('options_key', '=', key)
          .where('email_key', '=', emailKey)
          .executeTakeFirstOrThrow()) as RequestRow;
      },
      CHANGES,
    );
    return { request: toWireRequest(row) };
  }

  async get(caller: Caller, id: string) {
    return { request: toWireRequest(await this.read(caller.siteId, id)) };
  }

  async delete(caller: Caller, id: string) {
    const result = await this.deps.uow.run(
      caller.siteId,
      (unit) =>
        deleteFromSite(siteScope(unit.db, caller.siteId), 'back_in_stock_requests')
          .where('id', '=', id)
          .executeTakeFirst(),
      CHANGES,
    );
    if (Number(result.numDeletedRows) === 0) throw requestNotFound();
    return {};
  }

  /** Sent outside the site: NOTIFICATION_SENT, autoNotified false. */
  async markAsSent(caller: Caller, id: string) {
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const moved = await updateSiteTable(siteScope(unit.db, caller.siteId), 'back_in_stock_requests')
          .set({
            status: 'NOTIFICATION_SENT',
            auto_notified: 0,
            processing_key: null,
            updated_date: this.now(),
          })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw requestNotFound();
      },
      CHANGES,
    );
    return this.get(caller, id);
  }

  query(caller: Caller, input: InputOf<typeof R.queryBackInStockNotificationRequests>) {
    return this.listing.query(caller.siteId, undefined, input.query ?? {});
  }

  async countByReferences(
    caller: Caller,
    input: InputOf<typeof R.getBackInStockNotificationRequestsCountByCatalogReferences>,
  ) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const refs = input.catalogReferences.map((ref) => ({
      ref,
      key: optionsKey(ref.options as Record<string, unknown> | null | undefined),
    }));
    const rows = await selectFromSite(scope, 'back_in_stock_requests')
      .select(['app_id', 'catalog_item_id', 'options_key', sql<number | string>`COUNT(*)`.as('n')])
      .where('catalog_item_id', 'in', [...new Set(refs.map((r) => r.ref.catalogItemId))])
      .groupBy(['app_id', 'catalog_item_id', 'options_key'])
      .execute();
    const counts = new Map(
      rows.map((r) => [`${r.app_id}\u0000${r.catalog_item_id}\u0000${r.options_key}`, Number(r.n)]),
    );
    return {
      countsPerCatalogReference: refs.map(({ ref, key }) => ({
        catalogReference: ref,
        count: counts.get(`${ref.appId}\u0000${ref.catalogItemId}\u0000${key}`) ?? 0,
      })),
    };
  }

  /** Queues the emails (a job right after the commit). */
  async report(caller: Caller, input: InputOf<typeof R.reportItemsBackInStock>) {
    if (input.catalogReference && input.requestIds) {
      throw new AppError(
        'INVALID',
        'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS',
        'Name a catalog reference or request ids, not both',
      );
    }
    const reference = input.catalogReference;
    if (!reference && !input.requestIds) {
      throw validationError([
        violation('catalogReference', 'catalogReference or requestIds is required', 'REQUIRED_ONE_OF_FIELD'),
      ]);
    }
    const key = `report:${newId()}`;
    const payload: NotifyPayload = {
      key,
      target: reference
        ? {
            kind: 'reference',
            appId: reference.appId,
            catalogItemId: reference.catalogItemId,
            optionsKey: optionsKey(reference.options as Record<string, unknown> | null | undefined),
          }
        : { kind: 'ids', ids: input.requestIds! },
      itemDetails: input.itemDetails,
      extra: input.extraAutomationTemplateParameters,
    };
    await this.deps.uow.run(
      caller.siteId,
      (unit) => this.deps.jobs.enqueue(unit, { kind: NOTIFY_JOB, runAt: this.now(), payload, key }),
      { changes: [] },
    );
    return {};
  }

  /** From the inventory event: a variant back in stock notifies its requests (once per event and variant). */
  async variantBackInStock(siteId: string, eventId: number, productId: string, variantId: string) {
    const key = `auto:${eventId}:${variantId}`;
    const payload: NotifyPayload = { key, target: { kind: 'variant', productId, variantId } };
    await this.deps.uow.run(
      siteId,
      (unit) => this.deps.jobs.enqueue(unit, { kind: NOTIFY_JOB, runAt: this.now(), payload, key }),
      { changes: [] },
    );
  }

  async settings(caller: Caller) {
    const rows = await selectFromSite(siteScope(this.deps.db, caller.siteId), 'back_in_stock_settings')
      .select(['app_id', 'collecting'])
      .execute();
    const states = new Map<string, boolean>([[STORES_APP_ID, true]]);
    for (const row of rows) states.set(row.app_id, row.collecting === 1);
    return {
      settings: {
        collectionStates: [...states].map(([appId, collectingRequests]) => ({ appId, collectingRequests })),
      },
    };
  }

  async setCollecting(caller: Caller, appId: string, collecting: boolean) {
    if (appId !== STORES_APP_ID) {
      throw new AppError(
        'INVALID',
        'NOT_SUPPORTED_APP_DEF_ID',
        'Back in stock works for the stores app only',
        {
          appId,
        },
      );
    }
    await this.deps.uow.run(
      caller.siteId,
      (unit) =>
        insertIntoSite(siteScope(unit.db, caller.siteId), 'back_in_stock_settings', [
          { app_id: appId, collecting: collecting ? 1 : 0 },
        ])
          .onConflict((oc) =>
            oc.columns(['site_id', 'app_id']).doUpdateSet({ collecting: collecting ? 1 : 0 }),
          )
          .execute(),
      { changes: ['storeSettings'] },
    );
    return this.settings(caller);
  }

  private async collecting(siteId: string, appId: string): Promise<boolean> {
    const row = await selectFromSite(siteScope(this.deps.db, siteId), 'back_in_stock_settings')
      .select('collecting')
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row ? row.collecting === 1 : true;
  }

  private async read(siteId: string, id: string): Promise<RequestRow> {
    const row = await selectFromSite(siteScope(this.deps.db, siteId), 'back_in_stock_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw requestNotFound();
    return row as RequestRow;
  }
}
