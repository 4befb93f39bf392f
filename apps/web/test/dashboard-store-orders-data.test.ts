import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import type { OrderTransactions } from '@tessera/sdk/store-payments-admin';
import { refundablePayments } from '../src/features/dashboard/store-orders/order-actions.ts';
import { storeOrdersCsv } from '../src/features/dashboard/store-orders/store-orders-csv.ts';
import { toUnits } from '../src/features/dashboard/store-orders/store-order-labels.ts';
import { revenueFigures } from '../src/features/dashboard/store-orders/store-revenue.ts';

const price = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const order = (over: Partial<StoreOrder>): StoreOrder => ({
  id: '1',
  number: '10001',
  status: 'APPROVED',
  paymentStatus: 'PAID',
  currency: 'USD',
  // Local times: the periods start at local midnight.
  createdDate: new Date(2026, 10, 24, 10).toISOString(),
  priceSummary: { total: price('25.00') },
  ...over,
});

describe('store orders dashboard data', () => {
  it('sums decimal amounts exactly', () => {
    expect(toUnits('0.10') + toUnits('0.20')).toBe(toUnits('0.30'));
    expect(toUnits('12.5')).toBe(125_000n);
    expect(toUnits('nonsense')).toBe(0n);
  });

  it('counts paid orders of each period, refunds taken off, unpaid and canceled ones left out', () => {
    const now = new Date(2026, 10, 24, 12);
    const figures = revenueFigures(
      [
        order({}),
        order({ id: '2', balanceSummary: { refunded: price('5.00') } }),
        order({ id: '3', paymentStatus: 'NOT_PAID' }),
        order({ id: '4', status: 'CANCELED' }),
        order({
          id: '5',
          createdDate: new Date(2026, 10, 20, 10).toISOString(),
          priceSummary: { total: price('10.00') },
        }),
        order({ id: '6', createdDate: new Date(2026, 9, 1, 10).toISOString() }),
      ],
      now,
    );
    expect(figures.map((f) => [f.label, f.orders, f.revenue.get('USD')])).toEqual([
      ['Today', 2, toUnits('45.00')],
      ['Last 7 days', 3, toUnits('55.00')],
      ['Last 30 days', 3, toUnits('55.00')],
    ]);
  });

  it('offers a refund of what is left of each approved payment', () => {
    const transactions: OrderTransactions = {
      payments: [
        { id: 'p1', status: 'APPROVED', amount: price('25.00') },
        { id: 'p2', status: 'AUTHORIZED', amount: price('5.00') },
      ],
      refunds: [
        { transactions: [{ paymentId: 'p1', amount: price('10.50'), refundStatus: 'SUCCEEDED' }] },
        { transactions: [{ paymentId: 'p1', amount: price('3.00'), refundStatus: 'FAILED' }] },
      ],
    };
    expect(refundablePayments(transactions)).toEqual([{ paymentId: 'p1', refundable: '14.50' }]);
  });

  it('exports formula-safe CSV with exact amounts', () => {
    const text = storeOrdersCsv([
      order({
        billingInfo: { contactDetails: { firstName: '=HYPERLINK("x")', lastName: 'M' } },
        buyerInfo: { email: 'm@example.com' },
      }),
    ]);
    const [header, row] = text.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('Order number,Placed (UTC),Buyer');
    expect(row).toContain(`"'=HYPERLINK(""x"") M"`);
    expect(row).toContain(',25.00,0,USD,no');
  });
});
