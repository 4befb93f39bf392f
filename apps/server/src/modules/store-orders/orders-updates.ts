import type { InputOf, storeOrdersRoutes as R } from '@tessera/contracts/routes/index';
import type { OrderLineItem } from '@tessera/contracts/store-orders';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { updateSiteTable } from '../../platform/site-scope.ts';
import { bulkResults } from '../../platform/bulk-results.ts';
import type { StoredLineItem } from './order-document.ts';
import { pathsOf, updatedColumns } from './order-update.ts';
import type { OrdersAdmin } from './orders-admin.ts';
import type { StoreOrderRow } from './store-orders.schema.ts';

type UpdateInput = InputOf<typeof R.updateStoreOrder>;

/** A line item's fields an update may change: what it is called and shows, never what it costs. */
const LINE_FIELDS = new Set([
  'id',
  'productName',
  'descriptionLines',
  'image',
  'physicalProperties',
  'fulfillerId',
]);
/** Channels whose orders the store may edit (§8 UNSUPPORTED_CHANNEL_TYPE for the others). */
const EDITABLE_CHANNELS = new Set(['WEB', 'POS', 'BACKOFFICE_MERCHANT', 'WIX_APP_STORE']);
const REFUNDED = new Set(['PARTIALLY_REFUNDED', 'FULLY_REFUNDED']);

/**
 * Updates of orders by field mask (one, or up to 100 each in its own unit) and of one line item;
 * each through OrdersAdmin's change (locked row, revision, store_order_updated with the fields).
 */
export class OrdersUpdates {
  constructor(private readonly admin: OrdersAdmin) {}

  async update(caller: Caller, orderId: string, input: UpdateInput, at = 'order') {
    const paths = pathsOf(input.order, input.fieldMask, at);
    const { order } = await this.admin.change(caller, orderId, async (tx, row) => {
      const { values, fields } = updatedColumns(row, input.order, paths, at);
      await updateSiteTable(tx, 'store_orders').set(values).where('id', '=', row.id).execute();
      return { fields };
    });
    return { order };
  }

  /** Each order in its own unit: a refused or missing one fails alone (its code in its result). */
  bulkUpdate(caller: Caller, input: InputOf<typeof R.bulkUpdateStoreOrders>) {
    return bulkResults(
      input.orders,
      (item) => item.order.id ?? undefined,
      async (item) => {
        if (!item.order.id)
          throw validationError([violation('order.id', 'Each order needs its id', 'REQUIRED_FIELD')]);
        const { order } = await this.update(caller, item.order.id, item);
        return input.returnEntity ? order : undefined;
      },
    );
  }

  /**
   * Changes one line's name, description lines, image, physical properties or fulfiller. Its
   * price and quantity never change here (the totals, payments and stock follow them); §8
   * refusals: a refunded order, an order that is not APPROVED, a channel the store cannot edit.
   */
  async updateLineItem(caller: Caller, orderId: string, lineItemId: string, lineItem: OrderLineItem) {
    const refused = Object.keys(lineItem).filter((key) => !LINE_FIELDS.has(key));
    if (refused.length > 0) {
      throw validationError(
        refused.map((key) =>
          violation(`lineItem.${key}`, `${key} of an order's line cannot be changed`, 'FIELD_NOT_ALLOWED'),
        ),
      );
    }
    const { order } = await this.admin.change(caller, orderId, async (tx, row) => {
      refuseLineEdits(row);
      const lines = JSON.parse(row.line_items) as StoredLineItem[];
      const index = lines.findIndex((line) => line.id === lineItemId);
      if (index < 0) throw notFound('LINE_ITEM_NOT_FOUND', 'Line item not found');
      lines[index] = changedLine(lines[index]!, lineItem);
      await updateSiteTable(tx, 'store_orders')
        .set({ line_items: JSON.stringify(lines) })
        .where('id', '=', row.id)
        .execute();
      return { fields: ['lineItems'] };
    });
    return { order };
  }
}

function refuseLineEdits(row: StoreOrderRow): void {
  const refuse = (code: string, description: string) =>
    new AppError('PRECONDITION', code, description, { orderId: row.id });
  if (REFUNDED.has(row.payment_status)) {
    throw refuse('PARTIALLY_OR_FULLY_REFUNDED', 'The lines of a refunded order cannot be changed');
  }
  if (row.status !== 'APPROVED' || row.archived === 1) {
    const state = row.archived === 1 ? 'an archived' : `a ${row.status}`;
    throw refuse('ORDER_STATUS_IS_NOT_SUPPORTED', `The lines of ${state} order cannot be changed`);
  }
  if (!EDITABLE_CHANNELS.has(row.channel_type)) {
    throw refuse('UNSUPPORTED_CHANNEL_TYPE', `Orders from ${row.channel_type} cannot be changed here`);
  }
}

function changedLine(line: StoredLineItem, change: OrderLineItem): StoredLineItem {
  return {
    ...line,
    ...(change.productName ? { productName: change.productName } : {}),
    ...(change.descriptionLines ? { descriptionLines: change.descriptionLines } : {}),
    ...(change.image !== undefined ? { image: change.image } : {}),
    ...(change.physicalProperties
      ? { physicalProperties: { ...line.physicalProperties, ...change.physicalProperties } }
      : {}),
    ...(change.fulfillerId !== undefined ? { fulfillerId: change.fulfillerId } : {}),
  };
}
