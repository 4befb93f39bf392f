import type { ticketDefinitionsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf, SampleFixtures } from './types.ts';

/** A fresh definition of the fixture event (or `eventId`), made through the API as the owner. */
export async function sampleDefinition(
  fx: SampleFixtures,
  eventId = fx.eventId,
  capacity = 1000,
): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events-ticket-definitions/v3/ticket-definitions',
    headers: fx.app.ownerHeaders(),
    payload: {
      ticketDefinition: {
        eventId,
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
  CreateTicketDefinitionV3: (fx) => ({
    input: {
      ticketDefinition: {
        eventId: fx.eventId,
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
    return { input: { eventId: fx.eventId, ticketDefinitionId: second, beforeDefinitionId: first } };
  },
  QueryTicketDefinitionsV3: (fx) => ({ input: { query: { filter: { eventId: fx.eventId } } } }),
  QueryAvailableTicketDefinitions: (fx) => ({ input: { query: { filter: { eventId: fx.eventId } } } }),
  CountTicketDefinitions: (fx) => ({ input: { filter: { eventId: fx.eventId }, facet: ['saleStatus'] } }),
  CountAvailableTicketDefinitions: (fx) => ({ input: { filter: { eventId: fx.eventId } } }),
  BulkDeleteTicketDefinitionsByFilter: async (fx) => ({
    input: { filter: { id: await sampleDefinition(fx) } },
  }),
  ChangeTicketDefinitionsCurrencyV3: async (fx) => {
    const eventId = await fx.freshEvent();
    await sampleDefinition(fx, eventId);
    return { input: { eventId, currency: 'EUR' } };
  },
  ListAvailableTickets: (fx) => ({ input: { eventId: fx.eventId, limit: 10 } }),
  QueryAvailableTickets: (fx) => ({ input: { filter: { eventId: fx.eventId }, limit: 10 } }),
};
