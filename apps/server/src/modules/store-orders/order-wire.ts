import {
  StoreOrderActivityTypes,
  type OrderActivity,
  type StoreOrder,
  type StoreOrderActivityType,
} from '@tessera/contracts/store-orders';
import type {
  StoredCustomField,
  StoredDiscount,
  StoredFee,
  StoredLineItem,
  StoredShippingInfo,
  StoredTaxInfo,
} from './order-document.ts';
import { orderPrice, type OrderPrice, type StoredMinor } from './order-money.ts';
import { taxBreakdowns } from './order-tax.ts';
import type { StoreOrderActivityRow, StoreOrderRow } from './store-orders.schema.ts';

/** The columns every read of an order selects (the wire needs all of them). */
export type { StoreOrderRow };

/** A stored order's tags, by kind. */
export interface OrderTagIds {
  privateTags: string[];
  tags: string[];
}

const json = <T>(text: string | null): T | undefined => (text === null ? undefined : (JSON.parse(text) as T));

/**
 * The one place a stored order becomes the wire's order (every route, the payments port and
 * domain events answer through it): minor units as ecom prices in the order's currency.
 */
export function toWireOrder(
  row: StoreOrderRow,
  activities: readonly StoreOrderActivityRow[],
  tags: OrderTagIds,
): StoreOrder {
  const currency = row.currency;
  const price: PriceOf = (minor) => orderPrice(minor, currency);
  const lines = JSON.parse(row.line_items) as StoredLineItem[];
  const discounts = JSON.parse(row.applied_discounts) as StoredDiscount[];
  const fees = JSON.parse(row.additional_fees) as StoredFee[];
  const shipping = json<StoredShippingInfo>(row.shipping_info);
  const total = Number(row.total_minor);
  const paid = Number(row.paid_minor);
  const refunded = Number(row.refunded_minor);
  // The channel's JSON also keeps the order's attribution (an update may set it).
  const { attributionSource, ...channel } = JSON.parse(row.channel_info) as {
    externalOrderId?: string | null;
    externalOrderUrl?: string | null;
    attributionSource?: 'UNSPECIFIED' | 'FACEBOOK_ADS';
  };
  const taxInfo = json<StoredTaxInfo>(row.tax_info);
  const taxes = taxBreakdowns(lines, taxInfo?.taxes ?? [], price);
  return {
    id: row.id,
    number: String(row.number),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    ...(row.purchased_date ? { purchasedDate: row.purchased_date } : {}),
    lineItems: lines.map((line, index) => ({
      id: line.id,
      productName: line.productName,
      ...(line.catalogReference ? { catalogReference: line.catalogReference } : {}),
      quantity: line.quantity,
      totalDiscount: price(line.totalDiscountMinor),
      descriptionLines: line.descriptionLines as never,
      ...(line.image ? { image: line.image } : {}),
      ...(line.physicalProperties ? { physicalProperties: line.physicalProperties } : {}),
      itemType: line.itemType as never,
      ...(line.fulfillerId ? { fulfillerId: line.fulfillerId } : {}),
      refundQuantity: line.refundQuantity,
      restockQuantity: line.restockQuantity,
      price: price(line.priceMinor),
      priceBeforeDiscounts: price(line.priceBeforeDiscountsMinor),
      totalPriceBeforeTax: price(line.totalPriceBeforeTaxMinor),
      totalPriceAfterTax: price(line.totalPriceAfterTaxMinor),
      lineItemPrice: price(line.totalPriceBeforeTaxMinor),
      paymentOption: line.paymentOption as never,
      taxInfo: {
        taxAmount: price(line.taxMinor),
        taxableAmount: price(line.totalPriceBeforeTaxMinor),
        ...(line.taxRate ? { taxRate: line.taxRate } : {}),
        taxIncludedInPrice: row.tax_included === 1,
        taxBreakdown: taxes.lines[index]!,
      },
      // Every line has its price when written (a custom line must give one); imports say otherwise.
      priceUndetermined: line.priceUndetermined === true,
      fixedQuantity: line.fixedQuantity === true,
    })),
    buyerInfo: {
      ...(row.buyer_member_id ? { memberId: row.buyer_member_id } : {}),
      ...(!row.buyer_member_id && row.buyer_visitor_id ? { visitorId: row.buyer_visitor_id } : {}),
      ...(row.buyer_contact_id ? { contactId: row.buyer_contact_id } : {}),
      ...(row.buyer_email ? { email: row.buyer_email } : {}),
    },
    paymentStatus: row.payment_status as never,
    fulfillmentStatus: row.fulfillment_status as never,
    ...(row.buyer_language ? { buyerLanguage: row.buyer_language } : {}),
    weightUnit: row.weight_unit as never,
    currency,
    taxIncludedInPrices: row.tax_included === 1,
    priceSummary: {
      subtotal: price(row.subtotal_minor),
      shipping: price(row.shipping_minor),
      tax: price(row.tax_minor),
      discount: price(row.discount_minor),
      total: price(total),
      totalAdditionalFees: price(row.additional_fees_minor),
    },
    ...(row.billing_info ? { billingInfo: JSON.parse(row.billing_info) } : {}),
    ...(shipping ? { shippingInfo: wireShipping(shipping, price) } : {}),
    ...(row.buyer_note ? { buyerNote: row.buyer_note } : {}),
    status: row.status as never,
    archived: row.archived === 1,
    taxInfo: {
      totalTax: price(row.tax_minor),
      taxBreakdown: taxes.order,
      ...(taxInfo?.taxExempt != null ? { taxExempt: taxInfo.taxExempt } : {}),
    },
    appliedDiscounts: discounts.map((discount) => wireDiscount(discount, price)),
    activities: activities.map((activity) => toWireActivity(activity, price)),
    createdBy: JSON.parse(row.created_by),
    channelInfo: { type: row.channel_type as never, ...channel },
    seenByAHuman: row.seen_by_a_human === 1,
    ...(row.checkout_id ? { checkoutId: row.checkout_id } : {}),
    customFields: JSON.parse(row.custom_fields) as StoredCustomField[] as never,
    balanceSummary: {
      balance: price(Math.max(total - paid, 0)),
      paid: price(paid),
      refunded: price(refunded),
    },
    additionalFees: fees.map((fee) => ({
      id: fee.id,
      ...(fee.code ? { code: fee.code } : {}),
      name: fee.name,
      price: price(fee.priceMinor),
      priceBeforeTax: price(fee.priceMinor),
      priceAfterTax: price(fee.priceMinor),
      lineItemIds: fee.lineItemIds,
      ...(fee.source ? { source: fee.source as never } : {}),
    })),
    ...(row.purchase_flow_id ? { purchaseFlowId: row.purchase_flow_id } : {}),
    ...(row.recipient_info ? { recipientInfo: JSON.parse(row.recipient_info) } : {}),
    tags: { privateTags: { tagIds: tags.privateTags }, tags: { tagIds: tags.tags } },
    imported: row.imported === 1,
    attributionSource: attributionSource ?? 'UNSPECIFIED',
  };
}

type PriceOf = (minor: StoredMinor) => OrderPrice;

function wireShipping(shipping: StoredShippingInfo, price: PriceOf): NonNullable<StoreOrder['shippingInfo']> {
  const { costMinor, costDiscountMinor, ...rest } = shipping;
  return {
    ...rest,
    ...(costMinor !== undefined
      ? {
          cost: {
            price: price(costMinor),
            totalPriceBeforeTax: price(costMinor),
            totalPriceAfterTax: price(costMinor),
            discount: price(costDiscountMinor ?? 0),
          },
        }
      : {}),
  };
}

function wireDiscount(discount: StoredDiscount, price: PriceOf) {
  const amount = price(discount.amountMinor);
  return {
    id: discount.id,
    discountType: discount.discountType,
    lineItemIds: discount.lineItemIds,
    ...(discount.coupon ? { coupon: { ...discount.coupon, amount } } : {}),
    ...(discount.merchantDiscount
      ? { merchantDiscount: { ...discount.merchantDiscount, amount } as never }
      : {}),
    ...(discount.discountRule ? { discountRule: { ...discount.discountRule, amount } } : {}),
  };
}

const KNOWN_ACTIVITY_TYPES = new Set<string>(StoreOrderActivityTypes);

/**
 * An activity's `activityType`: the kinds this codebase writes (ORDER_PLACED, ORDER_PAID,
 * ORDER_CANCELED, ORDER_REFUNDED, fulfillment and payment kinds, MERCHANT_COMMENT,
 * CUSTOM_ACTIVITY) are stored under the typings' own enum names, so each is its own value; a
 * kind the enum does not list is some app's own: CUSTOM_ACTIVITY.
 */
export const activityTypeOf = (type: string): StoreOrderActivityType =>
  KNOWN_ACTIVITY_TYPES.has(type) ? (type as StoreOrderActivityType) : 'CUSTOM_ACTIVITY';

/** One activity on the wire (its content is stored as the wire's part, refunds in minor units). */
export function toWireActivity(row: StoreOrderActivityRow, price: PriceOf): OrderActivity {
  const content = row.content ? (JSON.parse(row.content) as Record<string, unknown>) : {};
  const refunded = content.orderRefunded as
    { manual?: boolean; amountMinor?: number; reason?: string } | undefined;
  const activityType = activityTypeOf(row.type);
  return {
    id: row.id,
    ...(row.author_email ? { authorEmail: row.author_email } : {}),
    createdDate: row.created_date,
    type: activityType,
    activityType,
    ...(content.merchantComment ? { merchantComment: content.merchantComment as never } : {}),
    ...(content.customActivity ? { customActivity: content.customActivity as never } : {}),
    ...(refunded
      ? {
          orderRefunded: {
            ...(refunded.manual !== undefined ? { manual: refunded.manual } : {}),
            ...(refunded.amountMinor !== undefined ? { amount: price(refunded.amountMinor) } : {}),
            ...(refunded.reason ? { reason: refunded.reason } : {}),
          },
        }
      : {}),
  };
}
