import type {
  AddControlRequest,
  Form,
  UpdateControlRequest,
  UpdateMessagesRequest,
} from '@tessera/contracts/event-forms';
import {
  addControl as addControlEndpoint,
  deleteControl as deleteControlEndpoint,
  discardDraft as discardDraftEndpoint,
  getForm as getFormEndpoint,
  publishDraft as publishDraftEndpoint,
  updateControl as updateControlEndpoint,
  updateMessages as updateMessagesEndpoint,
} from '@tessera/contracts/routes/event-forms.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { Form, FormInput, FormMessages, InputControl } from '@tessera/contracts/event-forms';

const hasForm = hasObject('form');
type ControlBody = Omit<UpdateControlRequest, 'eventId' | 'id'>;

/**
 * `@tessera/sdk/event-forms-admin`: an event's registration form as its owner builds it
 * (`/events/v1/events/{eventId}/form`). Edits change the draft (each answers it); `publishDraft`
 * makes it the form visitors see. Owner credentials or the `events.manage` scope.
 */
export function eventFormsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** The published form and the draft (the published form when no draft is pending). */
    async getForm(
      eventId: string,
      options?: CallOptions & { withDeleted?: boolean },
    ): Promise<{ form: Form; draftForm: Form }> {
      const input = options?.withDeleted ? { fields: ['DELETED' as const] } : {};
      const answer = await call(getFormEndpoint, { eventId }, input, { ...options, check: hasForm });
      return { form: answer.form, draftForm: answer.draftForm ?? answer.form };
    },
    /** Adds one control (`{ dropdown: { label, options } }`, …) at the end; answers its id and the draft. */
    addControl(eventId: string, control: Omit<AddControlRequest, 'eventId'>, options?: CallOptions) {
      return call(addControlEndpoint, { eventId }, control, { ...options, check: hasForm });
    },
    /** Replaces a control with a body of its own kind; `orderIndex` moves it. */
    async updateControl(
      eventId: string,
      id: string,
      control: ControlBody,
      options?: CallOptions,
    ): Promise<Form> {
      return (await call(updateControlEndpoint, { eventId, id }, control, { ...options, check: hasForm }))
        .form;
    },
    async deleteControl(eventId: string, id: string, options?: CallOptions): Promise<Form> {
      return (await call(deleteControlEndpoint, { eventId, id }, undefined, { ...options, check: hasForm }))
        .form;
    },
    /** Writes the messages at `fields` (or all of them). */
    async updateMessages(
      eventId: string,
      changes: Omit<UpdateMessagesRequest, 'eventId'>,
      options?: CallOptions,
    ): Promise<Form> {
      return (await call(updateMessagesEndpoint, { eventId }, changes, { ...options, check: hasForm })).form;
    },
    /** The draft becomes the published form; answers it. */
    async publishDraft(eventId: string, options?: CallOptions): Promise<Form> {
      return (await call(publishDraftEndpoint, { eventId }, {}, { ...options, check: hasForm })).form;
    },
    async discardDraft(eventId: string, options?: CallOptions): Promise<void> {
      await call(discardDraftEndpoint, { eventId }, undefined, options);
    },
  };
}

export type EventFormsAdminModule = ReturnType<typeof eventFormsAdmin>;
