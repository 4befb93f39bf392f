// The purchase pages' addresses (router.tsx declares them under the Mantine layout).

export const checkoutPath = (slug: string, reservationId: string) =>
  `/events/${encodeURIComponent(slug)}/checkout?reservationId=${encodeURIComponent(reservationId)}`;

export const orderPath = (slug: string, orderNumber: string) =>
  `/events/${encodeURIComponent(slug)}/orders/${encodeURIComponent(orderNumber)}`;
