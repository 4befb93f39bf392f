// The store's routes of this group (H55: shipping options, discount rules, tips, order/checkout settings, taxes, calculate totals); module `store-settings` serves them.
export const storeSettingsRoutes = {};
