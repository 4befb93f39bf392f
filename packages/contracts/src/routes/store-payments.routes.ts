// The store's routes of this group (H58: payments collector and order transactions); module `store-payments` serves them.
export const storePaymentsRoutes = {};
