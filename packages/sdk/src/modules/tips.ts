import type { TipChoice, TipChoiceResponse } from '@tessera/contracts/tips';
import {
  getTipChoice as getTipChoiceEndpoint,
  previewTip as previewTipEndpoint,
  updateTipChoice as updateTipChoiceEndpoint,
} from '@tessera/contracts/routes/tips.endpoints';
import { hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallInput } from './endpoint-call.ts';

export type { Tip, TipChoice, TipChoiceOptions, TipChoiceResponse, TipPreset } from '@tessera/contracts/tips';
export type TipPreviewLine = CallInput<typeof previewTipEndpoint>['lineItemInfo'][number];

const hasTipAmount = hasString('tipAmount');

/**
 * `@tessera/sdk/tips`: a shopper's tip on their checkout. `getChoice(checkoutId)` answers the tip
 * chosen (if any), the amount it adds to the checkout's totals and the picker's options (`tipSettings`:
 * PERCENTAGE or AMOUNT presets, whether a custom amount is allowed; absent when the store takes no
 * tips). `updateChoice(checkoutId, choice)` chooses one; the checkout's `priceSummary` and its
 * `additionalFees` (code `TIP`) then carry it, and so does the order made of it.
 */
export function tips(http: HttpClient) {
  const call = callerOf(http);
  return {
    getChoice(checkoutId: string, options?: CallOptions): Promise<TipChoiceResponse> {
      return call(getTipChoiceEndpoint, { purchaseFlowId: checkoutId }, undefined, {
        ...options,
        check: hasTipAmount,
      });
    },
    /**
     * `{ tipType: 'PERCENTAGE', value: '15' }` (a preset), `{ tipType: 'AMOUNT', value: '5' }` (a preset),
     * `{ tipType: 'CUSTOM', value: '3.50' }` (when allowed); `{ value: '0' }` is no tip.
     */
    updateChoice(checkoutId: string, choice: TipChoice, options?: CallOptions): Promise<TipChoiceResponse> {
      return call(
        updateTipChoiceEndpoint,
        {},
        { purchaseFlowId: checkoutId, tipChoice: choice },
        { ...options, check: hasTipAmount },
      );
    },
    /** The tip a choice gives for these lines (unit price × quantity); writes nothing. */
    async previewTip(lines: TipPreviewLine[], choice: TipChoice, options?: CallOptions) {
      return (
        await call(
          previewTipEndpoint,
          {},
          { lineItemInfo: lines, tipChoice: choice },
          { ...options, idempotent: true, check: hasObject('tip') },
        )
      ).tip;
    },
  };
}

export type TipsModule = ReturnType<typeof tips>;
