// How many items the shopper's cart holds, for the header's cart link. The header is on every
// page (the event pages too), so it never asks the server: the store's pages write the count here
// whenever they hold a cart, and the link reads it (and hears changes from this tab and others).

const KEY = 'tessera.shop.cart-count';
const CHANGED = 'tessera-cart-count';

export function readCartCount(): number {
  try {
    const count = Number(window.localStorage.getItem(KEY) ?? 0);
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function writeCartCount(count: number): void {
  try {
    if (readCartCount() === count) return;
    if (count > 0) window.localStorage.setItem(KEY, String(count));
    else window.localStorage.removeItem(KEY);
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage off: the link shows no count.
  }
}

/** Calls back when the count changes in this tab or another; answers the unsubscribe. */
export function onCartCount(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Items in a cart (the sum of its lines' quantities). */
export const itemsIn = (cart: { lineItems: { quantity: number }[] } | null | undefined): number =>
  cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
