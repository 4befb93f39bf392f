// The store-settings module's only entry: the module and its port (the store's currency and the
// totals calculator), used by store-catalog, store-cart and store-orders.
export { storeSettingsModule } from './store-settings.module.ts';
// Tips' routes (listed after store-cart in modules.ts: the tip choice belongs to a checkout).
export { storeTipsModule } from './tips/tips.module.ts';
export { storeCurrencyOf, pricingSettingsFor, type PricingSettings } from './store-settings.store.ts';
export { calculateTotals } from './totals/calculate-totals.ts';
export { keptPricingContexts, type LoadPricingContext } from './totals/pricing-contexts.ts';
export { toEcomTotals } from './totals/totals-wire.ts';
export { inventoryUpdateTriggerOf } from './settings-documents.service.ts';
export { redeemDiscountRules, releaseDiscountRules } from './discounts/discount-rules.service.ts';
export type {
  AdditionalFeeTotals,
  AppliedDiscountTotals,
  DiscountKind,
  LineTotals,
  ShippingQuote,
  TotalsAddress,
  TotalsError,
  TotalsErrorKind,
  TotalsInput,
  TotalsItemType,
  TotalsLine,
  TotalsResult,
  TotalsSummary,
  TotalsTip,
} from './totals/totals.types.ts';
