// The store's routes of this group (H56: the current cart); module `store-cart` serves them.
export const currentCartRoutes = {};
