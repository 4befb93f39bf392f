import {
  AddControlRequest,
  AddControlResponse,
  EventFormBody,
  FormControlParams,
  FormResponseBody,
  GetFormQuery,
  GetFormResponse,
  UpdateControlRequest,
  UpdateMessagesRequest,
} from '../event-forms.ts';
import { Empty } from '../common.ts';
import { EventIdParams } from '../events.ts';
import * as endpoints from './event-forms.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event forms'] as const;
/** Owners, and staff allowed to manage events. */
const manageEvents = { scope: 'events.manage' } as const;

/**
 * The registration form of an event. Edits change the draft; PublishDraft makes it the form
 * visitors see and answers are checked against. An event without a form of its own has the
 * default one (name and email).
 */
export const eventFormsRoutes = {
  getForm: route(endpoints.getForm, {
    tags,
    access: 'visitor',
    description:
      "The published form of a published event (owners: any event, with `draftForm`). `fields: ['DELETED']` (owners) lists deleted controls too.",
    params: EventIdParams,
    input: GetFormQuery,
    response: GetFormResponse,
    visitorCache: { per: 'site', dependsOn: ['events', 'forms'] },
  }),
  addControl: route(endpoints.addControl, {
    tags,
    access: manageEvents,
    description: 'Adds one control (exactly one of the control bodies) after the others, to the draft.',
    params: EventIdParams,
    input: AddControlRequest,
    response: AddControlResponse,
  }),
  updateControl: route(endpoints.updateControl, {
    tags,
    access: manageEvents,
    description:
      'Replaces a control of the draft with the body of its own kind (name and email: labels only); `orderIndex` moves it.',
    params: FormControlParams,
    input: UpdateControlRequest,
    response: FormResponseBody,
  }),
  deleteControl: route(endpoints.deleteControl, {
    tags,
    access: manageEvents,
    description: 'Removes a control from the draft (name and email cannot be removed).',
    params: FormControlParams,
    response: FormResponseBody,
  }),
  updateMessages: route(endpoints.updateMessages, {
    tags,
    access: manageEvents,
    description: 'Writes the paths of `fields` of the draft messages; without `fields`, replaces them all.',
    params: EventIdParams,
    input: UpdateMessagesRequest,
    response: FormResponseBody,
  }),
  publishDraft: route(endpoints.publishDraft, {
    tags,
    access: manageEvents,
    params: EventIdParams,
    input: EventFormBody,
    response: FormResponseBody,
  }),
  discardDraft: route(endpoints.discardDraft, {
    tags,
    access: manageEvents,
    description: 'Drops the draft: the draft is the published form again.',
    params: EventIdParams,
    response: Empty,
  }),
};
