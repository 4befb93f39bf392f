import type { FastifyInstance } from 'fastify';
import { storeSettingsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { StoreSettingsService } from './store-settings.service.ts';

export interface StoreSettingsServices {
  readonly settings: StoreSettingsService;
}

export function registerStoreSettingsRoutes(server: FastifyInstance, services: StoreSettingsServices): void {
  registerRoutes(server, storeSettingsRoutes, {
    getStoreSettings: ({ caller }) => services.settings.get(caller),
    updateStoreSettings: ({ caller, input }) => services.settings.update(caller, input),
  });
}
