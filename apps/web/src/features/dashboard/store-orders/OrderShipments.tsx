import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFulfillmentAction, useOrderFulfillments } from '@tessera/react';
import type { Fulfillment } from '@tessera/sdk/store-fulfillments';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { carrierLabel, linesToShip } from './shipment-plan.ts';
import { ShipItemsDialog } from './ShipItemsDialog.tsx';
import { useRefreshOrderLists } from './store-orders-data.ts';

/** The order's shipments with their tracking; ship what is left, or take a shipment back. */
export function OrderShipments({ order }: { order: StoreOrder }) {
  const orderId = order.id ?? '';
  const shipments = useOrderFulfillments(orderId);
  const action = useFulfillmentAction(orderId);
  const refreshLists = useRefreshOrderLists();
  const { ask, dialog } = useConfirmation();
  const [shipping, setShipping] = useState(false);
  const toShip = linesToShip(order, shipments.data);
  const shippable = order.status === 'APPROVED' && shipments.data !== undefined && toShip.length > 0;
  const names = new Map(
    (order.lineItems ?? []).map((line) => [line.id, line.productName?.original ?? 'Item']),
  );

  const remove = (fulfillment: Fulfillment) =>
    ask({
      title: 'Take this shipment back?',
      message: 'Its items count as not shipped again. The buyer is not emailed.',
      confirmLabel: 'Delete shipment',
      danger: true,
      onConfirm: () =>
        action.mutate(
          { type: 'delete', fulfillmentId: fulfillment.id! },
          {
            onSuccess: () => notifyDone('The shipment was deleted.'),
            onSettled: () => void refreshLists(),
          },
        ),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="shipments-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id="shipments-title">
          Shipments
        </Title>
        {shippable && (
          <Button size="xs" onClick={() => (action.reset(), setShipping(true))}>
            Ship items
          </Button>
        )}
      </Group>
      {shipments.isPending && <Skeleton height={40} aria-busy="true" />}
      {shipments.error && (
        <LoadFailure what="Shipments" error={shipments.error} onRetry={() => void shipments.refetch()} />
      )}
      {shipments.data && shipments.data.fulfillments.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing shipped yet.
        </Text>
      )}
      <Stack gap="sm">
        {shipments.data?.fulfillments.map((fulfillment, index) => (
          <Group key={fulfillment.id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" fw={500}>
                Shipment {index + 1}
                {fulfillment.createdDate
                  ? ` · ${new Date(fulfillment.createdDate).toLocaleDateString()}`
                  : ''}
              </Text>
              <Text size="sm">
                {(fulfillment.lineItems ?? [])
                  .map((line) => `${line.quantity} × ${names.get(line.id) ?? 'Item'}`)
                  .join(', ')}
              </Text>
              {fulfillment.trackingInfo && (
                <Text size="sm" c="dimmed">
                  {carrierLabel(fulfillment.trackingInfo.shippingProvider)}{' '}
                  {fulfillment.trackingInfo.trackingNumber}
                  {fulfillment.trackingInfo.trackingLink && (
                    <>
                      {' · '}
                      <Anchor
                        href={fulfillment.trackingInfo.trackingLink}
                        target="_blank"
                        rel="noreferrer noopener"
                      >
                        Track the parcel
                      </Anchor>
                    </>
                  )}
                </Text>
              )}
            </div>
            <Button
              size="xs"
              variant="default"
              onClick={() => remove(fulfillment)}
              aria-label={`Delete shipment ${index + 1}`}
            >
              Delete
            </Button>
          </Group>
        ))}
      </Stack>
      {action.error && action.variables?.type === 'delete' && (
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(action.error)}
        </Alert>
      )}
      <ShipItemsDialog
        key={shipping ? 'open' : 'closed'}
        lines={toShip}
        opened={shipping}
        pending={action.isPending}
        error={action.error ? errorMessage(action.error) : null}
        onClose={() => setShipping(false)}
        onShip={(fulfillment) =>
          action.mutate(
            { type: 'create', fulfillment },
            {
              onSuccess: () => {
                setShipping(false);
                notifyDone(`Items of order #${order.number} were marked as shipped.`);
              },
              onSettled: () => void refreshLists(),
            },
          )
        }
      />
      {dialog}
    </Paper>
  );
}
