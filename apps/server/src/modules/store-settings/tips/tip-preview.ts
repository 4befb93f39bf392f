import type { InputOf, tipsRoutes as R } from '@tessera/contracts/routes/index';
import type { Tip } from '@tessera/contracts/tips';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Db } from '../../../platform/db.ts';
import { validationError, violation } from '../../../platform/errors.ts';
import {
  money,
  parsePercentage,
  percentOf,
  toDecimal,
  tryParseMoney,
  type Money,
} from '../../../platform/money/index.ts';
import { selectFromSite, siteScope } from '../../../platform/site-scope.ts';
import { storeCurrencyOf } from '../store-settings.store.ts';
import { tipSettingsNotFound } from './tip-settings.service.ts';

/** Lines may cost together at most this (minor units): far inside safe integers. */
const MAX_SUBTOTAL_MINOR = 10 ** 15;

const invalid = (field: string, description: string) =>
  validationError([violation(field, description, 'VALIDATION')]);

/**
 * PreviewTip: the tip of a choice on the lines sent (unit price × quantity, the store's currency),
 * a percentage rounded once, half up (platform/money), or the amount as sent. Writes nothing.
 */
export async function previewTip(
  db: Db,
  caller: Caller,
  input: InputOf<typeof R.previewTip>,
): Promise<{ tip: Tip }> {
  const currency = await storeCurrencyOf(db, caller.siteId);
  if (input.tipSettingsId) {
    const found = await selectFromSite(siteScope(db, caller.siteId), 'store_tip_settings')
      .select('id')
      .where('id', '=', input.tipSettingsId)
      .executeTakeFirst();
    if (!found) throw tipSettingsNotFound();
  }
  const parts = input.lineItemInfo.map((line, index) => {
    const field = `lineItemInfo[${index}].price`;
    const price = tryParseMoney(line.price ?? '0', currency);
    if (!price.ok) throw invalid(field, `The price ${price.reason}`);
    return BigInt(price.money.minor) * BigInt(line.quantity ?? 1);
  });
  const subtotalMinor = parts.reduce((a, b) => a + b, 0n);
  if (subtotalMinor > BigInt(MAX_SUBTOTAL_MINOR))
    throw invalid('lineItemInfo', 'The lines cost too much together');
  const subtotal = money(Number(subtotalMinor), currency);
  const amount = tipAmountOf(input.tipChoice, subtotal);
  return {
    tip: {
      lineItemSubtotal: toDecimal(subtotal),
      amount: toDecimal(amount),
      distributions: [],
      // Nothing is given to staff in a preview: all of a tip above zero is undistributed.
      ...(amount.minor > 0 ? { undistributedAmount: toDecimal(amount) } : {}),
    },
  };
}

function tipAmountOf(choice: InputOf<typeof R.previewTip>['tipChoice'], subtotal: Money): Money {
  const value = choice.value ?? '0';
  if ((choice.tipType ?? 'PERCENTAGE') === 'PERCENTAGE') {
    const rate = parsePercentage(value);
    if (!rate) throw invalid('tipChoice.value', 'A tip percentage is 0–100 with at most two decimals');
    return percentOf(subtotal, rate);
  }
  const amount = tryParseMoney(value, subtotal.currency);
  if (!amount.ok) throw invalid('tipChoice.value', `The tip ${amount.reason}`);
  return amount.money;
}
