import {
  CreateDiscountCodeRequest,
  DeleteDiscountCodeResponse,
  DiscountCodeParams,
  DiscountCodeResponse,
  EventIdParams,
  ListDiscountCodesRequest,
  ListDiscountCodesResponse,
  UpdateDiscountCodeRequest,
} from '../event-discounts.ts';
import * as endpoints from './event-discounts.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event discount codes'] as const;
const access = { scope: 'events.manage' } as const;

export const eventDiscountsRoutes = {
  createDiscountCode: route(endpoints.createDiscountCode, {
    tags,
    access,
    description:
      'Adds a discount code to an event: a percentage or a fixed amount off, optionally for some of its ' +
      'tickets, a validity period and a usage limit. Codes are unique per event without regard to case (409).',
    params: EventIdParams,
    input: CreateDiscountCodeRequest,
    response: DiscountCodeResponse,
  }),
  listDiscountCodes: route(endpoints.listDiscountCodes, {
    tags,
    access,
    description: "The event's discount codes (at most 200), newest first, with how often each was used.",
    params: EventIdParams,
    input: ListDiscountCodesRequest,
    response: ListDiscountCodesResponse,
  }),
  getDiscountCode: route(endpoints.getDiscountCode, {
    tags,
    access,
    params: DiscountCodeParams,
    response: DiscountCodeResponse,
  }),
  updateDiscountCode: route(endpoints.updateDiscountCode, {
    tags,
    access,
    description: 'Changes the named fields; `revision` must be the current one (409 otherwise).',
    params: DiscountCodeParams,
    input: UpdateDiscountCodeRequest,
    response: DiscountCodeResponse,
  }),
  deleteDiscountCode: route(endpoints.deleteDiscountCode, {
    tags,
    access,
    description: 'Removes the code; orders that used it keep their discounted invoices.',
    params: DiscountCodeParams,
    response: DeleteDiscountCodeResponse,
  }),
} as const;
