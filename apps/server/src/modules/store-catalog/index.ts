// The store-catalog module's only entry.
export { storeCatalogModule } from './store-catalog.module.ts';
