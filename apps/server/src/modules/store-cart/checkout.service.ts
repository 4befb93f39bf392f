import type { InputOf } from '@tessera/contracts/routes/index';
import type { checkoutsRoutes as R } from '@tessera/contracts/routes/index';
import type { Checkout, CheckoutInfoInput, CheckoutResponse } from '@tessera/contracts/checkouts';
import type { CreateCheckoutFromCartRequest } from '@tessera/contracts/current-cart';
import type {
  AddressWithContact,
  BuyerInfo,
  CreatedBy,
  EcomChannelType,
  EcomLineItem,
  SelectedShippingOption,
} from '@tessera/contracts/ecom-common';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt } from '../../platform/clock.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { toEcomTotals } from '../store-settings/index.ts';
import { catalogMemo } from './catalog-memo.ts';
import type { FindCatalogItems } from './catalog-port.ts';
import {
  completeCheckoutRow,
  deleteCartOfCheckout,
  findCheckout,
  insertCheckout,
  latestCheckoutOfCart,
  linesOf,
  lockCheckout,
  updateCheckout,
  writeLines,
  type CartRow,
  type CheckoutRow,
  type LineRow,
} from './cart.store.ts';
import {
  addedLines,
  assertMayManage,
  rowsFor,
  withCheckedQuantities,
  withoutLines,
  type NewLines,
} from './cart-lines-input.ts';
import { assertPriceable } from './lines-total-limit.ts';
import { blocking, catalogRefsOf, lineWire, resolveLines, violationsOf } from './lines.ts';
import { parseJson, priceLines, type Priced, type PricingDeps } from './pricing.ts';

export const CHECKOUT_CHANGES = { changes: ['carts'] } as const;
export const checkoutNotFound = () => notFound('CHECKOUT_NOT_FOUND', 'Checkout not found');
const completedRefusal = (id: string) =>
  new AppError(
    'PRECONDITION',
    'CHECKOUT_ALREADY_COMPLETED',
    'The checkout is completed: it takes no more changes',
    {
      checkoutId: id,
    },
  );
const giftCardRefusal = () =>
  validationError([
    violation(
      'giftCardCode',
      'gift cards are not sold on this store',
      'OTHER',
      undefined,
      'GIFT_CARD_NOT_SUPPORTED',
    ),
  ]);

export interface CheckoutDeps extends PricingDeps {
  db: Db;
  uow: UnitOfWork;
}

/**
 * A checkout as the store-orders module reads it: its priced lines and totals, and the answer.
 * `checkout` and `lineItems` are built on first use (money formatted for the wire): an order
 * needs only the lines' names, references and details, never the formatted totals.
 */
export interface LoadedCheckout {
  readonly row: CheckoutRow;
  readonly checkout: Checkout;
  /** The lines as the answer has them, without the calculator's breakdown. */
  readonly lineItems: readonly EcomLineItem[];
  readonly priced: Priced;
  /** Some line has an ERROR problem (gone, out of stock): no order may be made of it. */
  readonly blocked: boolean;
}

/** Ecom checkouts: made from the cart or "buy now", priced on every read and change. */
export class CheckoutsService {
  constructor(private readonly deps: CheckoutDeps) {}

  private now = () => isoAt(this.deps.now());

  async create(caller: Caller, input: InputOf<typeof R.createCheckout>): Promise<CheckoutResponse> {
    if (input.giftCardCode) throw giftCardRefusal();
    if (input.overrideCheckoutUrl !== undefined && input.overrideCheckoutUrl !== null)
      assertMayManage(caller, 'overrideCheckoutUrl');
    if (!input.lineItems?.length && !input.customLineItems?.length) {
      throw validationError([violation('lineItems', 'a checkout needs at least one line', 'MIN_SIZE')]);
    }
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const catalog = catalogMemo(this.deps.findCatalogItems);
        await catalog.prefetch(unit.db, unit.siteId, catalogRefsOf([], input));
        const lines = await addedLines(unit, caller, [], input, catalog.find);
        const info = input.checkoutInfo ?? {};
        const row = this.newRow(caller, null, info.channelType ?? input.channelType ?? 'WEB');
        applyInfo(row, info);
        if (input.couponCode) row.coupon_code = input.couponCode;
        if (input.overrideCheckoutUrl) row.override_checkout_url = input.overrideCheckoutUrl;
        const rows = rowsFor(row.id, lines, true);
        await insertCheckout(unit, row);
        await writeLines(unit, row.id, rows, false);
        return this.answerInUnit(unit, { ...row, site_id: unit.siteId }, rows, catalog.find);
      },
      CHECKOUT_CHANGES,
    );
  }

  /** The cart's checkout, inside the cart's unit (current-cart create-checkout). */
  async createFromCart(
    unit: SiteTx,
    caller: Caller,
    cart: CartRow,
    lines: LineRow[],
    input: CreateCheckoutFromCartRequest,
  ): Promise<string> {
    const row = this.newRow(caller, cart, input.channelType ?? 'WEB');
    row.merged_visitor_id = cart.merged_visitor_id;
    row.email = input.email ?? cart.email;
    row.buyer_note = cart.buyer_note;
    row.buyer_language = cart.buyer_language;
    row.coupon_code = cart.coupon_code;
    row.override_checkout_url = cart.override_checkout_url;
    row.purchase_flow_id = cart.purchase_flow_id;
    const contact = parseJson<AddressWithContact>(cart.contact_info);
    if (input.shippingAddress || contact)
      row.shipping_destination = JSON.stringify({
        ...(contact ?? {}),
        ...(input.shippingAddress ? { address: input.shippingAddress } : {}),
      });
    if (input.billingAddress) row.billing_info = JSON.stringify({ address: input.billingAddress });
    const option = input.selectedShippingOption ?? parseJson<SelectedShippingOption>(cart.shipping_option);
    if (option) row.shipping_option = JSON.stringify(option);
    // Only whether every item can be bought decides here (the answer is the id): the lines are
    // resolved, not priced; the checkout is priced whenever it is read.
    const resolved = await resolveLines(unit.db, unit.siteId, lines, this.deps.findCatalogItems);
    assertPriceable(resolved);
    const violations = violationsOf(resolved);
    if (blocking(violations)) {
      throw new AppError(
        'PRECONDITION',
        'CART_ITEMS_UNAVAILABLE',
        'Some items of the cart cannot be bought',
        {
          lineItemIds: violations.map((v) => v.target?.lineItem?.id).filter(Boolean),
        },
      );
    }
    await insertCheckout(unit, row);
    await writeLines(unit, row.id, rowsFor(row.id, lines, true), false);
    return row.id;
  }

  async get(caller: Caller, id: string): Promise<CheckoutResponse> {
    return this.answer(caller.siteId, id);
  }

  async getByCart(caller: Caller, cartId: string): Promise<CheckoutResponse> {
    const row = await latestCheckoutOfCart(siteScope(this.deps.db, caller.siteId), cartId);
    if (!row) throw checkoutNotFound();
    return this.answer(caller.siteId, row.id);
  }

  async url(caller: Caller, id: string): Promise<{ checkoutUrl: string }> {
    const row = await findCheckout(siteScope(this.deps.db, caller.siteId), id);
    if (!row) throw checkoutNotFound();
    return { checkoutUrl: row.override_checkout_url ?? this.pageUrl(id) };
  }

  /** The web app's page for paying a checkout. */
  pageUrl(id: string): string {
    return `${this.deps.publicUrl}/store/checkout/${encodeURIComponent(id)}`;
  }

  update(caller: Caller, id: string, input: InputOf<typeof R.updateCheckout>): Promise<CheckoutResponse> {
    if (input.giftCardCode) throw giftCardRefusal();
    const info = input.checkout ?? {};
    if (info.id !== undefined && info.id !== id) {
      throw validationError([violation('checkout.id', 'must be the id of the path', 'OTHER')]);
    }
    if (input.overrideCheckoutUrl !== undefined) assertMayManage(caller, 'overrideCheckoutUrl');
    return this.change(caller, id, input, async (unit, row, lines, catalog) => {
      const next = { ...row };
      applyInfo(next, info);
      if (input.couponCode !== undefined) next.coupon_code = input.couponCode;
      if (input.overrideCheckoutUrl !== undefined) next.override_checkout_url = input.overrideCheckoutUrl;
      const added = await addedLines(unit, caller, lines, input, catalog);
      if (input.couponCode) await this.assertCouponApplies(unit, next, added, catalog);
      return { changes: diff(row, next), lines: added };
    });
  }

  addTo(caller: Caller, id: string, input: InputOf<typeof R.addToCheckout>): Promise<CheckoutResponse> {
    return this.change(caller, id, input, async (unit, _row, lines, catalog) => ({
      changes: {},
      lines: await addedLines(unit, caller, lines, input, catalog),
    }));
  }

  removeLines(caller: Caller, id: string, ids: readonly string[]): Promise<CheckoutResponse> {
    return this.change(caller, id, {}, async (_unit, _row, lines) => ({
      changes: {},
      lines: withoutLines(lines, ids),
    }));
  }

  updateQuantities(
    caller: Caller,
    id: string,
    updates: readonly { id: string; quantity: number }[],
  ): Promise<CheckoutResponse> {
    return this.change(caller, id, {}, async (unit, _row, lines, catalog) => ({
      changes: {},
      lines: await withCheckedQuantities(unit.db, unit.siteId, lines, updates, catalog),
    }));
  }

  removeCoupon(caller: Caller, id: string): Promise<CheckoutResponse> {
    return this.change(caller, id, {}, async () => ({ changes: { coupon_code: null } }));
  }

  removeOverrideUrl(caller: Caller, id: string): Promise<CheckoutResponse> {
    return this.change(caller, id, {}, async () => ({ changes: { override_checkout_url: null } }));
  }

  /** There are no gift cards here: nothing to remove; the checkout is answered as it is. */
  removeGiftCard(caller: Caller, id: string): Promise<CheckoutResponse> {
    return this.answer(caller.siteId, id);
  }

  async markCompleted(caller: Caller, id: string): Promise<Record<string, never>> {
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const row = await lockCheckout(unit, id);
        if (!row) throw checkoutNotFound();
        await completeCheckoutRow(unit, id, row.order_id, this.now());
      },
      CHECKOUT_CHANGES,
    );
    return {};
  }

  // ——— the port (store-orders) ———

  /** A checkout with its totals computed now; null when the site has none with this id. */
  async load(db: Executor, siteId: string, id: string): Promise<LoadedCheckout | null> {
    const scope = siteScope(db, siteId);
    const row = await findCheckout(scope, id);
    if (!row) return null;
    const rows = await linesOf(scope, id);
    const priced = await priceLines(db, siteId, rows, pricingOf(row), this.deps);
    const wire = () => this.wire(row, priced);
    const { publicUrl } = this.deps;
    let checkout: Checkout | undefined;
    let lineItems: EcomLineItem[] | undefined;
    return {
      row,
      priced,
      blocked: blocking(priced.violations),
      get checkout() {
        return (checkout ??= wire());
      },
      get lineItems() {
        return (lineItems ??= priced.lines.map((line) =>
          lineWire(line, priced.settings.currency, publicUrl),
        ));
      },
    };
  }

  /**
   * Completes a checkout for the order made of it, in the order's unit: once only (a conditional
   * update), so two orders of one checkout cannot both complete it. False when it already was.
   */
  async complete(
    unit: SiteTx,
    checkoutId: string,
    orderId: string,
    cartId?: string | null,
  ): Promise<boolean> {
    if (!(await completeCheckoutRow(unit, checkoutId, orderId, this.now()))) return false;
    // As on the hosted platform, the cart an order was made from is gone once the order exists
    // (the buyer's next add-to-cart starts a new one); a cart that made a newer checkout since stays.
    // The caller that loaded the checkout knows its cart; otherwise it is read.
    const cart = cartId !== undefined ? cartId : (await findCheckout(unit, checkoutId))?.cart_id;
    if (cart) await deleteCartOfCheckout(unit, cart, checkoutId);
    return true;
  }

  // ——— the parts ———

  private async answer(siteId: string, id: string): Promise<CheckoutResponse> {
    const loaded = await this.load(this.deps.db, siteId, id);
    if (!loaded) throw checkoutNotFound();
    return { checkout: loaded.checkout };
  }

  /**
   * One change of a checkout in one unit on its locked row, answered as the unit left it: priced
   * in the unit from one catalog read (the lines' and the added references together).
   */
  private async change(
    caller: Caller,
    id: string,
    input: NewLines,
    apply: (
      unit: SiteTx,
      row: CheckoutRow,
      lines: LineRow[],
      catalog: FindCatalogItems,
    ) => Promise<{ changes: Partial<CheckoutRow>; lines?: LineRow[] }>,
  ): Promise<CheckoutResponse> {
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const row = await lockCheckout(unit, id);
        if (!row) throw checkoutNotFound();
        if (row.completed) throw completedRefusal(id);
        const lines = await linesOf(unit, id);
        const catalog = catalogMemo(this.deps.findCatalogItems);
        await catalog.prefetch(unit.db, unit.siteId, catalogRefsOf(lines, input));
        const next = await apply(unit, row, lines, catalog.find);
        const rows = next.lines ? rowsFor(id, next.lines) : lines;
        if (next.lines) await writeLines(unit, id, rows, lines.length > 0);
        const now = this.now();
        await updateCheckout(unit, id, next.changes, now);
        const written = { ...row, ...next.changes, updated_date: now, revision: row.revision + 1 };
        return this.answerInUnit(unit, written, rows, catalog.find);
      },
      CHECKOUT_CHANGES,
    );
  }

  /** The checkout as the unit wrote it, priced in the unit (no read after the commit). */
  private async answerInUnit(
    unit: SiteTx,
    row: CheckoutRow,
    rows: readonly Omit<LineRow, 'site_id'>[],
    catalog: FindCatalogItems,
  ): Promise<CheckoutResponse> {
    const lines = rows.map((line) => ({ ...line, site_id: unit.siteId }));
    const priced = await priceLines(unit.db, unit.siteId, lines, pricingOf(row), {
      ...this.deps,
      findCatalogItems: catalog,
    });
    return { checkout: this.wire(row, priced) };
  }

  private async assertCouponApplies(
    unit: SiteTx,
    row: Omit<CheckoutRow, 'site_id'>,
    lines: LineRow[],
    catalog: FindCatalogItems,
  ): Promise<void> {
    if (!row.coupon_code) return;
    const priced = await priceLines(unit.db, unit.siteId, lines, pricingOf(row), {
      ...this.deps,
      findCatalogItems: catalog,
    });
    const error = priced.totals.errors.find((e) => e.kind === 'coupon');
    if (error)
      throw validationError([violation('couponCode', error.description, 'OTHER', undefined, error.code)]);
  }

  private newRow(
    caller: Caller,
    cart: CartRow | null,
    channelType: EcomChannelType,
  ): Omit<CheckoutRow, 'site_id'> {
    const now = this.now();
    return {
      id: newId(),
      subject_role: cart?.subject_role ?? caller.role,
      subject_id: cart?.subject_id ?? caller.subjectId ?? null,
      merged_visitor_id: null,
      cart_id: cart?.id ?? null,
      channel_type: channelType,
      email: null,
      buyer_note: null,
      buyer_language: null,
      billing_info: null,
      shipping_destination: null,
      shipping_option: null,
      coupon_code: null,
      custom_settings: null,
      override_checkout_url: null,
      purchase_flow_id: newId(),
      completed: 0,
      order_id: null,
      revision: 0,
      created_date: now,
      updated_date: now,
    };
  }

  private wire(row: CheckoutRow, priced: Priced): Checkout {
    const { currency, weightUnit, taxIncludedInPrice } = priced.settings;
    const totals = toEcomTotals(priced.totals);
    const buyerInfo: BuyerInfo = {
      ...subjectIds(row),
      ...(row.email ? { email: row.email } : {}),
    };
    const createdBy: CreatedBy = subjectIds(row);
    const destination = parseJson<AddressWithContact>(row.shipping_destination);
    const requested = parseJson<SelectedShippingOption>(row.shipping_option);
    const calculated = new Map(
      totals.calculatedLineItems.map((line) => [line.lineItemId, line.pricesBreakdown]),
    );
    const checkout: Checkout = {
      id: row.id,
      lineItems: priced.lines.map((line) => {
        const wire = lineWire(line, currency, this.deps.publicUrl);
        const breakdown = calculated.get(line.row.id);
        if (breakdown) {
          wire.totalPriceAfterTax = breakdown.totalPriceAfterTax;
          wire.totalPriceBeforeTax = breakdown.totalPriceBeforeTax;
          wire.taxDetails = breakdown.taxDetails;
          wire.discount = breakdown.totalDiscount;
        }
        return wire;
      }),
      shippingInfo: {
        ...(destination ? { shippingDestination: destination } : {}),
        ...totals.shippingInfo,
      },
      buyerNote: row.buyer_note,
      buyerInfo,
      conversionCurrency: currency,
      paymentCurrency: currency,
      priceSummary: totals.priceSummary,
      appliedDiscounts: totals.appliedDiscounts,
      customFields: [],
      weightUnit,
      taxSummary: totals.taxSummary,
      currency,
      channelType: row.channel_type as EcomChannelType,
      siteLanguage: 'en',
      buyerLanguage: row.buyer_language ?? 'en',
      completed: row.completed === 1,
      taxIncludedInPrice,
      createdBy,
      createdDate: row.created_date,
      updatedDate: row.updated_date,
      payNow: totals.payNow,
      payLater: totals.payLater,
      membershipOptions: {
        eligibleMemberships: [],
        invalidMemberships: [],
        selectedMemberships: { memberships: [] },
      },
      additionalFees: totals.additionalFees,
      cartId: row.cart_id,
      violations: priced.violations,
      purchaseFlowId: row.purchase_flow_id,
      overrideCheckoutUrl: row.override_checkout_url,
    };
    const billing = parseJson<AddressWithContact>(row.billing_info);
    if (billing) checkout.billingInfo = billing;
    const settings = parseJson<Checkout['customSettings']>(row.custom_settings);
    if (settings) checkout.customSettings = settings;
    if (totals.calculationErrors) checkout.calculationErrors = totals.calculationErrors;
    if (requested && !totals.shippingInfo.selectedCarrierServiceOption) {
      // Asked for an option the store does not offer for this address: said as the hosted API does.
      checkout.calculationErrors = {
        ...checkout.calculationErrors,
        selectedShippingOptionError: {
          applicationError: {
            code: 'SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND',
            description: 'The selected shipping option is not offered for this checkout',
          },
        },
      };
    }
    return checkout;
  }
}

function subjectIds(row: CheckoutRow): { visitorId?: string; memberId?: string; userId?: string } {
  if (!row.subject_id) return {};
  if (row.subject_role === 'MEMBER') return { memberId: row.subject_id };
  if (row.subject_role === 'VISITOR') return { visitorId: row.subject_id };
  return { userId: row.subject_id };
}

/** What the checkout prices with: its coupon, addresses, option and member. */
function pricingOf(row: Omit<CheckoutRow, 'site_id'>) {
  return {
    couponCode: row.coupon_code,
    shippingAddress: parseJson<AddressWithContact>(row.shipping_destination)?.address ?? null,
    billingAddress: parseJson<AddressWithContact>(row.billing_info)?.address ?? null,
    selectedShippingOption: parseJson<SelectedShippingOption>(row.shipping_option),
    buyerMemberId: row.subject_role === 'MEMBER' ? row.subject_id : null,
    tipCheckoutId: row.id,
  };
}

/** Applies what a caller writes of a checkout to its row. */
function applyInfo(row: Omit<CheckoutRow, 'site_id'>, info: CheckoutInfoInput): void {
  if (info.billingInfo !== undefined)
    row.billing_info = info.billingInfo ? JSON.stringify(info.billingInfo) : null;
  const shipping = info.shippingInfo;
  if (shipping?.shippingDestination !== undefined)
    row.shipping_destination = shipping.shippingDestination
      ? JSON.stringify(shipping.shippingDestination)
      : null;
  if (shipping?.selectedCarrierServiceOption !== undefined)
    row.shipping_option = shipping.selectedCarrierServiceOption
      ? JSON.stringify(shipping.selectedCarrierServiceOption)
      : null;
  if (info.buyerNote !== undefined) row.buyer_note = info.buyerNote;
  if (info.buyerInfo?.email !== undefined) row.email = info.buyerInfo.email;
  if (info.buyerLanguage !== undefined) row.buyer_language = info.buyerLanguage;
  if (info.channelType !== undefined) row.channel_type = info.channelType;
  if (info.customSettings !== undefined) row.custom_settings = JSON.stringify(info.customSettings);
  if (info.purchaseFlowId) row.purchase_flow_id = info.purchaseFlowId;
}

function diff(before: CheckoutRow, after: CheckoutRow): Partial<CheckoutRow> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CheckoutRow)[]) {
    if (after[key] !== before[key]) changes[key] = after[key];
  }
  return changes as Partial<CheckoutRow>;
}
