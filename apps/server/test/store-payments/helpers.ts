import { newId } from '../../src/platform/ids.ts';
import { insertOrder } from '../../src/modules/store-orders/orders-store.ts';
import type { OrderDraft } from '../../src/modules/store-orders/order-document.ts';
import { appModules } from '../../src/modules.ts';
import type { TestClock } from '../../src/platform/clock.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { orderDraft } from '../store-orders/helpers.ts';

/**
 * Modules of others still being built in the shared tree that do not start yet: left out of
 * these tests' app until they do (store payments needs only store orders and payments).
 */
const NOT_READY = new Set<string>([]);

/** The app of the store payments tests. */
export const storePaymentsApp = (clock?: TestClock) =>
  createTestApp({
    app: { modules: appModules.filter((m) => !NOT_READY.has(m.name)), ...(clock ? { clock } : {}) },
  });

/**
 * An order of 2 × 12.50 USD (25.00) written straight into the orders tables (store-orders' own
 * writer), placed by `visitorId` when given. Answers its id.
 */
export async function placeOrder(
  app: Pick<TestApp, 'uow' | 'clock'>,
  siteId: string,
  options: { visitorId?: string; overrides?: Partial<OrderDraft> } = {},
): Promise<string> {
  const draft = orderDraft({
    ...(options.visitorId
      ? {
          subject: { role: 'VISITOR', id: options.visitorId },
          buyer: { visitorId: options.visitorId, email: 'ada@example.com' },
        }
      : {}),
    ...options.overrides,
  });
  await app.uow.run(siteId, (tx) => insertOrder(tx, draft, new Date(app.clock.now()).toISOString()), {
    changes: ['storeOrders'],
  });
  return draft.id;
}

export const newVisitor = () => newId();
