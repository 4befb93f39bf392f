import { formatMoney } from '@tessera/contracts/money';
import { money, toDecimal, toWireMoney } from '../../platform/money/index.ts';

/** Minor units as the order's tables keep them (bigint columns may read back as strings). */
export type StoredMinor = number | string;

/**
 * The one way the module writes an order's money: every price of the order's wire (and of its
 * activities) is `orderPrice`, every bare amount (events, aggregates) `orderDecimal`, every
 * amount in a message to a person `orderMoneyText` — all from the order's minor units and currency.
 */
export const orderPrice = (minor: StoredMinor, currency: string) =>
  toWireMoney('ECOM_PRICE', money(Number(minor), currency));

export type OrderPrice = ReturnType<typeof orderPrice>;

export const orderDecimal = (minor: StoredMinor, currency: string) =>
  toDecimal(money(Number(minor), currency));

export const orderMoneyText = (minor: StoredMinor, currency: string) =>
  formatMoney(orderDecimal(minor, currency), currency);
