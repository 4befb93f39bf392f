import type { ticketDefinitionsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf, SampleFixtures } from './types.ts';

const replacements = new WeakMap<SampleFixtures, string>();

const isPublished = async (fx: SampleFixtures, id: string) =>
  (await fx.app.db.selectFrom('events').select('lifecycle').where('id', '=', id).executeTakeFirst())
    ?.lifecycle === 'PUBLISHED';

/**
 * The fixture event, or a published one made in its place when a call before deleted or
 * canceled it (the fuzz test runs every route, events' deletes included, on one fixture event).
 */
export async function liveEvent(fx: SampleFixtures): Promise<string> {
  const id = replacements.get(fx) ?? fx.eventId;
  if (await isPublished(fx, id)) return id;
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v3/events',
    headers: fx.app.ownerHeaders(),
    payload: {
      event: {
        title: 'Ticketing sample',
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 86_400_000).toISOString(),
          endDate: new Date(Date.now() + 90_000_000).toISOString(),
          timeZoneId: 'Etc/UTC',
        },
        registration: { initialType: 'TICKETING' },
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample event: ${response.body}`);
  replacements.set(fx, response.json().event.id);
  return response.json().event.id;
}

/** A fresh definition of the live fixture event (or `eventId`), made through the API as the owner. */
export async function sampleDefinition(
  fx: SampleFixtures,
  eventId?: string,
  capacity = 1000,
): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events-ticket-definitions/v3/ticket-definitions',
    headers: fx.app.ownerHeaders(),
    payload: {
      ticketDefinition: {
        eventId: eventId ?? (await liveEvent(fx)),
        name: 'Sample',
        initialLimit: capacity,
        pricingMethod: { fixedPrice: { value: '10.00', currency: 'USD' } },
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample definition: ${response.body}`);
  return response.json().ticketDefinition.id;
}

export const ticketDefinitionsSamples: SamplesOf<typeof ticketDefinitionsRoutes> = {
  CreateTicketDefinitionV3: async (fx) => ({
    input: {
      ticketDefinition: {
        eventId: await liveEvent(fx),
        name: 'General',
        initialLimit: 100,
        pricingMethod: { fixedPrice: { value: '25.00', currency: 'USD' } },
      },
    },
  }),
  UpdateTicketDefinitionV3: async (fx) => ({
    params: { ticketDefinitionId: await sampleDefinition(fx) },
    input: { ticketDefinition: { name: 'Renamed' } },
  }),
  GetTicketDefinitionV3: async (fx) => ({
    params: { ticketDefinitionId: await sampleDefinition(fx) },
    input: { fields: ['SALES_DETAILS'] },
  }),
  DeleteTicketDefinitionV3: async (fx) => ({ params: { ticketDefinitionId: await sampleDefinition(fx) } }),
  ReorderTicketDefinitions: async (fx) => {
    const first = await sampleDefinition(fx);
    const second = await sampleDefinition(fx);
    return { input: { eventId: await liveEvent(fx), ticketDefinitionId: second, beforeDefinitionId: first } };
  },
  QueryTicketDefinitionsV3: async (fx) => ({
    input: { query: { filter: { eventId: await liveEvent(fx) } } },
  }),
  QueryAvailableTicketDefinitions: async (fx) => ({
    input: { query: { filter: { eventId: await liveEvent(fx) } } },
  }),
  CountTicketDefinitions: async (fx) => ({
    input: { filter: { eventId: await liveEvent(fx) }, facet: ['saleStatus'] },
  }),
  CountAvailableTicketDefinitions: async (fx) => ({ input: { filter: { eventId: await liveEvent(fx) } } }),
  BulkDeleteTicketDefinitionsByFilter: async (fx) => ({
    input: { filter: { id: await sampleDefinition(fx) } },
  }),
  ChangeTicketDefinitionsCurrencyV3: async (fx) => {
    // Its own event: the currency of every definition of it moves.
    const fresh = await fx.freshEvent();
    const eventId = (await isPublished(fx, fresh)) && fresh !== fx.eventId ? fresh : await liveEvent(fx);
    await sampleDefinition(fx, eventId);
    return { input: { eventId, currency: 'EUR' } };
  },
  ListAvailableTickets: async (fx) => ({ input: { eventId: await liveEvent(fx), limit: 10 } }),
  QueryAvailableTickets: async (fx) => ({ input: { filter: { eventId: await liveEvent(fx) }, limit: 10 } }),
  // v1 management
  QueryTicketDefinitions: async (fx) => ({
    input: { filter: { eventId: await liveEvent(fx) }, limit: 10, fieldset: ['DASHBOARD'] },
  }),
  QueryTicketDefinitionsV2: async (fx) => ({
    input: { query: { filter: { eventId: await liveEvent(fx) }, paging: { limit: 10 } } },
  }),
  ListTicketDefinitions: async (fx) => ({ input: { eventId: [await liveEvent(fx)], limit: 10 } }),
  GetTicketDefinition: async (fx) => ({
    params: { definitionId: await sampleDefinition(fx) },
    input: { fieldset: ['POLICY'] },
  }),
  CreateTicketDefinition: async (fx) => ({
    input: {
      eventId: await liveEvent(fx),
      definition: { name: 'v1', price: { value: '5.00', currency: 'USD' }, limited: true, quantity: 10 },
    },
  }),
  UpdateTicketDefinition: async (fx) => ({
    params: { definitionId: await sampleDefinition(fx) },
    input: { eventId: await liveEvent(fx), definition: { name: 'v1 renamed' }, fields: ['name'] },
  }),
  DeleteTicketDefinition: async (fx) => ({
    input: { eventId: await liveEvent(fx), byId: { definitionId: [await sampleDefinition(fx)] } },
  }),
  ChangeCurrency: async (fx) => {
    const fresh = await fx.freshEvent();
    const eventId = (await isPublished(fx, fresh)) && fresh !== fx.eventId ? fresh : await liveEvent(fx);
    await sampleDefinition(fx, eventId);
    return { input: { eventId, currency: 'EUR' } };
  },
};
