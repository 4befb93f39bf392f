// The store's routes of this group (H57: store orders, order creation from a checkout); module `store-orders` serves them.
export const storeOrdersRoutes = {};
