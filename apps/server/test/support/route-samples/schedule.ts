import type { scheduleRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

export const sampleScheduleItem = {
  name: 'Opening talk',
  timeSlot: {
    start: '2031-03-01T18:00:00.000Z',
    end: '2031-03-01T18:30:00.000Z',
    timeZoneId: 'Europe/Berlin',
  },
  stageName: 'Main stage',
  tags: ['talk'],
};

/** A draft item of the fixture event, added by the owner (its id). */
async function draftItem(fx: SampleFixtures, eventId = fx.eventId): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v1/schedule/draft',
    headers: fx.app.ownerHeaders(),
    payload: { eventId, item: sampleScheduleItem },
  });
  if (response.statusCode !== 200) throw new Error(`sample schedule item: ${response.body}`);
  return (response.json() as { item: { id: string } }).item.id;
}

/** The agenda (modules/schedule). */
export const scheduleSamples: SamplesOf<typeof scheduleRoutes> = {
  AddScheduleItem: (fx) => ({ input: { eventId: fx.eventId, item: sampleScheduleItem } }),
  UpdateScheduleItem: async (fx) => ({
    params: { itemId: await draftItem(fx) },
    input: { eventId: fx.eventId, item: { name: 'Renamed talk' } },
  }),
  DeleteScheduleItem: async (fx) => ({ input: { eventId: fx.eventId, itemIds: [await draftItem(fx)] } }),
  DiscardScheduleDraft: async (fx) => ({ input: { eventId: await fx.freshEvent() } }),
  RescheduleDraft: async (fx) => ({
    input: { eventId: await fx.freshEvent(), timeZoneId: 'Etc/UTC', timeSlotOffset: '3600s' },
  }),
  PublishScheduleDraft: async (fx) => {
    const eventId = await fx.freshEvent();
    await draftItem(fx, eventId);
    return { input: { eventId } };
  },
  GetScheduleItem: async (fx) => ({ params: { itemId: await draftItem(fx) }, input: { includeDraft: true } }),
  ListScheduleItems: (fx) => ({ input: { eventId: [fx.eventId], facet: ['tag'] } }),
  QueryScheduleItems: (fx) => ({ input: { query: { filter: { eventId: fx.eventId } } } }),
};
