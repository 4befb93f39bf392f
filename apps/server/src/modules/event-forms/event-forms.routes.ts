import type { FastifyInstance } from 'fastify';
import { eventFormsRoutes } from '@tessera/contracts/routes/event-forms.routes';
import { registerRoutes } from '../../platform/routing.ts';
import type { EventFormsService } from './event-forms.service.ts';

/** The registration form routes: each one call of the forms service with the caller. */
export function registerEventFormRoutes(app: FastifyInstance, forms: EventFormsService): void {
  registerRoutes(app, eventFormsRoutes, {
    getForm: ({ caller, params, input }) => forms.get(caller, params.eventId, input.fields),
    addControl: ({ caller, params, input }) => forms.addControl(caller, params.eventId, input),
    updateControl: ({ caller, params, input }) =>
      forms.updateControl(caller, params.eventId, params.id, input),
    deleteControl: ({ caller, params }) => forms.deleteControl(caller, params.eventId, params.id),
    updateMessages: ({ caller, params, input }) => forms.updateMessages(caller, params.eventId, input),
    publishDraft: ({ caller, params }) => forms.publishDraft(caller, params.eventId),
    discardDraft: ({ caller, params }) => forms.discardDraft(caller, params.eventId),
  });
}
