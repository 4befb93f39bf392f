import { sql } from 'kysely';
import type { Executor } from '../../platform/db.ts';

/** A checkout left alone: who to ask about it (`loadCheckout`) and where a sweep continues. */
export interface StaleCheckout {
  siteId: string;
  id: string;
  updatedDate: string;
}

/**
 * For store-abandoned-checkouts' sweep (every site at once): checkouts not completed, with a buyer
 * email and at least one line, untouched since `before`, after the position `after` in
 * (updated_date, id) order — so a bounded batch at a time and a touched checkout comes again.
 */
export function staleCheckouts(
  db: Executor,
  input: { before: string; after: { updatedDate: string; id: string } | null; limit: number },
): Promise<StaleCheckout[]> {
  let query = db
    .selectFrom('store_checkouts as c')
    .select(['c.site_id as siteId', 'c.id as id', 'c.updated_date as updatedDate'])
    .where('c.completed', '=', 0)
    .where('c.email', 'is not', null)
    .where('c.updated_date', '<=', input.before)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('store_cart_lines as l')
          .select(sql`1`.as('one'))
          .whereRef('l.site_id', '=', 'c.site_id')
          .whereRef('l.parent_id', '=', 'c.id'),
      ),
    );
  const after = input.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('c.updated_date', '>', after.updatedDate),
        eb.and([eb('c.updated_date', '=', after.updatedDate), eb('c.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('c.updated_date').orderBy('c.id').limit(input.limit).execute();
}
