import {
  AvailableTicketsResponse,
  BulkDeleteTicketDefinitionsByFilterRequest,
  ChangeCurrencyRequest,
  CountAvailableTicketDefinitionsRequest,
  CountAvailableTicketDefinitionsResponse,
  CountTicketDefinitionsRequest,
  CountTicketDefinitionsResponse,
  CreateTicketDefinitionRequest,
  EmptyResponse,
  GetTicketDefinitionRequest,
  ListAvailableTicketsRequest,
  QueryAvailableTicketsRequest,
  QueryTicketDefinitionsRequest,
  QueryTicketDefinitionsResponse,
  ReorderTicketDefinitionsRequest,
  TicketDefinitionIdParams,
  TicketDefinitionResponse,
  UpdateTicketDefinitionRequest,
} from '../ticket-definitions.ts';
import {
  ChangeCurrencyV1Request,
  CreateTicketDefinitionV1Request,
  DeleteTicketDefinitionsV1Request,
  GetTicketDefinitionV1Request,
  ListTicketDefinitionsV1Request,
  ListTicketDefinitionsV1Response,
  QueryTicketDefinitionsV1Request,
  QueryTicketDefinitionsV1Response,
  QueryTicketDefinitionsV2Request,
  QueryTicketDefinitionsV2Response,
  TicketDefinitionV1IdParams,
  TicketDefinitionV1Response,
  UpdateTicketDefinitionV1Request,
} from '../ticket-definitions-v1.ts';
import * as endpoints from './ticket-definitions.endpoints.ts';
import { route } from './route.ts';

const tags = ['Ticket definitions'] as const;
const manage = { scope: 'events.manage' } as const;
/**
 * What visitors read of tickets: cached per site. Sold and held numbers are `counter:tickets`,
 * which cached answers do not follow: "how many left" may lag by READ_CACHE_MS, the reservation
 * itself never does (it is the conditional update that decides).
 */
const visitorCache = { per: 'site', dependsOn: ['events', 'tickets'] } as const;

export const ticketDefinitionsRoutes = {
  createTicketDefinition: route(endpoints.createTicketDefinition, {
    tags,
    access: manage,
    description: 'Creates a ticket definition of an event of the site (STANDARD or DONATION pricing).',
    input: CreateTicketDefinitionRequest,
    response: TicketDefinitionResponse,
  }),
  updateTicketDefinition: route(endpoints.updateTicketDefinition, {
    tags,
    access: manage,
    description: 'Changes the fields sent; `revision`, when sent, must be the current one.',
    params: TicketDefinitionIdParams,
    input: UpdateTicketDefinitionRequest,
    response: TicketDefinitionResponse,
  }),
  getTicketDefinition: route(endpoints.getTicketDefinition, {
    tags,
    access: manage,
    params: TicketDefinitionIdParams,
    input: GetTicketDefinitionRequest,
    response: TicketDefinitionResponse,
  }),
  deleteTicketDefinition: route(endpoints.deleteTicketDefinition, {
    tags,
    access: manage,
    description: 'Deletes a definition no ticket was sold of; held tickets are released.',
    params: TicketDefinitionIdParams,
    response: EmptyResponse,
  }),
  reorderTicketDefinitions: route(endpoints.reorderTicketDefinitions, {
    tags,
    access: manage,
    input: ReorderTicketDefinitionsRequest,
    response: EmptyResponse,
  }),
  queryTicketDefinitions: route(endpoints.queryTicketDefinitions, {
    tags,
    access: manage,
    input: QueryTicketDefinitionsRequest,
    response: QueryTicketDefinitionsResponse,
  }),
  queryAvailableTicketDefinitions: route(endpoints.queryAvailableTicketDefinitions, {
    tags,
    access: 'visitor',
    description:
      'Definitions a visitor may see: not hidden, of a published event, on sale or shown while not on sale.',
    input: QueryTicketDefinitionsRequest,
    response: QueryTicketDefinitionsResponse,
    visitorCache,
  }),
  countTicketDefinitions: route(endpoints.countTicketDefinitions, {
    tags,
    access: manage,
    input: CountTicketDefinitionsRequest,
    response: CountTicketDefinitionsResponse,
  }),
  countAvailableTicketDefinitions: route(endpoints.countAvailableTicketDefinitions, {
    tags,
    access: 'visitor',
    input: CountAvailableTicketDefinitionsRequest,
    response: CountAvailableTicketDefinitionsResponse,
    visitorCache,
  }),
  bulkDeleteTicketDefinitionsByFilter: route(endpoints.bulkDeleteTicketDefinitionsByFilter, {
    tags,
    access: manage,
    description:
      'Deletes every definition the filter selects (at most 100 per call; none with sold tickets).',
    input: BulkDeleteTicketDefinitionsByFilterRequest,
    response: EmptyResponse,
  }),
  changeTicketDefinitionsCurrency: route(endpoints.changeTicketDefinitionsCurrency, {
    tags,
    access: manage,
    description: 'Moves every definition of an event to another currency (amounts kept as decimals).',
    input: ChangeCurrencyRequest,
    response: EmptyResponse,
  }),
  listAvailableTickets: route(endpoints.listAvailableTickets, {
    tags: ['Event checkout'],
    access: 'visitor',
    description: 'Tickets of the checkout (v1 shape). Without `limit` only `metaData` is answered.',
    input: ListAvailableTicketsRequest,
    response: AvailableTicketsResponse,
    visitorCache,
  }),
  queryAvailableTickets: route(endpoints.queryAvailableTickets, {
    tags: ['Event checkout'],
    access: 'visitor',
    input: QueryAvailableTicketsRequest,
    response: AvailableTicketsResponse,
    visitorCache,
    // A read sent as POST: no key to keep.
    idempotency: false,
  }),
  // v1 management (events.ticketDefinitions): the same definitions, the v1 shape.
  queryTicketDefinitionsV1: route(endpoints.queryTicketDefinitionsV1, {
    tags,
    access: manage,
    description: 'v1 query: offset paging, `filter`, `sort` as "created:asc", facets; the v1 shape.',
    input: QueryTicketDefinitionsV1Request,
    response: QueryTicketDefinitionsV1Response,
    idempotency: false,
  }),
  queryTicketDefinitionsV2: route(endpoints.queryTicketDefinitionsV2, {
    tags,
    access: manage,
    input: QueryTicketDefinitionsV2Request,
    response: QueryTicketDefinitionsV2Response,
    idempotency: false,
  }),
  listTicketDefinitionsV1: route(endpoints.listTicketDefinitionsV1, {
    tags,
    access: manage,
    description: 'Definitions of the events named (or every event), by state and sale status.',
    input: ListTicketDefinitionsV1Request,
    response: ListTicketDefinitionsV1Response,
  }),
  getTicketDefinitionV1: route(endpoints.getTicketDefinitionV1, {
    tags,
    access: manage,
    params: TicketDefinitionV1IdParams,
    input: GetTicketDefinitionV1Request,
    response: TicketDefinitionV1Response,
  }),
  createTicketDefinitionV1: route(endpoints.createTicketDefinitionV1, {
    tags,
    access: manage,
    input: CreateTicketDefinitionV1Request,
    response: TicketDefinitionV1Response,
  }),
  updateTicketDefinitionV1: route(endpoints.updateTicketDefinitionV1, {
    tags,
    access: manage,
    description: 'Changes the fields sent (or those `fields` names) of a definition of `eventId`.',
    params: TicketDefinitionV1IdParams,
    input: UpdateTicketDefinitionV1Request,
    response: TicketDefinitionV1Response,
  }),
  deleteTicketDefinitionsV1: route(endpoints.deleteTicketDefinitionsV1, {
    tags,
    access: manage,
    description: 'Deletes definitions of an event by id (`byId.definitionId`) or all of them (`all`).',
    input: DeleteTicketDefinitionsV1Request,
    response: EmptyResponse,
  }),
  changeTicketDefinitionsCurrencyV1: route(endpoints.changeTicketDefinitionsCurrencyV1, {
    tags,
    access: manage,
    input: ChangeCurrencyV1Request,
    response: EmptyResponse,
  }),
};
