import type { FastifyInstance } from 'fastify';
import { inventoryRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { InventoryService } from './inventory.service.ts';

export function registerInventoryRoutes(server: FastifyInstance, service: InventoryService): void {
  registerRoutes(server, inventoryRoutes, {
    updateInventoryVariants: ({ caller, params, input }) => service.update(caller, params.productId, input),
    decrementInventory: ({ caller, input }) => service.decrement(caller, input),
    incrementInventory: ({ caller, input }) => service.increment(caller, input),
    getInventoryVariants: ({ caller, params, input }) =>
      service.getVariants(caller, params.inventoryId, input),
    queryInventory: ({ caller, input }) => service.query(caller, input),
  });
}
