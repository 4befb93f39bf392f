import { endpoint } from './endpoint.ts';

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
