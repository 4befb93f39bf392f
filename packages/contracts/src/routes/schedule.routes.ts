import {
  AddScheduleItemRequest,
  DeleteScheduleItemRequest,
  EventIdRequest,
  GetScheduleItemRequest,
  GetScheduleItemResponse,
  ListScheduleItemsRequest,
  ListScheduleItemsResponse,
  QueryScheduleItemsRequest,
  QueryScheduleItemsResponse,
  RescheduleDraftRequest,
  ScheduleEmpty,
  ScheduleItemIdParams,
  ScheduleItemResponse,
  UpdateScheduleItemRequest,
} from '../schedule.ts';
import * as endpoints from './schedule.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event schedule'] as const;
const manageEvents = { scope: 'events.manage' } as const;
/** Visitor answers hold published items of published events: they change with either. */
const visitorCache = { per: 'site', dependsOn: ['events', 'schedule'] } as const;

export const scheduleRoutes = {
  addScheduleItem: route(endpoints.addScheduleItem, {
    tags,
    access: manageEvents,
    description: "Adds an item to the event's draft agenda (visitors see it once the draft is published).",
    input: AddScheduleItemRequest,
    response: ScheduleItemResponse,
  }),
  updateScheduleItem: route(endpoints.updateScheduleItem, {
    tags,
    access: manageEvents,
    params: ScheduleItemIdParams,
    input: UpdateScheduleItemRequest,
    response: ScheduleItemResponse,
  }),
  deleteScheduleItem: route(endpoints.deleteScheduleItem, {
    tags,
    access: manageEvents,
    description: 'Removes items from the draft agenda (the ids come in the query string).',
    input: DeleteScheduleItemRequest,
    response: ScheduleEmpty,
  }),
  discardScheduleDraft: route(endpoints.discardScheduleDraft, {
    tags,
    access: manageEvents,
    description: 'Drops the draft: the agenda is the published one again.',
    input: EventIdRequest,
    response: ScheduleEmpty,
  }),
  rescheduleDraft: route(endpoints.rescheduleDraft, {
    tags,
    access: manageEvents,
    description: 'Moves every draft item by `timeSlotOffset` (e.g. `"3600s"`) and sets its time zone.',
    input: RescheduleDraftRequest,
    response: ScheduleEmpty,
  }),
  publishScheduleDraft: route(endpoints.publishScheduleDraft, {
    tags,
    access: manageEvents,
    description: 'Publishes the draft agenda: it replaces the published one.',
    input: EventIdRequest,
    response: ScheduleEmpty,
  }),
  getScheduleItem: route(endpoints.getScheduleItem, {
    tags,
    access: 'visitor',
    params: ScheduleItemIdParams,
    input: GetScheduleItemRequest,
    response: GetScheduleItemResponse,
    visitorCache,
  }),
  listScheduleItems: route(endpoints.listScheduleItems, {
    tags,
    access: 'visitor',
    description:
      'Items of events, by state (default PUBLISHED and VISIBLE; visitors get only those), ' +
      'start, tag, stage and id, with facet counts of tags and stages.',
    input: ListScheduleItemsRequest,
    response: ListScheduleItemsResponse,
    visitorCache,
  }),
  queryScheduleItems: route(endpoints.queryScheduleItems, {
    tags,
    access: 'visitor',
    input: QueryScheduleItemsRequest,
    response: QueryScheduleItemsResponse,
    visitorCache,
  }),
} as const;
