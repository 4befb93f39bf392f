import { endpoint } from './endpoint.ts';
import type { eventDiscountsRoutes } from './event-discounts.routes.ts';

// Event discount codes: Tessera's own routes (the hosted platform's coupons have no events route).

const base = '/_api/tessera/v1/events/:eventId/discount-codes';

export const createDiscountCode = endpoint({ operationId: 'CreateDiscountCode', method: 'POST', path: base });
export const listDiscountCodes = endpoint({ operationId: 'ListDiscountCodes', method: 'GET', path: base });
export const getDiscountCode = endpoint({
  operationId: 'GetDiscountCode',
  method: 'GET',
  path: `${base}/:discountCodeId`,
});
export const updateDiscountCode = endpoint({
  operationId: 'UpdateDiscountCode',
  method: 'PATCH',
  path: `${base}/:discountCodeId`,
});
export const deleteDiscountCode = endpoint({
  operationId: 'DeleteDiscountCode',
  method: 'DELETE',
  path: `${base}/:discountCodeId`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    eventDiscounts: typeof eventDiscountsRoutes;
  }
}
