import type { InputOf, storeSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { insertIntoSite, selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';

type Kind = 'orders' | 'checkout';
type Doc = Record<string, unknown>;
interface Stored {
  doc: Doc;
  created: string | null;
  updated: string | null;
}

const DEFAULTS: Record<Kind, Doc> = {
  orders: { inventoryUpdateTrigger: 'ON_ORDER_PLACED', createInvoice: false },
  checkout: {
    checkoutPolicies: {},
    checkoutFields: {
      policyAgreementCheckbox: { visible: false, checkedByDefault: false },
      delayCaptureEnabled: false,
    },
  },
};

async function read(db: Executor, siteId: string, kind: Kind): Promise<Stored> {
  const row = await selectFromSite(siteScope(db, siteId), 'store_settings_documents')
    .select(['doc', 'created_date', 'updated_date'])
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row
    ? { doc: JSON.parse(row.doc) as Doc, created: row.created_date, updated: row.updated_date }
    : { doc: DEFAULTS[kind], created: null, updated: null };
}

/** Section by section: a part sent replaces that part (a policy, a field); the others stay. */
const merge = (current: Doc, change: Doc): Doc => {
  const next: Doc = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    const old = next[key];
    next[key] =
      value && typeof value === 'object' && !Array.isArray(value) && old && typeof old === 'object'
        ? { ...(old as Doc), ...(value as Doc) }
        : value;
  }
  return next;
};

/** Orders and checkout settings: one document per site and kind, first change inserts then locks. */
export class SettingsDocumentsService {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock }) {}

  private async change(caller: Caller, kind: Kind, change: Doc): Promise<Stored> {
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const now = isoAt(this.deps.clock.now());
        await insertIntoSite(unit, 'store_settings_documents', [
          { kind, doc: JSON.stringify(DEFAULTS[kind]), created_date: now, updated_date: now },
        ])
          .onConflict((oc) => oc.columns(['site_id', 'kind']).doNothing())
          .execute();
        const row = await unit
          .forUpdate(
            selectFromSite(unit, 'store_settings_documents')
              .select(['doc', 'created_date'])
              .where('kind', '=', kind),
          )
          .executeTakeFirstOrThrow();
        const doc = merge(JSON.parse(row.doc) as Doc, change);
        await updateSiteTable(unit, 'store_settings_documents')
          .set({ doc: JSON.stringify(doc), updated_date: now })
          .where('kind', '=', kind)
          .execute();
        return { doc, created: row.created_date, updated: now };
      },
      { changes: ['storeSettings'] },
    );
  }

  async getOrders(caller: Caller) {
    return { ordersSettings: ordersWire(await read(this.deps.db, caller.siteId, 'orders')) };
  }

  async updateOrders(caller: Caller, input: InputOf<typeof R.updateOrdersSettings>) {
    const { inventoryUpdateTrigger, createInvoice } = input.ordersSettings;
    const change: Doc = {
      ...(inventoryUpdateTrigger ? { inventoryUpdateTrigger } : {}),
      ...(createInvoice !== undefined && createInvoice !== null ? { createInvoice } : {}),
    };
    return { ordersSettings: ordersWire(await this.change(caller, 'orders', change)) };
  }

  async getCheckout(caller: Caller) {
    return { checkoutSettings: checkoutWire(await read(this.deps.db, caller.siteId, 'checkout')) };
  }

  async updateCheckout(caller: Caller, input: InputOf<typeof R.updateCheckoutSettings>) {
    const { checkoutPolicies, checkoutFields, checkoutBillingFields } = input.checkoutSettings;
    const change: Doc = { checkoutPolicies, checkoutFields, checkoutBillingFields };
    return { checkoutSettings: checkoutWire(await this.change(caller, 'checkout', change)) };
  }
}

const ordersWire = (stored: Stored) => ({
  inventoryUpdateTrigger:
    stored.doc.inventoryUpdateTrigger === 'ON_ORDER_PAID'
      ? ('ON_ORDER_PAID' as const)
      : ('ON_ORDER_PLACED' as const),
  createInvoice: stored.doc.createInvoice === true,
  createdDate: stored.created,
  updatedDate: stored.updated,
});

const checkoutWire = (stored: Stored) => ({
  checkoutPolicies: (stored.doc.checkoutPolicies ?? {}) as Doc,
  checkoutFields: (stored.doc.checkoutFields ?? {}) as Doc,
  ...(typeof stored.doc.checkoutBillingFields === 'string'
    ? { checkoutBillingFields: stored.doc.checkoutBillingFields }
    : {}),
  createdDate: stored.created,
  updatedDate: stored.updated,
});

/** When an order takes its stock (store-orders reads it): ON_ORDER_PLACED unless the owner chose ON_ORDER_PAID. */
export async function inventoryUpdateTriggerOf(
  db: Executor,
  siteId: string,
): Promise<'ON_ORDER_PAID' | 'ON_ORDER_PLACED'> {
  return ordersWire(await read(db, siteId, 'orders')).inventoryUpdateTrigger;
}
