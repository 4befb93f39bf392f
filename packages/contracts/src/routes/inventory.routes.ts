// The store's routes of this group (H54: inventory v2); module `store-inventory` serves them.
export const inventoryRoutes = {};
