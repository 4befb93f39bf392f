import { newId } from '../../src/platform/ids.ts';
import { insertIntoSite } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * An abandoned checkout written straight into the module's table (for samples and analytics
 * tests that need many; the sweep's own tests make theirs from real checkouts). Answers its id.
 */
export async function seedAbandoned(
  app: Pick<TestApp, 'uow' | 'clock'>,
  siteId: string,
  row: {
    status?: 'ABANDONED' | 'RECOVERED';
    totalMinor?: number;
    createdDate?: string;
    currency?: string;
  } = {},
): Promise<string> {
  const id = newId();
  const now = row.createdDate ?? new Date(app.clock.now()).toISOString();
  await app.uow.run(
    siteId,
    (unit) =>
      insertIntoSite(unit, 'store_abandoned_checkouts', [
        {
          id,
          checkout_id: newId(),
          cart_id: null,
          status: row.status ?? 'ABANDONED',
          buyer_email: 'ada@example.com',
          currency: row.currency ?? 'USD',
          subtotal_minor: row.totalMinor ?? 2500,
          total_minor: row.totalMinor ?? 2500,
          snapshot: JSON.stringify({ buyerInfo: { email: 'ada@example.com' }, lineItems: [] }),
          activities: '[]',
          recovered_date: row.status === 'RECOVERED' ? now : null,
          created_date: now,
          updated_date: now,
        },
      ]).execute(),
    { changes: [] },
  );
  return id;
}
