// The store's routes of this group (H56: ecom checkouts); module `store-cart` serves them.
export const checkoutsRoutes = {};
