// The events feature's only entry. Pages are loaders, so each stays its own chunk, fetched the
// first time its path is visited (importing this file loads no page).
export const eventsPages = {
  list: () => import('./EventsListPage.tsx').then((m) => m.EventsListPage),
  event: () => import('./EventPage.tsx').then((m) => m.EventPage),
};
