import type { FastifyInstance } from 'fastify';
import { eventDiscountsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { EventDiscountsService } from './event-discounts.service.ts';

/** The discount code routes of the table, each one call of the service. */
export function registerEventDiscountRoutes(app: FastifyInstance, service: EventDiscountsService): void {
  registerRoutes(app, eventDiscountsRoutes, {
    createDiscountCode: ({ caller, params, input }) => service.create(caller, params.eventId, input),
    listDiscountCodes: ({ caller, params }) => service.list(caller, params.eventId),
    getDiscountCode: ({ caller, params }) => service.get(caller, params.eventId, params.discountCodeId),
    updateDiscountCode: ({ caller, params, input }) =>
      service.update(caller, params.eventId, params.discountCodeId, input),
    deleteDiscountCode: ({ caller, params }) => service.delete(caller, params.eventId, params.discountCodeId),
  });
}
