import type { InputOf, tipsRoutes as R } from '@tessera/contracts/routes/index';
import type { TipChoiceResponse } from '@tessera/contracts/tips';
import type { Caller } from '../../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../../platform/clock.ts';
import type { Db, Executor } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { money, toDecimal } from '../../../platform/money/index.ts';
import { insertIntoSite } from '../../../platform/site-scope.ts';
import type { UnitOfWork } from '../../../platform/unit-of-work.ts';
import type { StoreCartPort } from '../../store-cart/index.ts';
import { storeCurrencyOf } from '../store-settings.store.ts';
import { acceptTipChoice, tipChoiceOf } from './tip-choice.ts';
import { tipChoiceOptionsOf } from './tip-settings.model.ts';
import { defaultTipSettingsOf } from './tip-settings.service.ts';

export const checkoutNotFound = () => notFound('CHECKOUT_NOT_FOUND', 'Checkout not found');

/** The tip chosen on a checkout: read by its visitor or member (and the owner), written by them. */
export class TipChoiceService {
  constructor(
    private readonly deps: {
      db: Db;
      uow: UnitOfWork;
      clock: Clock;
      cart: Pick<StoreCartPort, 'loadCheckout' | 'checkoutSubjects'>;
    },
  ) {}

  /** The route table let the caller in (the owner, or the checkout's subject). */
  async get(caller: Caller, checkoutId: string): Promise<TipChoiceResponse> {
    return this.answer(this.deps.db, caller.siteId, checkoutId);
  }

  async update(caller: Caller, input: InputOf<typeof R.updateTipChoice>): Promise<TipChoiceResponse> {
    const { siteId } = caller;
    const checkoutId = input.purchaseFlowId;
    // The body names the checkout, so the route table cannot check whose it is: asked here,
    // with the checkout's own blind 404 for anyone else's.
    if (caller.role !== 'OWNER') {
      const subjects = await this.deps.cart.checkoutSubjects(siteId, checkoutId);
      if (!subjects.some((s) => s.role === caller.role && s.id === caller.subjectId))
        throw checkoutNotFound();
    }
    await this.deps.uow.run(
      siteId,
      async (unit) => {
        const loaded = await this.deps.cart.loadCheckout(unit.db, siteId, checkoutId);
        if (!loaded) throw checkoutNotFound();
        if (loaded.row.completed) {
          throw new AppError(
            'PRECONDITION',
            'CHECKOUT_ALREADY_COMPLETED',
            'The checkout is completed: its tip stays',
            {
              checkoutId,
            },
          );
        }
        const [settings, currency] = [
          await defaultTipSettingsOf(unit.db, siteId),
          await storeCurrencyOf(unit.db, siteId),
        ];
        const choice = acceptTipChoice(input.tipChoice, settings, currency);
        const row = { checkout_id: checkoutId, tip_type: choice.tipType, value: choice.value };
        await insertIntoSite(unit, 'store_tip_choices', [
          { ...row, updated_date: isoAt(this.deps.clock.now()) },
        ])
          .onConflict((conflict) =>
            conflict.columns(['site_id', 'checkout_id']).doUpdateSet({
              tip_type: row.tip_type,
              value: row.value,
              updated_date: isoAt(this.deps.clock.now()),
            }),
          )
          .execute();
      },
      // The choice prices the checkout: what a checkout write changes.
      { changes: ['carts'] },
    );
    return this.answer(this.deps.db, siteId, checkoutId);
  }

  /** The choice, the tip it adds to the checkout's totals as priced now, and the picker's options. */
  private async answer(db: Executor, siteId: string, checkoutId: string): Promise<TipChoiceResponse> {
    const loaded = await this.deps.cart.loadCheckout(db, siteId, checkoutId);
    if (!loaded) throw checkoutNotFound();
    const choice = await tipChoiceOf(db, siteId, checkoutId);
    const settings = await defaultTipSettingsOf(db, siteId);
    const { currency } = loaded.priced.totals;
    return {
      ...(choice ? { tipChoice: { tipType: choice.tipType, value: choice.value } } : {}),
      tipAmount: toDecimal(money(loaded.priced.totals.summary.tipMinor, currency)),
      ...(settings && settings.allow_customer_tip === 1
        ? { tipSettings: tipChoiceOptionsOf(settings, currency) }
        : {}),
    };
  }
}
