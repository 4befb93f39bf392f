// The store's routes of this group (H53: catalog listings, v3 reads, collections v2, recommendations, CMS query); module `store-catalog` serves them.
export const catalogQueriesRoutes = {};
