// The back-in-stock module's only entry.
export { backInStockModule } from './back-in-stock.module.ts';
