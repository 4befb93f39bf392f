// The owner dashboard's only entry. Pages are loaders, so each stays its own chunk, fetched the
// first time its path is visited (importing this file loads no page).
import { createElement, type ComponentType } from 'react';

export { loadOwnerCredentials } from './owner-session.ts';

export const dashboardPages = {
  layout: () => import('./DashboardLayout.tsx').then((m) => m.DashboardLayout),
  home: () => import('./DashboardHome.tsx').then((m) => m.DashboardHome),
  members: () => import('./MembersPage.tsx').then((m) => m.MembersPage),
  identitySettings: () => import('./IdentitySettingsPage.tsx').then((m) => m.IdentitySettingsPage),
  mailbox: () => import('./MailboxPage.tsx').then((m) => m.MailboxPage),
  siteSettings: () => import('./SiteSettingsPage.tsx').then((m) => m.SiteSettingsPage),
  oauthClients: () => import('./oauth-clients/OAuthClientsPage.tsx').then((m) => m.OAuthClientsPage),
  orders: () => import('./orders/OrdersPage.tsx').then((m) => m.OrdersPage),
  eventSales: () => import('./orders/EventSalesPage.tsx').then((m) => m.EventSalesPage),
  storeOrders: () => import('./store-orders/StoreOrdersPage.tsx').then((m) => m.StoreOrdersPage),
  storeOrder: () => import('./store-orders/StoreOrderPage.tsx').then((m) => m.StoreOrderPage),
  guests: () => import('./guests/GuestsPage.tsx').then((m) => m.GuestsPage),
  checkIn: () => import('./guests/CheckInPage.tsx').then((m) => m.CheckInPage),
  staff: () => import('./staff/StaffPage.tsx').then((m) => m.StaffPage),
  staffJoin: () => import('./staff/StaffJoinPage.tsx').then((m) => m.StaffJoinPage),
  staffLogin: () => import('./staff/StaffLoginPage.tsx').then((m) => m.StaffLoginPage),
  reminders: () => import('./reminders/RemindersPage.tsx').then((m) => m.RemindersPage),
  storeSettings: () => import('./store-settings/StoreSettingsPage.tsx').then((m) => m.StoreSettingsPage),
  storeTips: () => import('./store-tips/StoreTipsPage.tsx').then((m) => m.StoreTipsPage),
  abandonedCheckouts: () =>
    import('./store-abandoned-checkouts/AbandonedCheckoutsPage.tsx').then((m) => m.AbandonedCheckoutsPage),
  products: () => import('./store-catalog/ProductsPage.tsx').then((m) => m.ProductsPage),
  productEditor: () => import('./store-catalog/ProductEditorPage.tsx').then((m) => m.ProductEditorPage),
  brandsRibbons: () => import('./store-catalog/BrandsRibbonsPage.tsx').then((m) => m.BrandsRibbonsPage),
  collections: () => import('./store-collections/CollectionsPage.tsx').then((m) => m.CollectionsPage),
  collection: () => import('./store-collections/CollectionPage.tsx').then((m) => m.CollectionPage),
  backInStock: () => import('./store-back-in-stock/BackInStockPage.tsx').then((m) => m.BackInStockPage),
  eventEditor: () => import('./event-editor/EventEditorPage.tsx').then((m) => m.EventEditorPage),
  /** The draft preview: a visitor page (the event page) read with this browser's owner credentials. */
  eventPreview: (visitorPage: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
    const [{ OwnerPreview }, Page] = await Promise.all([
      import('./event-editor/preview/OwnerPreview.tsx'),
      visitorPage(),
    ]);
    return function EventPreviewPage() {
      return createElement(OwnerPreview, null, createElement(Page));
    };
  },
};
