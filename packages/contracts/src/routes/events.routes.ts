import {
  CloneEventRequest,
  CountEventsByStatusRequest,
  CountEventsByStatusResponse,
  CreateEventRequest,
  DeleteEventResponse,
  EventIdParams,
  EventResponse,
  FieldsRequest,
  FilterRequest,
  GetEventBySlugParams,
  ListEventsByCategoryParams,
  ListEventsByCategoryQuery,
  QueryEventsRequest,
  QueryEventsResponse,
  UpdateEventRequest,
} from '../events.ts';
import { Empty } from '../common.ts';
import * as endpoints from './events.endpoints.ts';
import { route } from './route.ts';

const tags = ['Events v3'] as const;
/** Owners, and staff allowed to manage events. */
const manageEvents = { scope: 'events.manage' } as const;

/** Events v3: every route of routes.md "Events", with its schemas and access rule. */
export const eventsRoutes = {
  createEvent: route(endpoints.createEvent, {
    tags,
    access: manageEvents,
    input: CreateEventRequest,
    response: EventResponse,
  }),
  cloneEvent: route(endpoints.cloneEvent, {
    tags,
    access: manageEvents,
    params: EventIdParams,
    input: CloneEventRequest,
    response: EventResponse,
  }),
  updateEvent: route(endpoints.updateEvent, {
    tags,
    access: manageEvents,
    description:
      'Path parameter is `event.id`. Writes the paths of `fieldMask`, or every path present in `event`.',
    params: EventIdParams,
    input: UpdateEventRequest,
    response: EventResponse,
  }),
  publishDraftEvent: route(endpoints.publishDraftEvent, {
    tags,
    access: manageEvents,
    params: EventIdParams,
    input: FieldsRequest,
    response: EventResponse,
  }),
  cancelEvent: route(endpoints.cancelEvent, {
    tags,
    access: manageEvents,
    params: EventIdParams,
    input: FieldsRequest,
    response: EventResponse,
  }),
  bulkCancelEventsByFilter: route(endpoints.bulkCancelEventsByFilter, {
    tags,
    access: manageEvents,
    input: FilterRequest,
    response: Empty,
  }),
  deleteEvent: route(endpoints.deleteEvent, {
    tags,
    access: manageEvents,
    params: EventIdParams,
    response: DeleteEventResponse,
  }),
  bulkDeleteEventsByFilter: route(endpoints.bulkDeleteEventsByFilter, {
    tags,
    access: manageEvents,
    input: FilterRequest,
    response: Empty,
  }),
  queryEvents: route(endpoints.queryEvents, {
    tags,
    access: 'visitor',
    input: QueryEventsRequest,
    response: QueryEventsResponse,
    visitorCache: { per: 'site', dependsOn: ['events'] },
  }),
  countEventsByStatus: route(endpoints.countEventsByStatus, {
    tags,
    access: 'visitor',
    input: CountEventsByStatusRequest,
    response: CountEventsByStatusResponse,
    visitorCache: { per: 'site', dependsOn: ['events'] },
  }),
  listEventsByCategory: route(endpoints.listEventsByCategory, {
    tags,
    access: 'visitor',
    params: ListEventsByCategoryParams,
    input: ListEventsByCategoryQuery,
    response: QueryEventsResponse,
    visitorCache: { per: 'site', dependsOn: ['events'] },
  }),
  getEvent: route(endpoints.getEvent, {
    tags,
    access: 'visitor',
    params: EventIdParams,
    input: FieldsRequest,
    response: EventResponse,
    visitorCache: { per: 'site', dependsOn: ['events'] },
  }),
  getEventBySlug: route(endpoints.getEventBySlug, {
    tags,
    access: 'visitor',
    params: GetEventBySlugParams,
    input: FieldsRequest,
    response: EventResponse,
    visitorCache: { per: 'site', dependsOn: ['events'] },
  }),
} as const;
