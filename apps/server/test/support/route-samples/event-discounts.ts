import type { eventDiscountsRoutes } from '@tessera/contracts/routes/index';
import { randomUUID } from 'node:crypto';
import { liveEvent } from './ticket-definitions.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A discount code of the live fixture event, made by the owner (a fresh code each time). */
async function sampleCode(fx: SampleFixtures): Promise<{ eventId: string; id: string }> {
  const eventId = await liveEvent(fx);
  const response = await fx.app.request({
    method: 'POST',
    url: `/_api/tessera/v1/events/${eventId}/discount-codes`,
    headers: fx.app.ownerHeaders(),
    payload: { discountCode: { code: `S${randomUUID().slice(0, 8)}`, discount: { percentOff: '10' } } },
  });
  if (response.statusCode !== 200) throw new Error(`sample discount code: ${response.body}`);
  return { eventId, id: response.json().discountCode.id };
}

/** Event discount codes (modules/event-discounts). */
export const eventDiscountsSamples: SamplesOf<typeof eventDiscountsRoutes> = {
  CreateDiscountCode: async (fx) => ({
    params: { eventId: await liveEvent(fx) },
    input: { discountCode: { code: `C${randomUUID().slice(0, 8)}`, discount: { percentOff: '15' } } },
  }),
  ListDiscountCodes: async (fx) => ({ params: { eventId: await liveEvent(fx) }, input: {} }),
  GetDiscountCode: async (fx) => {
    const code = await sampleCode(fx);
    return { params: { eventId: code.eventId, discountCodeId: code.id } };
  },
  UpdateDiscountCode: async (fx) => {
    const code = await sampleCode(fx);
    return {
      params: { eventId: code.eventId, discountCodeId: code.id },
      input: { discountCode: { revision: '1', active: false } },
    };
  },
  DeleteDiscountCode: async (fx) => {
    const code = await sampleCode(fx);
    return { params: { eventId: code.eventId, discountCodeId: code.id } };
  },
};
