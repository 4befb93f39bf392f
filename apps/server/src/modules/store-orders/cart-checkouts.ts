import type { AddressWithContact } from '@tessera/contracts/store-orders';
import type { LoadedCheckout, ResolvedLine, StoreCartPort } from '../store-cart/index.ts';
import type { TotalsResult } from '../store-settings/index.ts';
import type { CheckoutForOrder, CheckoutSource, ShortItem } from './checkout-source.ts';
import type { StoredDiscount, StoredLineItem, StoredShippingInfo } from './order-document.ts';

/**
 * Orders read real checkouts through store-cart's port: the checkout priced NOW (catalog prices,
 * stock problems, the store's calculator), turned into the order's snapshot. Lines the calculator
 * did not price (gone, sold out) are problems that refuse the order, never free lines.
 */
export function cartCheckouts(cart: StoreCartPort): CheckoutSource {
  return {
    async load(db, siteId, checkoutId) {
      const loaded = await cart.loadCheckout(db, siteId, checkoutId);
      return loaded ? checkoutForOrder(loaded) : undefined;
    },
    complete: (tx, checkoutId, orderId, cartId) => cart.completeCheckout(tx, checkoutId, orderId, cartId),
    subjectsOf: (siteId, checkoutId) => cart.checkoutSubjects(siteId, checkoutId),
  };
}

const parse = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

export function checkoutForOrder(loaded: LoadedCheckout): CheckoutForOrder {
  const { row, priced } = loaded;
  const { totals } = priced;
  const role =
    row.subject_role === 'MEMBER' || row.subject_role === 'VISITOR'
      ? (row.subject_role as 'MEMBER' | 'VISITOR')
      : null;
  const subject = row.subject_id && role ? { role, id: row.subject_id } : null;
  const ids = subject ? { [subject.role === 'MEMBER' ? 'memberId' : 'visitorId']: subject.id } : {};
  const destination = parse<AddressWithContact>(row.shipping_destination);
  const lineById = new Map(priced.lines.map((line) => [line.row.id, line]));
  const problems = priced.violations
    .filter((v) => v.severity === 'ERROR')
    .map((v) => {
      const line = v.target?.lineItem?.id ? lineById.get(v.target.lineItem.id) : undefined;
      const stock = line ? shortItemOf(line) : null;
      return {
        description: v.description ?? 'This item cannot be ordered.',
        ...(line ? { lineItemId: line.row.id } : {}),
        ...(stock ? { stock } : {}),
      };
    });
  return {
    id: row.id,
    orderId: row.order_id,
    cartId: row.cart_id,
    completed: row.completed === 1,
    blockingProblems: problems,
    couponProblem: row.coupon_code ? (totals.errors.find((e) => e.kind === 'coupon') ?? null) : null,
    order: {
      purchaseFlowId: row.purchase_flow_id,
      channel: { type: row.channel_type },
      currency: totals.currency,
      weightUnit: totals.weightUnit,
      taxIncluded: totals.taxIncludedInPrice,
      subject,
      buyer: { ...ids, email: row.email },
      buyerLanguage: row.buyer_language,
      buyerNote: row.buyer_note,
      billingInfo: parse<AddressWithContact>(row.billing_info),
      shippingInfo: shippingOf(totals, destination),
      recipientInfo: destination,
      lineItems: linesOf(priced.lines, totals, loaded.lineItems),
      appliedDiscounts: discountsOf(totals),
      additionalFees: totals.additionalFees.map((fee, index) => ({
        id: `fee-${index + 1}`,
        code: fee.code,
        name: fee.name,
        priceMinor: fee.priceMinor,
        lineItemIds: [],
      })),
      customFields: [],
      taxExempt: null,
      createdBy: ids,
      totals: {
        subtotalMinor: totals.summary.subtotalMinor,
        shippingMinor: totals.summary.shippingMinor,
        taxMinor: totals.summary.taxMinor,
        discountMinor: totals.summary.discountMinor,
        additionalFeesMinor: totals.summary.additionalFeesMinor,
        totalMinor: totals.summary.totalMinor,
      },
      purchasedDate: null,
    },
  };
}

/** A catalog line the stock did not cover when read (sold out or fewer left than asked). */
function shortItemOf(line: ResolvedLine): ShortItem | null {
  if (!line.item || (line.status !== 'NOT_AVAILABLE' && line.status !== 'PARTIALLY_AVAILABLE')) return null;
  return {
    lineItemId: line.row.id,
    productName: line.item.name,
    catalogItemId: line.item.productId,
    variantId: line.item.variantId,
    requestedQuantity: line.row.quantity,
    availableQuantity: line.quantityAvailable ?? 0,
  };
}

function linesOf(
  lines: readonly ResolvedLine[],
  totals: TotalsResult,
  wire: LoadedCheckout['lineItems'],
): StoredLineItem[] {
  const byId = new Map(totals.lines.map((line) => [line.id, line]));
  const wireById = new Map(wire.map((line) => [line.id, line]));
  return lines
    .filter((line) => line.priced)
    .map((line) => {
      const computed = byId.get(line.row.id);
      const shown = wireById.get(line.row.id);
      const quantity = line.row.quantity;
      const before = line.unitPriceMinor * quantity;
      const name = shown?.productName?.original ?? line.item?.name ?? line.custom?.name ?? 'Item';
      return {
        id: line.row.id,
        productName: { original: name, translated: name },
        ...(shown?.catalogReference
          ? {
              catalogReference: {
                catalogItemId: shown.catalogReference.catalogItemId,
                appId: shown.catalogReference.appId,
                ...(shown.catalogReference.options
                  ? { options: shown.catalogReference.options as Record<string, unknown> }
                  : {}),
              },
            }
          : {}),
        productId: line.item?.productId ?? null,
        variantId: line.item?.variantId ?? null,
        quantity,
        priceMinor: line.unitPriceMinor,
        priceBeforeDiscountsMinor: line.fullPriceMinor,
        totalDiscountMinor: computed?.discountMinor ?? 0,
        totalPriceBeforeTaxMinor: computed?.totalBeforeTaxMinor ?? before,
        totalPriceAfterTaxMinor: computed?.totalAfterTaxMinor ?? before,
        taxMinor: computed?.taxMinor ?? 0,
        taxRate: computed?.taxRate ?? null,
        descriptionLines: (shown?.descriptionLines ?? []) as unknown[],
        ...(shown?.image?.url ? { image: shown.image.url } : {}),
        ...(shown?.physicalProperties ? { physicalProperties: shown.physicalProperties } : {}),
        itemType: shown?.itemType ?? { preset: 'PHYSICAL' },
        paymentOption: shown?.paymentOption ?? 'FULL_PAYMENT_ONLINE',
        restockQuantity: 0,
        refundQuantity: 0,
      };
    });
}

function discountsOf(totals: TotalsResult): StoredDiscount[] {
  return totals.appliedDiscounts.map((discount) => ({
    id: discount.ruleId,
    discountType: discount.type,
    lineItemIds: [...discount.lineItemIds],
    ...(discount.couponCode
      ? { coupon: { id: discount.ruleId, code: discount.couponCode, name: discount.name } }
      : { discountRule: { id: discount.ruleId, name: { original: discount.name } } }),
    amountMinor: discount.amountMinor,
  }));
}

function shippingOf(totals: TotalsResult, destination: AddressWithContact | null): StoredShippingInfo | null {
  const selected = totals.shipping.selected;
  if (!selected) return null;
  return {
    carrierId: selected.carrierId,
    code: selected.code,
    title: selected.title,
    logistics: {
      ...(destination ? { shippingDestination: destination } : {}),
      ...(selected.pickup
        ? {
            pickupDetails: {
              ...(selected.pickup.address ? { address: selected.pickup.address } : {}),
              pickupMethod: selected.pickup.pickupMethod,
            },
          }
        : {}),
      deliveryTime: selected.deliveryTime,
      instructions: selected.instructions,
      ...(selected.deliveryTimeSlot ? { deliveryTimeSlot: selected.deliveryTimeSlot } : {}),
    },
    costMinor: selected.priceMinor,
    costDiscountMinor: totals.shipping.discountMinor,
  };
}
