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
    email?: string;
    firstName?: string;
    lastName?: string;
    memberId?: string;
    cartId?: string;
  } = {},
): Promise<string> {
  const id = newId();
  const now = row.createdDate ?? new Date(app.clock.now()).toISOString();
  const email = row.email ?? 'ada@example.com';
  const snapshot = {
    buyerInfo: { email, ...(row.memberId ? { memberId: row.memberId } : {}) },
    contactDetails: { firstName: row.firstName ?? null, lastName: row.lastName ?? null },
    lineItems: [],
  };
  await app.uow.run(
    siteId,
    (unit) =>
      insertIntoSite(unit, 'store_abandoned_checkouts', [
        {
          id,
          checkout_id: newId(),
          cart_id: row.cartId ?? null,
          status: row.status ?? 'ABANDONED',
          buyer_email: email,
          buyer_member_id: row.memberId ?? null,
          first_name: row.firstName ?? null,
          last_name: row.lastName ?? null,
          currency: row.currency ?? 'USD',
          subtotal_minor: row.totalMinor ?? 2500,
          total_minor: row.totalMinor ?? 2500,
          snapshot: JSON.stringify(snapshot),
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
