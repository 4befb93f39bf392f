import type { OrderWithFulfillments } from '@tessera/sdk/store-fulfillments';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { carrierName, KNOWN_CARRIERS } from '../../../shared/carriers.ts';

/** A line of the order with the units still to ship. */
export interface LineToShip {
  id: string;
  name: string;
  left: number;
}

/** Units of each line not in a shipment yet (lines fully shipped are left out). */
export function linesToShip(order: StoreOrder, shipments: OrderWithFulfillments | undefined): LineToShip[] {
  const shipped = new Map<string, number>();
  for (const fulfillment of shipments?.fulfillments ?? [])
    for (const line of fulfillment.lineItems ?? [])
      shipped.set(line.id, (shipped.get(line.id) ?? 0) + (line.quantity ?? 0));
  return (order.lineItems ?? [])
    .filter((line): line is typeof line & { id: string } => Boolean(line.id))
    .map((line) => ({
      id: line.id,
      name: line.productName?.original ?? 'Item',
      left: Math.max(0, (line.quantity ?? 0) - (shipped.get(line.id) ?? 0)),
    }))
    .filter((line) => line.left > 0);
}

/** Carriers whose tracking link the server makes from the number; anything else is "Other". */
export const CARRIERS = [...KNOWN_CARRIERS, { value: 'other', label: 'Other carrier' }] as const;

export const carrierLabel = (provider: string | null | undefined) => (provider ? carrierName(provider) : '');
