import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { PageLoading } from '../shared/PageLoading.tsx';
import { dashboardPages } from '../features/dashboard/index.ts';
import { eventsPages } from '../features/events/index.ts';
import { membersPages } from '../features/members/index.ts';
import { ticketsPages } from '../features/tickets/index.ts';
import { myEventsPages } from '../features/my-events/index.ts';
import { shopPages } from '../features/shop/index.ts';

/** A lazily loaded page: its module is fetched the first time the path is visited. */
function page(path: string, load: () => Promise<ComponentType>) {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** A lazily loaded component of a route without a path of its own (an index or a layout). */
const lazyComponent = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: lazyComponent(eventsPages.list) },
      page('events/:slug', eventsPages.event),
      // A draft as its page will look, for its owner (no Mantine: the visitor page's own code).
      page('preview/events/:slug', dashboardPages.eventPreview(eventsPages.event)),
      // The store's catalog and product pages: light visitor pages like the event pages.
      page('shop', shopPages.catalog),
      page('shop/products/:slug', shopPages.product),
      {
        // Everything below uses Mantine, loaded with this layout only (never on the event pages).
        lazy: async () => ({ Component: (await import('./mantine/MantineLayout.tsx')).MantineLayout }),
        // Opened directly (a first load), these pages wait for that code: say so under the header.
        HydrateFallback: PageLoading,
        children: [
          page('login', membersPages.login),
          page('login/callback', membersPages.loginCallback),
          page('signup', membersPages.signUp),
          page('forgot-password', membersPages.forgotPassword),
          page('account', membersPages.account),
          page('account/orders', shopPages.myOrders),
          page('account/rsvps', myEventsPages.rsvps),
          page('account/tickets', myEventsPages.tickets),
          page('account/recover', membersPages.resetPassword),
          // The door screen and staff links: the owner or a staff member logged in as a site member.
          page('check-in', dashboardPages.checkIn),
          page('staff/join', dashboardPages.staffJoin),
          page('staff/login', dashboardPages.staffLogin),
          page('events/:slug/checkout', ticketsPages.checkout),
          page('events/:slug/orders/:orderNumber', ticketsPages.confirmation),
          page('cart', shopPages.cart),
          page('store/checkout/:checkoutId', shopPages.checkout),
          page('store/orders/:orderId', shopPages.order),
          {
            path: 'dashboard',
            lazy: lazyComponent(dashboardPages.layout),
            children: [
              { index: true, lazy: lazyComponent(dashboardPages.home) },
              page('members', dashboardPages.members),
              page('settings', dashboardPages.identitySettings),
              page('mailbox', dashboardPages.mailbox),
              page('site', dashboardPages.siteSettings),
              page('oauth-clients', dashboardPages.oauthClients),
              page('store-settings', dashboardPages.storeSettings),
              page('store-tips', dashboardPages.storeTips),
              page('store-abandoned-checkouts', dashboardPages.abandonedCheckouts),
              page('guests', dashboardPages.guests),
              page('staff', dashboardPages.staff),
              page('reminders', dashboardPages.reminders),
              page('orders', dashboardPages.orders),
              page('events/:eventId/sales', dashboardPages.eventSales),
              page('store-orders', dashboardPages.storeOrders),
              page('store-orders/:orderId', dashboardPages.storeOrder),
              page('products', dashboardPages.products),
              page('products/new', dashboardPages.productEditor),
              page('products/brands-ribbons', dashboardPages.brandsRibbons),
              page('products/:productId', dashboardPages.productEditor),
              page('collections', dashboardPages.collections),
              page('collections/:collectionId', dashboardPages.collection),
              page('back-in-stock', dashboardPages.backInStock),
              page('events/new', dashboardPages.eventEditor),
              page('events/:id', dashboardPages.eventEditor),
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);
