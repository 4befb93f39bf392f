import type { eventFormsRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A fresh event with one custom control (a phone input) in its draft: its id for the control calls. */
async function eventWithControl(fx: SampleFixtures): Promise<{ eventId: string; id: string }> {
  const eventId = await fx.freshEvent();
  const response = await fx.app.request({
    method: 'POST',
    url: `/events/v1/events/${eventId}/form/control`,
    headers: fx.app.ownerHeaders(),
    payload: { phone: { label: 'Phone', mandatory: false } },
  });
  if (response.statusCode !== 200) throw new Error(`AddControl sample setup failed: ${response.body}`);
  return { eventId, id: response.json().id };
}

/** Registration forms (modules/event-forms). */
export const eventFormsSamples: SamplesOf<typeof eventFormsRoutes> = {
  GetForm: (fx) => ({ params: { eventId: fx.eventId }, input: {} }),
  AddControl: async (fx) => ({
    params: { eventId: await fx.freshEvent() },
    input: { dropdown: { label: 'Meal', options: ['Fish', 'Veggie'], mandatory: true } },
  }),
  UpdateControl: async (fx) => {
    const { eventId, id } = await eventWithControl(fx);
    return { params: { eventId, id }, input: { phone: { label: 'Mobile', mandatory: true } } };
  },
  DeleteControl: async (fx) => {
    const { eventId, id } = await eventWithControl(fx);
    return { params: { eventId, id } };
  },
  UpdateMessages: async (fx) => ({
    params: { eventId: await fx.freshEvent() },
    input: { fields: ['checkout.title'], messages: { checkout: { title: 'Who is coming?' } } },
  }),
  PublishDraft: async (fx) => ({ params: { eventId: (await eventWithControl(fx)).eventId }, input: {} }),
  DiscardDraft: async (fx) => ({ params: { eventId: (await eventWithControl(fx)).eventId } }),
};
