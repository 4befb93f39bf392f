import type { Static } from '@sinclair/typebox';
import type {
  ConditionalRates,
  DeliveryTimeSlot,
  ShippingOption,
  ShippingPickup,
} from '@tessera/contracts/store-shipping';
import type { StoreShippingOptionsTable } from '../store-settings.schema.ts';

export type Rate = Static<typeof ConditionalRates>;
export type Pickup = Static<typeof ShippingPickup>;
export type TimeSlot = Static<typeof DeliveryTimeSlot>;
export type ShippingRow = Omit<StoreShippingOptionsTable, 'site_id'>;

/** A shipping option as the calculator reads it (parsed once from its row). */
export interface ShippingOptionModel {
  readonly id: string;
  readonly title: string;
  readonly estimatedDeliveryTime: string | null;
  readonly regionIds: readonly string[];
  readonly rates: readonly Rate[];
  readonly pickup: Pickup | null;
  readonly timeSlots: readonly TimeSlot[];
}

export const shippingModelOf = (row: ShippingRow): ShippingOptionModel => ({
  id: row.id,
  title: row.title,
  estimatedDeliveryTime: row.estimated_delivery_time,
  regionIds: JSON.parse(row.delivery_region_ids) as string[],
  rates: JSON.parse(row.rates) as Rate[],
  pickup: row.pickup ? (JSON.parse(row.pickup) as Pickup) : null,
  timeSlots: JSON.parse(row.delivery_time_slots) as TimeSlot[],
});

/** The one place a stored option becomes the wire's. */
export function toWireShippingOption(row: ShippingRow): ShippingOption {
  const model = shippingModelOf(row);
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    deliveryRegionId: model.regionIds[0] ?? '',
    deliveryRegionIds: [...model.regionIds],
    title: row.title,
    estimatedDeliveryTime: row.estimated_delivery_time,
    rates: model.rates.map((rate) => ({
      amount: rate.amount,
      conditions: rate.conditions ?? [],
      multiplyByQuantity: rate.multiplyByQuantity ?? false,
    })),
    pickup: model.pickup,
    deliveryTimeSlots: [...model.timeSlots],
    extendedFields: JSON.parse(row.extended_fields) as ShippingOption['extendedFields'],
  };
}

export const SHIPPING_COLUMNS = [
  'id',
  'title',
  'estimated_delivery_time',
  'delivery_region_ids',
  'rates',
  'pickup',
  'delivery_time_slots',
  'extended_fields',
  'revision',
  'created_date',
  'updated_date',
] as const;
