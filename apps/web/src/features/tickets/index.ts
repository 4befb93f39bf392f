import { lazy } from 'react';

// The ticket purchase feature's only entry. Everything is loaded on first use, so importing this
// file (the router does) adds nothing to a page: the event page's ticket picker is a lazy
// component, the checkout and confirmation pages are loaders, each its own chunk.
export const TicketPicker = lazy(() =>
  import('./TicketPicker.tsx').then((m) => ({ default: m.TicketPicker })),
);

export const ticketsPages = {
  checkout: () => import('./CheckoutPage.tsx').then((m) => m.CheckoutPage),
  confirmation: () => import('./ConfirmationPage.tsx').then((m) => m.ConfirmationPage),
};
