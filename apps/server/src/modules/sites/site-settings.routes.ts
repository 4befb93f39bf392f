import type { FastifyInstance } from 'fastify';
import { sitesRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { registerRoutes } from '../../platform/routing.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { readSiteSettings, updateSiteSettings } from './site-settings.ts';

/** The owner's `GET|PATCH /_api/tessera/v1/site-settings` (name and logo). */
export function registerSiteSettingsRoutes(app: FastifyInstance, deps: { db: Db; uow: UnitOfWork }): void {
  registerRoutes(app, sitesRoutes, {
    getSiteSettings: async ({ caller }) => ({ settings: await readSiteSettings(deps.db, caller.siteId) }),
    updateSiteSettings: async ({ caller, input }) => ({
      settings: await updateSiteSettings(deps.uow, caller, input.settings),
    }),
  });
}
