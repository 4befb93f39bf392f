import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useOrderFulfillments } from '@tessera/react';
import type { Fulfillment } from '@tessera/sdk/store-fulfillments';
import { carrierName } from '../../shared/carriers.ts';

const shippedOn = (fulfillment: Fulfillment) =>
  fulfillment.createdDate
    ? new Date(fulfillment.createdDate).toLocaleDateString(undefined, { dateStyle: 'medium' })
    : '';

/** "Sent on Nov 24, 2026 with UPS, tracking number 1Z…" */
function shipmentWords(fulfillment: Fulfillment): string {
  const tracking = fulfillment.trackingInfo;
  return [
    `Sent on ${shippedOn(fulfillment)}`,
    tracking?.shippingProvider ? ` with ${carrierName(tracking.shippingProvider)}` : '',
    tracking?.trackingNumber ? `, tracking number ${tracking.trackingNumber}` : '',
  ].join('');
}

/**
 * The order's shipments for its buyer (the owner's fulfillments): when each left, the carrier,
 * the tracking number and its link. Nothing while there are none (the delivery status says so).
 */
export function OrderShipments({ orderId }: { orderId: string }) {
  const shipments = useOrderFulfillments(orderId);
  const fulfillments = shipments.data?.fulfillments ?? [];
  if (fulfillments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="shipments-heading">
      <Title order={2} size="h4" id="shipments-heading">
        {fulfillments.length === 1 ? 'Shipment' : 'Shipments'}
      </Title>
      {fulfillments.map((fulfillment, index) => (
        <Text key={fulfillment.id ?? index}>
          {shipmentWords(fulfillment)}
          {fulfillment.trackingInfo?.trackingLink && (
            <>
              {' · '}
              <Anchor href={fulfillment.trackingInfo.trackingLink} target="_blank" rel="noopener noreferrer">
                Track the parcel
              </Anchor>
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}
