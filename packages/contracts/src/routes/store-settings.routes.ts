import { StoreSettingsResponse, UpdateStoreSettingsRequest } from '../store-settings.ts';
import {
  CreateShippingOptionRequest,
  DeleteShippingOptionResponse,
  QueryShippingOptionsRequest,
  QueryShippingOptionsResponse,
  ShippingExtendedFieldsRequest,
  ShippingOptionIdParams,
  ShippingOptionResponse,
  ShippingRegionChangeRequest,
  UpdateShippingOptionRequest,
} from '../store-shipping.ts';
import {
  CreateDiscountRuleRequest,
  DeleteDiscountRuleResponse,
  DiscountRuleIdParams,
  DiscountRuleResponse,
  QueryDiscountRulesRequest,
  QueryDiscountRulesResponse,
  UpdateDiscountRuleRequest,
} from '../store-discounts.ts';
import {
  CreateTaxRegionRequest,
  DeleteTaxRegionResponse,
  QueryTaxRegionsRequest,
  QueryTaxRegionsResponse,
  TaxRegionIdParams,
  TaxRegionResponse,
  UpdateTaxRegionRequest,
} from '../store-tax.ts';
import { CalculateTotalsRequest, CalculateTotalsResponse } from '../store-totals.ts';
import {
  CheckoutSettingsResponse,
  OrdersSettingsResponse,
  UpdateCheckoutSettingsRequest,
  UpdateOrdersSettingsRequest,
} from '../store-order-settings.ts';
import * as endpoints from './store-settings.endpoints.ts';
import { route } from './route.ts';

// The store's routes of this group (H55: store settings, shipping options, discount rules, tips,
// order/checkout settings, taxes, calculate totals); module `store-settings` serves them.

const settingsTags = ['Store settings'] as const;
const shippingTags = ['Shipping options'] as const;
const discountTags = ['Discount rules'] as const;
const taxTags = ['Tax regions'] as const;
const totalsTags = ['Totals'] as const;

export const storeSettingsRoutes = {
  getStoreSettings: route(endpoints.getStoreSettings, {
    tags: settingsTags,
    access: 'owner',
    description: "The store's currency, weight unit, whether prices include tax, and its business address.",
    response: StoreSettingsResponse,
  }),
  updateStoreSettings: route(endpoints.updateStoreSettings, {
    tags: settingsTags,
    access: 'owner',
    description:
      'Changes the store settings named; `revision`, when sent, must be the current one. ' +
      'A changed currency applies to amounts priced afterwards.',
    input: UpdateStoreSettingsRequest,
    response: StoreSettingsResponse,
  }),
  createShippingOption: route(endpoints.createShippingOption, {
    tags: shippingTags,
    access: 'owner',
    description:
      'A shipping option: rates (the first whose conditions all hold applies), the destinations it serves ' +
      '(country, subdivision or "*"), optional store pickup and delivery time slots.',
    input: CreateShippingOptionRequest,
    response: ShippingOptionResponse,
  }),
  queryShippingOptions: route(endpoints.queryShippingOptions, {
    tags: shippingTags,
    access: 'owner',
    description: 'Shipping options by filter and sort, cursor paging (oldest first by default).',
    input: QueryShippingOptionsRequest,
    response: QueryShippingOptionsResponse,
  }),
  getShippingOption: route(endpoints.getShippingOption, {
    tags: shippingTags,
    access: 'owner',
    params: ShippingOptionIdParams,
    response: ShippingOptionResponse,
  }),
  updateShippingOption: route(endpoints.updateShippingOption, {
    tags: shippingTags,
    access: 'owner',
    description: 'Replaces the fields sent; `revision`, when sent, must be the current one.',
    params: ShippingOptionIdParams,
    input: UpdateShippingOptionRequest,
    response: ShippingOptionResponse,
  }),
  deleteShippingOption: route(endpoints.deleteShippingOption, {
    tags: shippingTags,
    access: 'owner',
    params: ShippingOptionIdParams,
    response: DeleteShippingOptionResponse,
  }),
  addDeliveryRegion: route(endpoints.addDeliveryRegion, {
    tags: shippingTags,
    access: 'owner',
    description:
      'Adds a destination (country, subdivision or "*") to the option; adding one it has changes nothing else.',
    params: ShippingOptionIdParams,
    input: ShippingRegionChangeRequest,
    response: ShippingOptionResponse,
  }),
  removeDeliveryRegion: route(endpoints.removeDeliveryRegion, {
    tags: shippingTags,
    access: 'owner',
    params: ShippingOptionIdParams,
    input: ShippingRegionChangeRequest,
    response: ShippingOptionResponse,
  }),
  updateShippingExtendedFields: route(endpoints.updateShippingExtendedFields, {
    tags: shippingTags,
    access: 'owner',
    description: "Sets one namespace of the option's extended fields (null removes it).",
    params: ShippingOptionIdParams,
    input: ShippingExtendedFieldsRequest,
    response: ShippingOptionResponse,
  }),
  createDiscountRule: route(endpoints.createDiscountRule, {
    tags: discountTags,
    access: 'owner',
    description:
      'A discount rule: GLOBAL, SPECIFIC_ITEMS (products, collections) or SHIPPING discounts by percentage, ' +
      'fixed amount or fixed price, triggered by a coupon code, subtotal or quantity ranges or members, ' +
      'within its active time (status LIVE / PENDING / EXPIRED), up to its usage limit.',
    input: CreateDiscountRuleRequest,
    response: DiscountRuleResponse,
  }),
  queryDiscountRules: route(endpoints.queryDiscountRules, {
    tags: discountTags,
    access: 'owner',
    idempotency: false,
    description: 'Discount rules by filter and sort, cursor paging (oldest first by default).',
    input: QueryDiscountRulesRequest,
    response: QueryDiscountRulesResponse,
  }),
  getDiscountRule: route(endpoints.getDiscountRule, {
    tags: discountTags,
    access: 'owner',
    params: DiscountRuleIdParams,
    response: DiscountRuleResponse,
  }),
  updateDiscountRule: route(endpoints.updateDiscountRule, {
    tags: discountTags,
    access: 'owner',
    description:
      'Replaces the parts sent; `revision`, when sent, must be the current one. The usage count stays.',
    params: DiscountRuleIdParams,
    input: UpdateDiscountRuleRequest,
    response: DiscountRuleResponse,
  }),
  deleteDiscountRule: route(endpoints.deleteDiscountRule, {
    tags: discountTags,
    access: 'owner',
    params: DiscountRuleIdParams,
    response: DeleteDiscountRuleResponse,
  }),
  createTaxRegion: route(endpoints.createTaxRegion, {
    tags: taxTags,
    access: 'owner',
    description:
      'A manual tax rate for a country, or a subdivision of it (which wins over the country). ' +
      'Destinations without a region collect no tax.',
    input: CreateTaxRegionRequest,
    response: TaxRegionResponse,
  }),
  queryTaxRegions: route(endpoints.queryTaxRegions, {
    tags: taxTags,
    access: 'owner',
    idempotency: false,
    description: 'Tax regions by filter and sort, cursor paging (by country, then subdivision).',
    input: QueryTaxRegionsRequest,
    response: QueryTaxRegionsResponse,
  }),
  getTaxRegion: route(endpoints.getTaxRegion, {
    tags: taxTags,
    access: 'owner',
    params: TaxRegionIdParams,
    response: TaxRegionResponse,
  }),
  updateTaxRegion: route(endpoints.updateTaxRegion, {
    tags: taxTags,
    access: 'owner',
    description:
      'Changes the name, rate type or rate; the place stays. `revision`, when sent, must be the current one.',
    params: TaxRegionIdParams,
    input: UpdateTaxRegionRequest,
    response: TaxRegionResponse,
  }),
  deleteTaxRegion: route(endpoints.deleteTaxRegion, {
    tags: taxTags,
    access: 'owner',
    params: TaxRegionIdParams,
    response: DeleteTaxRegionResponse,
  }),
  calculateTotals: route(endpoints.calculateTotals, {
    tags: totalsTags,
    access: 'visitor',
    idempotency: false,
    description:
      "The store's totals of the lines sent (each at the price sent, in the store's currency): discounts " +
      '(automatic and the coupon), shipping options for the address, tax, in the ecom shapes. Writes nothing.',
    input: CalculateTotalsRequest,
    response: CalculateTotalsResponse,
  }),
  getOrdersSettings: route(endpoints.getOrdersSettings, {
    tags: settingsTags,
    access: 'owner',
    description: 'When stock is taken (ON_ORDER_PLACED by default) and whether invoices are made.',
    response: OrdersSettingsResponse,
  }),
  updateOrdersSettings: route(endpoints.updateOrdersSettings, {
    tags: settingsTags,
    access: 'owner',
    input: UpdateOrdersSettingsRequest,
    response: OrdersSettingsResponse,
  }),
  getCheckoutSettings: route(endpoints.getCheckoutSettings, {
    tags: settingsTags,
    access: 'owner',
    description: "The checkout's policies and fields.",
    response: CheckoutSettingsResponse,
  }),
  updateCheckoutSettings: route(endpoints.updateCheckoutSettings, {
    tags: settingsTags,
    access: 'owner',
    description:
      'Changes the policies and fields sent (each policy or field replaced as a whole); the brand is not kept.',
    input: UpdateCheckoutSettingsRequest,
    response: CheckoutSettingsResponse,
  }),
};
