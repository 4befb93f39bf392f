// The store-catalog module's only entry: the module, the catalog port (catalog references →
// items for the cart, orders and back in stock) and the shaping and tables H53's listings use.
export { storeCatalogModule } from './store-catalog.module.ts';
export {
  findCatalogItems,
  keptCatalogItems,
  chosenVariant,
  variantByChoices,
  type CatalogItem,
  type CatalogItemImage,
  type CatalogItemStock,
  type CatalogRef,
} from './catalog-items.ts';
export {
  loadProducts,
  loadProduct,
  type ProductRecord,
  type VariantRecord,
  type OptionRecord,
} from './catalog.store.ts';
export {
  toWireProduct,
  toWireVariant,
  toStoreVariant,
  toWireCollection,
  toProductOptions,
  pricingOf,
  type WireOptions,
} from './catalog.wire.ts';
export { seedDemoProducts } from './demo-products.ts';
