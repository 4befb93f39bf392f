import type { FastifyInstance } from 'fastify';
import { eventsSettingsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { EventsSettingsService } from './events-settings.service.ts';

export function registerEventsSettingsRoutes(server: FastifyInstance, service: EventsSettingsService): void {
  registerRoutes(server, eventsSettingsRoutes, {
    getEventsSettings: ({ caller, input }) => service.get(caller, input.fields),
    updateEventsSettings: ({ caller, params, input }) => service.update(caller, params.id, input),
  });
}
