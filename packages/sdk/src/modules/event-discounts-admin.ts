import type {
  CreateDiscountCodeRequest,
  DiscountCode,
  UpdateDiscountCodeRequest,
} from '@tessera/contracts/event-discounts';
import {
  createDiscountCode as createEndpoint,
  deleteDiscountCode as deleteEndpoint,
  listDiscountCodes as listEndpoint,
  updateDiscountCode as updateEndpoint,
} from '@tessera/contracts/routes/event-discounts.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { DiscountCode } from '@tessera/contracts/event-discounts';
export type NewDiscountCode = CreateDiscountCodeRequest['discountCode'];
export type DiscountCodeChanges = UpdateDiscountCodeRequest['discountCode'];

const hasCode = hasObject('discountCode');

/**
 * `@tessera/sdk/event-discounts-admin`: an event's discount codes (Tessera's own routes). A code
 * is unique per event without regard to case (`DISCOUNT_CODE_ALREADY_EXISTS`, 409); an update
 * names the revision it read. Owner or `events.manage`.
 */
export function eventDiscountsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    async listDiscountCodes(eventId: string, options?: CallOptions): Promise<DiscountCode[]> {
      return (await call(listEndpoint, { eventId }, {}, { ...options, check: hasArray('discountCodes') }))
        .discountCodes;
    },
    async createDiscountCode(
      eventId: string,
      discountCode: NewDiscountCode,
      options?: CallOptions,
    ): Promise<DiscountCode> {
      return (await call(createEndpoint, { eventId }, { discountCode }, { ...options, check: hasCode }))
        .discountCode;
    },
    async updateDiscountCode(
      eventId: string,
      discountCodeId: string,
      changes: DiscountCodeChanges,
      options?: CallOptions,
    ): Promise<DiscountCode> {
      return (
        await call(
          updateEndpoint,
          { eventId, discountCodeId },
          { discountCode: changes },
          { ...options, check: hasCode },
        )
      ).discountCode;
    },
    async deleteDiscountCode(eventId: string, discountCodeId: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { eventId, discountCodeId }, undefined, options);
    },
  };
}

export type EventDiscountsAdminModule = ReturnType<typeof eventDiscountsAdmin>;
