// The store's routes of this group (H54: back-in-stock requests and settings); module `back-in-stock` serves them.
export const backInStockRoutes = {};
