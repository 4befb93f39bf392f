import type { Kysely } from 'kysely';
import type { CheckoutForOrder, CheckoutSource } from '../../src/modules/store-orders/checkout-source.ts';
import type { Executor } from '../../src/platform/db.ts';
import { newId } from '../../src/platform/ids.ts';

/*
 * A tiny stand-in of store-cart's checkout port (common16: loadCheckout / completeCheckout),
 * for these tests only until store-cart exports it: a checkout of one product line, kept in a
 * table of its own so several servers on one database share it, completed by a conditional
 * UPDATE as the real port does.
 */

const untyped = (db: Executor) => db as unknown as Kysely<any>;

export async function createStandInTable(db: Executor): Promise<void> {
  await untyped(db)
    .schema.createTable('test_checkouts')
    .ifNotExists()
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .execute();
}

export async function standInCheckout(
  db: Executor,
  siteId: string,
  line: { productId: string; variantId: string; quantity: number; priceMinor: number },
  visitorId = newId(),
): Promise<{ id: string; visitorId: string }> {
  const id = newId();
  await untyped(db)
    .insertInto('test_checkouts')
    .values({
      id,
      site_id: siteId,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      price_minor: line.priceMinor,
      visitor_id: visitorId,
      completed: 0,
      order_id: null,
    })
    .execute();
  return { id, visitorId };
}

export const standInCheckouts: CheckoutSource = {
  async load(db, siteId, checkoutId) {
    const row = await untyped(db)
      .selectFrom('test_checkouts')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', checkoutId)
      .executeTakeFirst();
    if (!row) return undefined;
    const total = Number(row.price_minor) * Number(row.quantity);
    const checkout: CheckoutForOrder = {
      id: row.id,
      orderId: row.order_id,
      completed: row.completed === 1,
      blockingProblems: [],
      order: {
        purchaseFlowId: null,
        channel: { type: 'WEB' },
        currency: 'USD',
        weightUnit: 'KG',
        taxIncluded: false,
        subject: { role: 'VISITOR', id: row.visitor_id },
        buyer: { visitorId: row.visitor_id, email: 'buyer@example.com' },
        buyerLanguage: null,
        buyerNote: null,
        billingInfo: null,
        shippingInfo: null,
        recipientInfo: null,
        lineItems: [
          {
            id: newId(),
            productName: { original: 'Lamp' },
            catalogReference: {
              catalogItemId: row.product_id,
              appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
              options: { variantId: row.variant_id },
            },
            productId: row.product_id,
            variantId: row.variant_id,
            quantity: Number(row.quantity),
            priceMinor: Number(row.price_minor),
            priceBeforeDiscountsMinor: Number(row.price_minor),
            totalDiscountMinor: 0,
            totalPriceBeforeTaxMinor: total,
            totalPriceAfterTaxMinor: total,
            taxMinor: 0,
            descriptionLines: [],
            itemType: { preset: 'PHYSICAL' },
            paymentOption: 'FULL_PAYMENT_ONLINE',
            restockQuantity: 0,
            refundQuantity: 0,
          },
        ],
        appliedDiscounts: [],
        additionalFees: [],
        customFields: [],
        taxExempt: null,
        createdBy: { visitorId: row.visitor_id },
        totals: {
          subtotalMinor: total,
          shippingMinor: 0,
          taxMinor: 0,
          discountMinor: 0,
          additionalFeesMinor: 0,
          totalMinor: total,
        },
        purchasedDate: null,
      },
    };
    return checkout;
  },
  async complete(tx, checkoutId, orderId) {
    const result = await untyped(tx.db)
      .updateTable('test_checkouts')
      .set({ completed: 1, order_id: orderId })
      .where('site_id', '=', tx.siteId)
      .where('id', '=', checkoutId)
      .where('completed', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  subjectsOf: () => Promise.resolve([]),
};

/** The stand-in whose subject lookup reads the database given to `bind` once the app exists. */
export function standInSource(): CheckoutSource & { bind(db: Executor): void } {
  let bound: Executor | undefined;
  return {
    ...standInCheckouts,
    bind: (db) => {
      bound = db;
    },
    async subjectsOf(siteId, checkoutId) {
      if (!bound) return [];
      const row = await untyped(bound)
        .selectFrom('test_checkouts')
        .select('visitor_id')
        .where('site_id', '=', siteId)
        .where('id', '=', checkoutId)
        .executeTakeFirst();
      return row ? [{ role: 'VISITOR' as const, id: row.visitor_id as string }] : [];
    },
  };
}
