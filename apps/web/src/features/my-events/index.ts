// The member's own events: "My RSVPs" and "My tickets" in the account (Mantine pages). Pages are
// loaders, so each stays its own chunk, fetched the first time its path is visited.
export const myEventsPages = {
  rsvps: () => import('./MyRsvpsPage.tsx').then((m) => m.MyRsvpsPage),
  tickets: () => import('./MyTicketsPage.tsx').then((m) => m.MyTicketsPage),
};
