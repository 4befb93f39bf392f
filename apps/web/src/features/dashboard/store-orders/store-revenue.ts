import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { isSale, orderRevenueUnits } from './store-order-labels.ts';

export interface RevenueFigure {
  label: string;
  orders: number;
  /** Per currency (a store sells in one; an old order may carry another). */
  revenue: Map<string, bigint>;
}

const startOfDay = (date: Date) => {
  const day = new Date(date);
  day.setHours(0, 0, 0, 0);
  return day;
};

/** Today, the last 7 and the last 30 days (each counted from the start of its first day, local time). */
export function revenueFigures(orders: readonly StoreOrder[], now: Date): RevenueFigure[] {
  const periods = [
    { label: 'Today', days: 1 },
    { label: 'Last 7 days', days: 7 },
    { label: 'Last 30 days', days: 30 },
  ];
  return periods.map(({ label, days }) => {
    const since = startOfDay(new Date(now.getTime() - (days - 1) * 86_400_000)).getTime();
    const sales = orders.filter(
      (order) => isSale(order) && order.createdDate && Date.parse(order.createdDate) >= since,
    );
    const revenue = new Map<string, bigint>();
    for (const order of sales) {
      const currency = order.currency ?? 'USD';
      revenue.set(currency, (revenue.get(currency) ?? 0n) + orderRevenueUnits(order));
    }
    return { label, orders: sales.length, revenue };
  });
}
