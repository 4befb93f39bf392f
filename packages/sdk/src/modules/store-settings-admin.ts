import type { QueryV2 } from '@tessera/contracts';
import type { StoreSettings } from '@tessera/contracts/store-settings';
import type { ShippingOption } from '@tessera/contracts/store-shipping';
import type { DiscountRule } from '@tessera/contracts/store-discounts';
import type { TaxRegion } from '@tessera/contracts/store-tax';
import {
  addDeliveryRegion as addDeliveryRegionEndpoint,
  createDiscountRule as createDiscountRuleEndpoint,
  createShippingOption as createShippingOptionEndpoint,
  createTaxRegion as createTaxRegionEndpoint,
  deleteDiscountRule as deleteDiscountRuleEndpoint,
  deleteShippingOption as deleteShippingOptionEndpoint,
  deleteTaxRegion as deleteTaxRegionEndpoint,
  getCheckoutSettings as getCheckoutSettingsEndpoint,
  getDiscountRule as getDiscountRuleEndpoint,
  getOrdersSettings as getOrdersSettingsEndpoint,
  getShippingOption as getShippingOptionEndpoint,
  getStoreSettings as getStoreSettingsEndpoint,
  getTaxRegion as getTaxRegionEndpoint,
  queryDiscountRules as queryDiscountRulesEndpoint,
  queryShippingOptions as queryShippingOptionsEndpoint,
  queryTaxRegions as queryTaxRegionsEndpoint,
  removeDeliveryRegion as removeDeliveryRegionEndpoint,
  updateCheckoutSettings as updateCheckoutSettingsEndpoint,
  updateDiscountRule as updateDiscountRuleEndpoint,
  updateOrdersSettings as updateOrdersSettingsEndpoint,
  updateShippingOption as updateShippingOptionEndpoint,
  updateStoreSettings as updateStoreSettingsEndpoint,
  updateTaxRegion as updateTaxRegionEndpoint,
} from '@tessera/contracts/routes/store-settings.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallAnswer, type CallInput } from './endpoint-call.ts';
import { pagedQuery, type QueryPage } from './paged-query.ts';
import { StoreQueryBuilder } from './store-query.ts';

export type { StoreSettings, StoreAddress, WeightUnit } from '@tessera/contracts/store-settings';
export type { ShippingOption } from '@tessera/contracts/store-shipping';
export type { DiscountRule, DiscountTrigger, DiscountValue } from '@tessera/contracts/store-discounts';
export type { TaxRegion } from '@tessera/contracts/store-tax';
export type { QueryPage } from './paged-query.ts';

export type StoreSettingsChange = CallInput<typeof updateStoreSettingsEndpoint>['storeSettings'];
export type ShippingOptionInput = CallInput<typeof createShippingOptionEndpoint>['shippingOption'];
export type DiscountRuleInput = CallInput<typeof createDiscountRuleEndpoint>['discountRule'];
export type TaxRegionInput = CallInput<typeof createTaxRegionEndpoint>['taxRegion'];
export type TaxRegionChange = CallInput<typeof updateTaxRegionEndpoint>['taxRegion'];
export type OrdersSettings = CallAnswer<typeof getOrdersSettingsEndpoint>['ordersSettings'];
export type OrdersSettingsChange = CallInput<typeof updateOrdersSettingsEndpoint>;
export type CheckoutSettings = CallAnswer<typeof getCheckoutSettingsEndpoint>['checkoutSettings'];
export type CheckoutSettingsChange = CallInput<typeof updateCheckoutSettingsEndpoint>;

/** The store's listings page by cursor only: an offset limit becomes the cursor page size. */
const cursorQuery = (q: QueryV2) => ({
  ...(q.filter ? { filter: q.filter } : {}),
  ...(q.sort?.length ? { sort: q.sort } : {}),
  cursorPaging: q.cursorPaging ?? { limit: q.paging?.limit ?? 50 },
});

/** Every item of a listing, page after page (settings lists are short; bounded all the same). */
async function allOf<T>(first: Promise<QueryPage<T>>, most = 1000): Promise<T[]> {
  let page = await first;
  const items = [...page.items];
  while (page.hasNext() && items.length < most) {
    page = await page.next();
    items.push(...page.items);
  }
  return items;
}

const hasSettings = hasObject('storeSettings');
const hasShippingOption = hasObject('shippingOption');
const hasDiscountRule = hasObject('discountRule');
const hasTaxRegion = hasObject('taxRegion');

/**
 * `@tessera/sdk/store-settings-admin`: the owner's store settings — currency, weight unit,
 * prices with or without tax and the business address; shipping options (destinations, rates
 * with weight / price / quantity conditions, pickup); discount rules (automatic discounts and
 * coupons; `status` LIVE / PENDING / EXPIRED is the server's, from the dates); manual tax rates
 * per country or subdivision; orders and checkout settings. Owner credentials.
 */
export function storeSettingsAdmin(http: HttpClient) {
  const call = callerOf(http);

  const shippingPage = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<ShippingOption>(q, async (page) => {
      const answer = await call(
        queryShippingOptionsEndpoint,
        {},
        { query: cursorQuery(page) },
        { ...options, check: hasArray('shippingOptions') },
      );
      return { items: answer.shippingOptions, paging: answer.pagingMetadata };
    });
  const discountPage = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<DiscountRule>(q, async (page) => {
      const answer = await call(
        queryDiscountRulesEndpoint,
        {},
        { query: cursorQuery(page) },
        { ...options, idempotent: true, check: hasArray('discountRules') },
      );
      return { items: answer.discountRules, paging: answer.pagingMetadata };
    });
  const taxPage = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<TaxRegion>(q, async (page) => {
      const answer = await call(
        queryTaxRegionsEndpoint,
        {},
        { query: cursorQuery(page) },
        { ...options, idempotent: true, check: hasArray('taxRegions') },
      );
      return { items: answer.taxRegions, paging: answer.pagingMetadata };
    });

  return {
    // Store basics.
    async getStoreSettings(options?: CallOptions): Promise<StoreSettings> {
      return (await call(getStoreSettingsEndpoint, {}, undefined, { ...options, check: hasSettings }))
        .storeSettings;
    },
    /** Changes the fields sent; with `revision` the change is refused (409) if someone changed them since. */
    async updateStoreSettings(change: StoreSettingsChange, options?: CallOptions): Promise<StoreSettings> {
      return (
        await call(
          updateStoreSettingsEndpoint,
          {},
          { storeSettings: change },
          { ...options, check: hasSettings },
        )
      ).storeSettings;
    },

    // Shipping options.
    /** `queryShippingOptions().cursor(50).find()`; oldest first unless sorted. */
    queryShippingOptions(options?: CallOptions): StoreQueryBuilder<ShippingOption> {
      return new StoreQueryBuilder((q) => shippingPage(q, options));
    },
    /** Every shipping option, oldest first. */
    listShippingOptions(options?: CallOptions): Promise<ShippingOption[]> {
      return allOf(shippingPage({ cursorPaging: { limit: 100 } }, options));
    },
    async getShippingOption(id: string, options?: CallOptions): Promise<ShippingOption> {
      return (
        await call(getShippingOptionEndpoint, { shippingOptionId: id }, undefined, {
          ...options,
          check: hasShippingOption,
        })
      ).shippingOption;
    },
    async createShippingOption(option: ShippingOptionInput, options?: CallOptions): Promise<ShippingOption> {
      return (
        await call(
          createShippingOptionEndpoint,
          {},
          { shippingOption: option },
          { ...options, check: hasShippingOption },
        )
      ).shippingOption;
    },
    /** Replaces the fields sent. */
    async updateShippingOption(
      id: string,
      change: ShippingOptionInput,
      options?: CallOptions,
    ): Promise<ShippingOption> {
      return (
        await call(
          updateShippingOptionEndpoint,
          { shippingOptionId: id },
          { shippingOption: change },
          { ...options, check: hasShippingOption },
        )
      ).shippingOption;
    },
    async deleteShippingOption(id: string, options?: CallOptions): Promise<void> {
      await call(deleteShippingOptionEndpoint, { shippingOptionId: id }, undefined, options);
    },
    /** Adds a destination: a country ("DE"), a subdivision ("US-CA") or "*" (anywhere). */
    async addDeliveryRegion(id: string, region: string, options?: CallOptions): Promise<ShippingOption> {
      return (
        await call(
          addDeliveryRegionEndpoint,
          { shippingOptionId: id },
          { deliveryRegionId: region },
          { ...options, check: hasShippingOption },
        )
      ).shippingOption;
    },
    async removeDeliveryRegion(id: string, region: string, options?: CallOptions): Promise<ShippingOption> {
      return (
        await call(
          removeDeliveryRegionEndpoint,
          { shippingOptionId: id },
          { deliveryRegionId: region },
          { ...options, check: hasShippingOption },
        )
      ).shippingOption;
    },

    // Discount rules and coupons.
    /** `queryDiscountRules().cursor(50).find()`; oldest first unless sorted. */
    queryDiscountRules(options?: CallOptions): StoreQueryBuilder<DiscountRule> {
      return new StoreQueryBuilder((q) => discountPage(q, options));
    },
    /** Every discount rule, oldest first. */
    listDiscountRules(options?: CallOptions): Promise<DiscountRule[]> {
      return allOf(discountPage({ cursorPaging: { limit: 100 } }, options));
    },
    async getDiscountRule(id: string, options?: CallOptions): Promise<DiscountRule> {
      return (
        await call(getDiscountRuleEndpoint, { discountRuleId: id }, undefined, {
          ...options,
          check: hasDiscountRule,
        })
      ).discountRule;
    },
    /** A rule; a coupon is a rule whose trigger is `{ triggerType: 'COUPON', coupon: { code } }`. */
    async createDiscountRule(rule: DiscountRuleInput, options?: CallOptions): Promise<DiscountRule> {
      return (
        await call(
          createDiscountRuleEndpoint,
          {},
          { discountRule: rule },
          { ...options, check: hasDiscountRule },
        )
      ).discountRule;
    },
    /** Replaces the parts sent; the usage count stays. */
    async updateDiscountRule(
      id: string,
      change: DiscountRuleInput,
      options?: CallOptions,
    ): Promise<DiscountRule> {
      return (
        await call(
          updateDiscountRuleEndpoint,
          { discountRuleId: id },
          { discountRule: change },
          { ...options, check: hasDiscountRule },
        )
      ).discountRule;
    },
    async deleteDiscountRule(id: string, options?: CallOptions): Promise<void> {
      await call(deleteDiscountRuleEndpoint, { discountRuleId: id }, undefined, options);
    },

    // Tax regions.
    /** `queryTaxRegions().cursor(50).find()`; by country, then subdivision. */
    queryTaxRegions(options?: CallOptions): StoreQueryBuilder<TaxRegion> {
      return new StoreQueryBuilder((q) => taxPage(q, options));
    },
    /** Every tax region, by country, then subdivision. */
    listTaxRegions(options?: CallOptions): Promise<TaxRegion[]> {
      return allOf(taxPage({ cursorPaging: { limit: 100 } }, options));
    },
    async getTaxRegion(id: string, options?: CallOptions): Promise<TaxRegion> {
      return (
        await call(getTaxRegionEndpoint, { taxRegionId: id }, undefined, { ...options, check: hasTaxRegion })
      ).taxRegion;
    },
    async createTaxRegion(region: TaxRegionInput, options?: CallOptions): Promise<TaxRegion> {
      return (
        await call(createTaxRegionEndpoint, {}, { taxRegion: region }, { ...options, check: hasTaxRegion })
      ).taxRegion;
    },
    /** The name, rate type or rate; the place stays. */
    async updateTaxRegion(id: string, change: TaxRegionChange, options?: CallOptions): Promise<TaxRegion> {
      return (
        await call(
          updateTaxRegionEndpoint,
          { taxRegionId: id },
          { taxRegion: change },
          { ...options, check: hasTaxRegion },
        )
      ).taxRegion;
    },
    async deleteTaxRegion(id: string, options?: CallOptions): Promise<void> {
      await call(deleteTaxRegionEndpoint, { taxRegionId: id }, undefined, options);
    },

    // Orders and checkout settings.
    async getOrdersSettings(options?: CallOptions): Promise<OrdersSettings> {
      return (
        await call(getOrdersSettingsEndpoint, {}, undefined, {
          ...options,
          check: hasObject('ordersSettings'),
        })
      ).ordersSettings;
    },
    async updateOrdersSettings(change: OrdersSettingsChange, options?: CallOptions): Promise<OrdersSettings> {
      return (
        await call(updateOrdersSettingsEndpoint, {}, change, {
          ...options,
          check: hasObject('ordersSettings'),
        })
      ).ordersSettings;
    },
    async getCheckoutSettings(options?: CallOptions): Promise<CheckoutSettings> {
      return (
        await call(getCheckoutSettingsEndpoint, {}, undefined, {
          ...options,
          check: hasObject('checkoutSettings'),
        })
      ).checkoutSettings;
    },
    async updateCheckoutSettings(
      change: CheckoutSettingsChange,
      options?: CallOptions,
    ): Promise<CheckoutSettings> {
      return (
        await call(updateCheckoutSettingsEndpoint, {}, change, {
          ...options,
          check: hasObject('checkoutSettings'),
        })
      ).checkoutSettings;
    },
  };
}

export type StoreSettingsAdmin = ReturnType<typeof storeSettingsAdmin>;
