import type { FastifyInstance } from 'fastify';
import { backInStockRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { BackInStockService } from './back-in-stock.service.ts';

export function registerBackInStockRoutes(server: FastifyInstance, service: BackInStockService): void {
  registerRoutes(server, backInStockRoutes, {
    createBackInStockNotificationRequest: ({ caller, input }) => service.create(caller, input),
    getBackInStockNotificationRequest: ({ caller, params }) => service.get(caller, params.id),
    deleteBackInStockNotificationRequest: ({ caller, params }) => service.delete(caller, params.id),
    markAsNotificationSent: ({ caller, params }) => service.markAsSent(caller, params.id),
    queryBackInStockNotificationRequests: ({ caller, input }) => service.query(caller, input) as never,
    getBackInStockNotificationRequestsCountByCatalogReferences: ({ caller, input }) =>
      service.countByReferences(caller, input),
    reportItemsBackInStock: ({ caller, input }) => service.report(caller, input),
    startCollectingRequests: ({ caller, input }) => service.setCollecting(caller, input.appId, true),
    stopCollectingRequests: ({ caller, input }) => service.setCollecting(caller, input.appId, false),
    getBackInStockSettings: ({ caller }) => service.settings(caller),
  });
}
