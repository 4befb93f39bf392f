import { useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { onCartCount, readCartCount } from './cart-count.ts';
import { CART_PATH, SHOP_PATH } from './paths.ts';
import './cart-link.css';

/** "Shop" and "Cart (n)" in the site's header: no call to the server (cart-count.ts). */
export function CartLink() {
  const count = useSyncExternalStore(onCartCount, readCartCount, () => 0);
  return (
    <>
      <NavLink to={SHOP_PATH} className="topbar-link" end={false}>
        Shop
      </NavLink>
      <NavLink
        to={CART_PATH}
        className="topbar-link"
        aria-label={count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      >
        Cart
        {count > 0 && (
          <span className="cart-badge" aria-hidden>
            {count}
          </span>
        )}
      </NavLink>
    </>
  );
}
