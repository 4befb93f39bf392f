import {
  AssignEventsRequest,
  BulkAssignEventsRequest,
  BulkCategoryResponse,
  BulkCreateCategoryRequest,
  BulkEventsByFilterRequest,
  BulkUnassignEventsRequest,
  CategoryIdParams,
  CategoryResponse,
  CreateCategoryRequest,
  EventIdParams,
  ListEventCategoriesResponse,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  ReorderCategoryEventsRequest,
  UnassignEventsRequest,
  UpdateCategoryRequest,
} from '../categories.ts';
import { Empty } from '../common.ts';
import * as endpoints from './categories.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event categories'] as const;
const manageEvents = { scope: 'events.manage' } as const;
/** Categories belong to the `events` kind of data (route.ts `DataKind`). */
const visitorCache = { per: 'site', dependsOn: ['events'] } as const;

export const categoriesRoutes = {
  createCategory: route(endpoints.createCategory, {
    tags,
    access: manageEvents,
    description:
      'Creates a MANUAL category. Its name is unique per site whatever its case or blanks: ' +
      'a taken name is 409 `CATEGORY_NAME_ALREADY_EXISTS`, also when two creators race.',
    input: CreateCategoryRequest,
    response: CategoryResponse,
  }),
  bulkCreateCategory: route(endpoints.bulkCreateCategory, {
    tags,
    access: manageEvents,
    description: 'Creates up to 10 categories; a result per category (a taken name fails alone).',
    input: BulkCreateCategoryRequest,
    response: BulkCategoryResponse,
  }),
  updateCategory: route(endpoints.updateCategory, {
    tags,
    access: manageEvents,
    description: "Renames a MANUAL category (the platform's own categories are not renamed).",
    params: CategoryIdParams,
    input: UpdateCategoryRequest,
    response: CategoryResponse,
  }),
  deleteCategory: route(endpoints.deleteCategory, {
    tags,
    access: manageEvents,
    description: 'Deletes a category; its events stay, without it.',
    params: CategoryIdParams,
    response: Empty,
  }),
  queryCategories: route(endpoints.queryCategories, {
    tags,
    access: 'visitor',
    description: 'Visitors see categories that are not hidden; COUNTS counts their published events.',
    input: QueryCategoriesRequest,
    response: QueryCategoriesResponse,
    visitorCache,
  }),
  assignEvents: route(endpoints.assignEvents, {
    tags,
    access: manageEvents,
    params: CategoryIdParams,
    input: AssignEventsRequest,
    response: Empty,
  }),
  bulkAssignEvents: route(endpoints.bulkAssignEvents, {
    tags,
    access: manageEvents,
    description: 'Puts the events in every listed category; a result per category.',
    input: BulkAssignEventsRequest,
    response: BulkCategoryResponse,
  }),
  bulkAssignEventsAsync: route(endpoints.bulkAssignEventsAsync, {
    tags,
    access: manageEvents,
    description:
      'Puts the events an events filter selects in the categories, 100 events per transaction ' +
      'until none is left; the filter and the categories are checked before anything is written.',
    input: BulkEventsByFilterRequest,
    response: Empty,
  }),
  unassignEvents: route(endpoints.unassignEvents, {
    tags,
    access: manageEvents,
    params: CategoryIdParams,
    input: UnassignEventsRequest,
    response: Empty,
  }),
  bulkUnassignEvents: route(endpoints.bulkUnassignEvents, {
    tags,
    access: manageEvents,
    input: BulkUnassignEventsRequest,
    response: BulkCategoryResponse,
  }),
  bulkUnassignEventsAsync: route(endpoints.bulkUnassignEventsAsync, {
    tags,
    access: manageEvents,
    input: BulkEventsByFilterRequest,
    response: Empty,
  }),
  listEventCategories: route(endpoints.listEventCategories, {
    tags,
    access: 'visitor',
    params: EventIdParams,
    response: ListEventCategoriesResponse,
    visitorCache,
  }),
  reorderCategoryEvents: route(endpoints.reorderCategoryEvents, {
    tags,
    access: manageEvents,
    description: 'Moves an event just before or after another event of the category (last without either).',
    params: CategoryIdParams,
    input: ReorderCategoryEventsRequest,
    response: Empty,
  }),
} as const;
