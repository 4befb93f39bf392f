// The store's routes of this group (H52: catalog v1 writes and single reads); module `store-catalog` serves them.
export const catalogRoutes = {};
