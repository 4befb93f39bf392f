// The visitor store's only entry (issue 15 item 9). Every page is a loader, each its own chunk, so
// importing this file (the router and the header do) adds nothing but the cart link to a page.
export { CartLink } from './CartLink.tsx';

export const shopPages = {
  // Plain React and CSS (light visitor pages).
  catalog: () => import('./CatalogPage.tsx').then((m) => m.CatalogPage),
  product: () => import('./ProductPage.tsx').then((m) => m.ProductPage),
  // Mantine pages of the member layout (forms).
  cart: () => import('./CartPage.tsx').then((m) => m.CartPage),
  checkout: () => import('./CheckoutPage.tsx').then((m) => m.CheckoutPage),
  order: () => import('./OrderPage.tsx').then((m) => m.OrderPage),
  // The member's account: their store orders.
  myOrders: () => import('./MyOrdersPage.tsx').then((m) => m.MyOrdersPage),
};
