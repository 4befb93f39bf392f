import type { EventOrderStatus } from '@tessera/contracts/event-checkout';

// The shape of an order status table, one per reader: a member's "My tickets" and the owner's
// orders list word some statuses differently on purpose (a member's INITIATED is "Payment
// pending", an owner's "Started"), so each feature keeps its own words in this one shape, and a
// status added to the contracts fails the type check of both tables until it is worded.

export type OrderStatus = EventOrderStatus;

/** How one status is shown: its words and its badge colour (a Mantine colour name). */
export interface OrderStatusLabel {
  label: string;
  color: string;
}

export type OrderStatusLabels = Readonly<Record<OrderStatus, OrderStatusLabel>>;
