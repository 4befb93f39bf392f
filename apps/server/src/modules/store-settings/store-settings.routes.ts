import type { FastifyInstance } from 'fastify';
import { storeSettingsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { DiscountRulesService } from './discounts/discount-rules.service.ts';
import type { ShippingOptionsService } from './shipping/shipping-options.service.ts';
import type { SettingsDocumentsService } from './settings-documents.service.ts';
import type { StoreSettingsService } from './store-settings.service.ts';
import type { TaxRegionsService } from './tax/tax-regions.service.ts';
import type { CalculateTotalsService } from './totals/calculate-totals.service.ts';

export interface StoreSettingsServices {
  readonly settings: StoreSettingsService;
  readonly shipping: ShippingOptionsService;
  readonly discounts: DiscountRulesService;
  readonly tax: TaxRegionsService;
  readonly totals: CalculateTotalsService;
  readonly documents: SettingsDocumentsService;
}

export function registerStoreSettingsRoutes(server: FastifyInstance, services: StoreSettingsServices): void {
  registerRoutes(server, storeSettingsRoutes, {
    getStoreSettings: ({ caller }) => services.settings.get(caller),
    updateStoreSettings: ({ caller, input }) => services.settings.update(caller, input),
    createShippingOption: ({ caller, input }) => services.shipping.create(caller, input),
    queryShippingOptions: ({ caller, input }) => services.shipping.query(caller, input),
    getShippingOption: ({ caller, params }) => services.shipping.get(caller, params.shippingOptionId),
    updateShippingOption: ({ caller, params, input }) => services.shipping.update(caller, params, input),
    deleteShippingOption: ({ caller, params }) => services.shipping.delete(caller, params.shippingOptionId),
    addDeliveryRegion: ({ caller, params, input }) =>
      services.shipping.addRegion(caller, params.shippingOptionId, input),
    removeDeliveryRegion: ({ caller, params, input }) =>
      services.shipping.removeRegion(caller, params.shippingOptionId, input),
    updateShippingExtendedFields: ({ caller, params, input }) =>
      services.shipping.updateExtendedFields(caller, params.shippingOptionId, input),
    createDiscountRule: ({ caller, input }) => services.discounts.create(caller, input),
    queryDiscountRules: ({ caller, input }) => services.discounts.query(caller, input),
    getDiscountRule: ({ caller, params }) => services.discounts.get(caller, params.discountRuleId),
    updateDiscountRule: ({ caller, params, input }) => services.discounts.update(caller, params, input),
    deleteDiscountRule: ({ caller, params }) => services.discounts.delete(caller, params.discountRuleId),
    createTaxRegion: ({ caller, input }) => services.tax.create(caller, input),
    queryTaxRegions: ({ caller, input }) => services.tax.query(caller, input),
    getTaxRegion: ({ caller, params }) => services.tax.get(caller, params.taxRegionId),
    updateTaxRegion: ({ caller, params, input }) => services.tax.update(caller, params, input),
    deleteTaxRegion: ({ caller, params }) => services.tax.delete(caller, params.taxRegionId),
    calculateTotals: ({ caller, input }) => services.totals.calculate(caller, input),
    getOrdersSettings: ({ caller }) => services.documents.getOrders(caller),
    updateOrdersSettings: ({ caller, input }) => services.documents.updateOrders(caller, input),
    getCheckoutSettings: ({ caller }) => services.documents.getCheckout(caller),
    updateCheckoutSettings: ({ caller, input }) => services.documents.updateCheckout(caller, input),
  });
}
