const seg = encodeURIComponent;

export const SHOP_PATH = '/shop';
export const CART_PATH = '/cart';
export const productPath = (slug: string) => `/shop/products/${seg(slug)}`;
/** The address store-cart's checkout URL and a redirect session's `ecomCheckout` name. */
export const checkoutPath = (checkoutId: string) => `/store/checkout/${seg(checkoutId)}`;
export const orderPath = (orderId: string) => `/store/orders/${seg(orderId)}`;
/** The member's store orders in their account. */
export const MY_ORDERS_PATH = '/account/orders';
