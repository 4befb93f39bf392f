import type { Executor } from '../../platform/db.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { LoadedCheckout } from './checkout.service.ts';

/**
 * What other modules use of the cart (`modules.get(storeCartModule)`): store-orders makes an order
 * of a loaded checkout and completes it in the order's unit; the login hands a visitor's cart over.
 */
export interface StoreCartPort {
  /** The checkout with its totals computed now (lines, prices, stock problems); null: none. */
  loadCheckout(db: Executor, siteId: string, checkoutId: string): Promise<LoadedCheckout | null>;
  /**
   * Marks the checkout completed for `orderId` in the caller's unit (name `carts` among its
   * changes). Once only: false when it was already completed, so two orders of it cannot both.
   * `cartId`: the checkout's `cart_id` as loaded (spares reading the checkout again).
   */
  completeCheckout(
    unit: SiteTx,
    checkoutId: string,
    orderId: string,
    cartId?: string | null,
  ): Promise<boolean>;
  /** Whom a checkout belongs to (for `ownerOrSubjectOf: 'checkout'` lookups of other groups). */
  checkoutSubjects(
    siteId: string,
    checkoutId: string,
  ): Promise<readonly { role: 'VISITOR' | 'MEMBER'; id: string }[]>;
  /** The web app's page for paying a checkout. */
  checkoutPageUrl(checkoutId: string): string;
  /** Moves a visitor's cart into the member's (the member who logged in): lines added, one cart left. */
  mergeVisitorCart(siteId: string, visitorId: string, memberId: string): Promise<void>;
  /**
   * A signed token for `GET /ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url`
   * (an hour): the browser presenting it completes the checkout and is sent to `redirectUrl`,
   * which must be on an allowed origin of the site's OAuth client `clientId` (else a 400).
   */
  completionToken(
    siteId: string,
    input: { checkoutId: string; redirectUrl: string; clientId: string },
  ): Promise<string>;
}
