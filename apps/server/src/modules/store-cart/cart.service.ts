import type { InputOf } from '@tessera/contracts/routes/index';
import type { currentCartRoutes as R } from '@tessera/contracts/routes/index';
import type { Cart, CartResponse, EstimateTotalsResponse } from '@tessera/contracts/current-cart';
import type { AddressWithContact, BuyerInfo, SelectedShippingOption } from '@tessera/contracts/ecom-common';
import { subjectOf, type Caller } from '../../platform/auth/caller.ts';
import { isoAt } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { toEcomTotals } from '../store-settings/index.ts';
import {
  deleteCart,
  findCartOf,
  insertCart,
  linesOf,
  lockCartOf,
  setCartCheckout,
  updateCart,
  writeLines,
  type CartRow,
  type LineRow,
  type Subject,
} from './cart.store.ts';
import {
  addedLines,
  assertMayManage,
  rowsFor,
  withCheckedQuantities,
  withoutLines,
  type NewLines,
} from './cart-lines-input.ts';
import { catalogMemo } from './catalog-memo.ts';
import type { FindCatalogItems } from './catalog-port.ts';
import type { CheckoutsService } from './checkout.service.ts';
import { catalogRefsOf, lineWire } from './lines.ts';
import { parseJson, priceLines, type Priced, type PricingDeps } from './pricing.ts';

export const CART_CHANGES = { changes: ['carts'] } as const;
const noCart = () => notFound('OWNED_CART_NOT_FOUND', 'The caller has no cart');

export interface CartDeps extends PricingDeps {
  db: Db;
  uow: UnitOfWork;
}

/** The caller's own cart: one per visitor, member or API key (`subjectOf(caller)`). */
export const cartSubject = (caller: Caller): Subject => ({ role: caller.role, id: subjectOf(caller) });

/** The current cart (routes.md "Current cart"): every change is one unit of work on the locked cart row. */
export class CartService {
  constructor(
    private readonly deps: CartDeps,
    private readonly checkouts: CheckoutsService,
  ) {}

  private now = () => isoAt(this.deps.now());

  async get(caller: Caller): Promise<CartResponse> {
    const cart = await findCartOf(siteScope(this.deps.db, caller.siteId), cartSubject(caller));
    if (!cart) throw noCart();
    return { cart: await this.wire(caller.siteId, cart) };
  }

  async update(caller: Caller, input: InputOf<typeof R.updateCurrentCart>): Promise<CartResponse> {
    const info = input.cartInfo ?? {};
    if (info.overrideCheckoutUrl !== undefined) assertMayManage(caller, 'cartInfo.overrideCheckoutUrl');
    return this.change(caller, true, input, async (unit, cart, lines, catalog) => {
      const changes: Partial<CartRow> = {};
      if (info.buyerNote !== undefined) changes.buyer_note = info.buyerNote;
      if (info.buyerInfo?.email !== undefined) changes.email = info.buyerInfo.email;
      if (info.contactInfo !== undefined) changes.contact_info = JSON.stringify(info.contactInfo);
      if (info.selectedShippingOption !== undefined)
        changes.shipping_option = info.selectedShippingOption
          ? JSON.stringify(info.selectedShippingOption)
          : null;
      if (info.businessLocationId !== undefined) changes.business_location_id = info.businessLocationId;
      if (info.buyerLanguage !== undefined) changes.buyer_language = info.buyerLanguage;
      if (info.overrideCheckoutUrl !== undefined) changes.override_checkout_url = info.overrideCheckoutUrl;
      if (info.purchaseFlowId) changes.purchase_flow_id = info.purchaseFlowId;
      const next = await addedLines(unit, caller, lines, input, catalog);
      if (input.couponCode !== undefined) {
        changes.coupon_code = input.couponCode;
        if (input.couponCode) await this.assertCouponApplies(unit, next, input.couponCode, catalog);
      }
      return { changes, lines: next };
    });
  }

  async add(caller: Caller, input: InputOf<typeof R.addToCurrentCart>): Promise<CartResponse> {
    return this.change(caller, true, input, async (unit, _cart, lines, catalog) => ({
      changes:
        input.businessLocationId !== undefined ? { business_location_id: input.businessLocationId } : {},
      lines: await addedLines(unit, caller, lines, input, catalog),
    }));
  }

  removeLines(
    caller: Caller,
    input: InputOf<typeof R.removeLineItemsFromCurrentCart>,
  ): Promise<CartResponse> {
    return this.change(caller, false, {}, async (_unit, _cart, lines) => ({
      changes: {},
      lines: withoutLines(lines, input.lineItemIds),
    }));
  }

  updateQuantities(
    caller: Caller,
    input: InputOf<typeof R.updateCurrentCartLineItemQuantity>,
  ): Promise<CartResponse> {
    return this.change(caller, false, {}, async (unit, _cart, lines, catalog) => ({
      changes: {},
      lines: await withCheckedQuantities(unit.db, unit.siteId, lines, input.lineItems, catalog),
    }));
  }

  removeCoupon(caller: Caller): Promise<CartResponse> {
    return this.change(caller, false, {}, async () => ({ changes: { coupon_code: null } }));
  }

  async delete(caller: Caller): Promise<Record<string, never>> {
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const cart = await lockCartOf(unit, cartSubject(caller));
        if (!cart) throw noCart();
        await deleteCart(unit, cart.id);
      },
      CART_CHANGES,
    );
    return {};
  }

  async estimate(
    caller: Caller,
    input: InputOf<typeof R.estimateCurrentCartTotals>,
  ): Promise<EstimateTotalsResponse> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const cart = await findCartOf(scope, cartSubject(caller));
    if (!cart) throw noCart();
    const rows = await linesOf(scope, cart.id);
    const stored = parseJson<SelectedShippingOption>(cart.shipping_option);
    const priced = await priceLines(
      this.deps.db,
      caller.siteId,
      rows,
      {
        couponCode: cart.coupon_code,
        shippingAddress: input.calculateShipping === false ? null : (input.shippingAddress ?? null),
        billingAddress: input.billingAddress ?? null,
        // The cart's own option first; the request's only when the cart has none (as the typings say).
        selectedShippingOption: stored ?? input.selectedShippingOption ?? null,
        buyerMemberId: caller.role === 'MEMBER' ? (caller.subjectId ?? null) : null,
      },
      this.deps,
    );
    const { taxIncludedInPrice: _inPrice, ...totals } = toEcomTotals(priced.totals);
    return {
      cart: this.cartOf(cart, priced),
      ...totals,
      membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
      violations: priced.violations,
    };
  }

  async createCheckout(
    caller: Caller,
    input: InputOf<typeof R.createCheckoutFromCurrentCart>,
  ): Promise<{ checkoutId: string }> {
    const checkoutId = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const cart = await lockCartOf(unit, cartSubject(caller));
        if (!cart) throw noCart();
        const lines = await linesOf(unit, cart.id);
        if (!lines.length) {
          throw validationError([
            violation('lineItems', 'the cart has no lines', 'MIN_SIZE', undefined, 'CART_EMPTY'),
          ]);
        }
        const id = await this.checkouts.createFromCart(unit, caller, cart, lines, input);
        await setCartCheckout(unit, cart.id, id, this.now());
        return id;
      },
      CART_CHANGES,
    );
    return { checkoutId };
  }

  // ——— the parts ———

  /**
   * One change of the caller's cart in one unit: lock it (make it when `create`), apply, write,
   * and answer the cart as the unit left it — priced in the unit from one catalog read (the lines'
   * references and the added ones together) and one read of the store's settings.
   */
  private async change(
    caller: Caller,
    create: boolean,
    input: NewLines,
    apply: (
      unit: SiteTx,
      cart: CartRow,
      lines: LineRow[],
      catalog: FindCatalogItems,
    ) => Promise<{ changes: Partial<CartRow>; lines?: LineRow[] }>,
  ): Promise<CartResponse> {
    const subject = cartSubject(caller);
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const now = this.now();
        let cart = await lockCartOf(unit, subject);
        // A new cart is inserted as this change leaves it (its first revision): no update after.
        const made =
          !cart && create ? await insertCart(unit, { ...newCartRow(subject, now), revision: 1 }) : undefined;
        // Another first call made it meanwhile: lock that one.
        if (!cart && create) cart = made ?? (await lockCartOf(unit, subject));
        if (!cart) throw noCart();
        const lines = made ? [] : await linesOf(unit, cart.id);
        const catalog = catalogMemo(this.deps.findCatalogItems);
        await catalog.prefetch(unit.db, unit.siteId, catalogRefsOf(lines, input));
        const next = await apply(unit, cart, lines, catalog.find);
        const rows = next.lines ? rowsFor(cart.id, next.lines) : lines;
        if (next.lines) await writeLines(unit, cart.id, rows, lines.length > 0);
        const changed = Object.keys(next.changes).length > 0;
        if (!made || changed) await updateCart(unit, cart.id, next.changes, now, !made);
        const revision = made ? cart.revision : cart.revision + 1;
        const written = { ...cart, ...next.changes, updated_date: now, revision };
        const priced = await priceLines(
          unit.db,
          unit.siteId,
          rows.map((row) => ({ ...row, site_id: unit.siteId })),
          // With its coupon: the answer names the coupon's id (appliedDiscounts).
          { couponCode: written.coupon_code },
          { ...this.deps, findCatalogItems: catalog.find },
        );
        return { cart: this.cartOf(written, priced) };
      },
      CART_CHANGES,
    );
  }

  /** A coupon the calculator cannot apply to these lines is refused, naming its reason. */
  private async assertCouponApplies(
    unit: SiteTx,
    lines: LineRow[],
    couponCode: string,
    catalog: FindCatalogItems,
  ): Promise<void> {
    const priced = await priceLines(
      unit.db,
      unit.siteId,
      lines,
      { couponCode },
      {
        ...this.deps,
        findCatalogItems: catalog,
      },
    );
    const error = priced.totals.errors.find((e) => e.kind === 'coupon');
    if (error)
      throw validationError([violation('couponCode', error.description, 'OTHER', undefined, error.code)]);
  }

  private async wire(siteId: string, cart: CartRow): Promise<Cart> {
    const rows = await linesOf(siteScope(this.deps.db, siteId), cart.id);
    const priced = await priceLines(this.deps.db, siteId, rows, { couponCode: cart.coupon_code }, this.deps);
    return this.cartOf(cart, priced);
  }

  private cartOf(cart: CartRow, priced: Priced): Cart {
    const { currency, weightUnit, taxIncludedInPrice } = priced.settings;
    const buyerInfo: BuyerInfo = {
      ...(cart.subject_role === 'MEMBER' ? { memberId: cart.subject_id } : {}),
      ...(cart.subject_role === 'VISITOR' ? { visitorId: cart.subject_id } : {}),
      ...(cart.subject_role !== 'MEMBER' && cart.subject_role !== 'VISITOR'
        ? { userId: cart.subject_id }
        : {}),
      ...(cart.email ? { email: cart.email } : {}),
    };
    const wire: Cart = {
      id: cart.id,
      lineItems: priced.lines.map((line) => lineWire(line, currency, this.deps.publicUrl)),
      buyerNote: cart.buyer_note,
      buyerInfo,
      currency,
      conversionCurrency: currency,
      paymentCurrency: currency,
      buyerLanguage: cart.buyer_language,
      taxIncludedInPrices: taxIncludedInPrice,
      weightUnit,
      checkoutId: cart.checkout_id,
      appliedDiscounts: cart.coupon_code
        ? [{ coupon: { id: couponIdOf(priced, cart.coupon_code), code: cart.coupon_code } }]
        : [],
      createdDate: cart.created_date,
      updatedDate: cart.updated_date,
      overrideCheckoutUrl: cart.override_checkout_url,
      purchaseFlowId: cart.purchase_flow_id,
      businessLocationId: cart.business_location_id,
      revision: String(cart.revision),
    };
    const contact = parseJson<AddressWithContact>(cart.contact_info);
    if (contact) wire.contactInfo = contact;
    const shipping = parseJson<SelectedShippingOption>(cart.shipping_option);
    if (shipping) wire.selectedShippingOption = shipping;
    return wire;
  }
}

const couponIdOf = (priced: Priced, code: string): string =>
  priced.totals.coupon?.code === code ? priced.totals.coupon.ruleId : '';

function newCartRow(subject: Subject, now: string): Omit<CartRow, 'site_id'> {
  return {
    id: newId(),
    subject_role: subject.role,
    subject_id: subject.id,
    merged_visitor_id: null,
    buyer_note: null,
    email: null,
    contact_info: null,
    coupon_code: null,
    shipping_option: null,
    business_location_id: null,
    buyer_language: null,
    override_checkout_url: null,
    purchase_flow_id: newId(),
    checkout_id: null,
    revision: 0,
    created_date: now,
    updated_date: now,
  };
}
