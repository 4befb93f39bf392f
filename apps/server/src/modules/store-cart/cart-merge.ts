import { MAX_LINE_ITEMS, MAX_QUANTITY } from '@tessera/contracts/ecom-common';
import { isoAt } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { deleteFromSite } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { linesOf, lockCartOf, updateCart, writeLines, type LineRow } from './cart.store.ts';
import { rowsFor } from './cart-lines-input.ts';

/**
 * A visitor's cart handed to the member who logged in, in one unit: with no member cart the
 * visitor's becomes the member's; otherwise its lines are added to the member's (the same item and
 * options add their quantities, capped), the member's coupon and details kept (the visitor's fill
 * what is empty), and the visitor's cart removed. The visitor stays a subject of the cart
 * (`merged_visitor_id`), so the checkout it already opened still answers in that browser.
 * Idempotent: a second call finds no visitor cart.
 */
export async function mergeVisitorCart(
  deps: { uow: UnitOfWork; db: Db; now: () => number },
  siteId: string,
  visitorId: string,
  memberId: string,
): Promise<void> {
  await deps.uow.run(
    siteId,
    async (unit) => {
      const now = isoAt(deps.now());
      // Member's row first, then the visitor's: one lock order for every merge.
      const mine = await lockCartOf(unit, { role: 'MEMBER', id: memberId });
      const theirs = await lockCartOf(unit, { role: 'VISITOR', id: visitorId });
      if (!theirs) return;
      if (!mine) {
        await updateCart(
          unit,
          theirs.id,
          { subject_role: 'MEMBER', subject_id: memberId, merged_visitor_id: visitorId },
          now,
        );
        return;
      }
      const lines = mergedLines(await linesOf(unit, mine.id), await linesOf(unit, theirs.id));
      await deleteFromSite(unit, 'store_cart_lines').where('parent_id', '=', theirs.id).execute();
      await deleteFromSite(unit, 'store_carts').where('id', '=', theirs.id).execute();
      await writeLines(unit, mine.id, rowsFor(mine.id, lines));
      await updateCart(
        unit,
        mine.id,
        {
          merged_visitor_id: visitorId,
          coupon_code: mine.coupon_code ?? theirs.coupon_code,
          email: mine.email ?? theirs.email,
          buyer_note: mine.buyer_note ?? theirs.buyer_note,
          contact_info: mine.contact_info ?? theirs.contact_info,
          shipping_option: mine.shipping_option ?? theirs.shipping_option,
        },
        now,
      );
    },
    { changes: ['carts'] },
  );
}

function mergedLines(mine: readonly LineRow[], theirs: readonly LineRow[]): LineRow[] {
  const lines = mine.map((row) => ({ ...row }));
  for (const row of theirs) {
    const same =
      row.custom === null &&
      lines.find(
        (line) =>
          line.custom === null &&
          line.catalog_item_id === row.catalog_item_id &&
          line.app_id === row.app_id &&
          line.options === row.options,
      );
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + row.quantity);
    else if (lines.length < MAX_LINE_ITEMS) lines.push({ ...row });
  }
  return lines;
}
