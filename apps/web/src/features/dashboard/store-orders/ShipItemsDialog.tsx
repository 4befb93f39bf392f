import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { NewFulfillment } from '@tessera/sdk/store-fulfillments';
import { CARRIERS, type LineToShip } from './shipment-plan.ts';

/**
 * What ships and how to follow it: a quantity per line (all that is left, by default), the carrier
 * and the tracking number; a link only for another carrier (the known ones get theirs made).
 */
export function ShipItemsDialog({
  lines,
  opened,
  pending,
  error,
  onClose,
  onShip,
}: {
  lines: LineToShip[];
  opened: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onShip: (fulfillment: NewFulfillment) => void;
}) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [carrier, setCarrier] = useState<string>('ups');
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingLink, setTrackingLink] = useState('');
  const quantityOf = (line: LineToShip) => quantities[line.id] ?? line.left;
  const chosen = lines.filter((line) => quantityOf(line) > 0);
  const other = carrier === 'other';

  const ship = () => {
    const provider = other ? otherCarrier.trim() : carrier;
    onShip({
      lineItems: chosen.map((line) => ({ id: line.id, quantity: quantityOf(line) })),
      ...(trackingNumber.trim() || (other && trackingLink.trim())
        ? {
            trackingInfo: {
              ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
              ...(provider ? { shippingProvider: provider } : {}),
              ...(other && trackingLink.trim() ? { trackingLink: trackingLink.trim() } : {}),
            },
          }
        : {}),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Ship items"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">The buyer gets an email with what was shipped and the tracking number.</Text>
        {lines.map((line) => (
          <NumberInput
            key={line.id}
            label={`${line.name} (${line.left} left to ship)`}
            min={0}
            max={line.left}
            clampBehavior="strict"
            allowDecimal={false}
            value={quantityOf(line)}
            onChange={(value) => setQuantities((q) => ({ ...q, [line.id]: Number(value) || 0 }))}
          />
        ))}
        <Select
          label="Carrier"
          data={CARRIERS.map((c) => ({ value: c.value, label: c.label }))}
          value={carrier}
          onChange={(value) => setCarrier(value ?? 'ups')}
          allowDeselect={false}
        />
        {other && (
          <TextInput
            label="Carrier name"
            value={otherCarrier}
            onChange={(event) => setOtherCarrier(event.currentTarget.value)}
            maxLength={100}
          />
        )}
        <TextInput
          label="Tracking number (optional)"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.currentTarget.value)}
          maxLength={100}
        />
        {other && (
          <TextInput
            label="Tracking link (optional)"
            placeholder="https://"
            type="url"
            value={trackingLink}
            onChange={(event) => setTrackingLink(event.currentTarget.value)}
            maxLength={2048}
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Go back
          </Button>
          <Button onClick={ship} loading={pending} disabled={chosen.length === 0}>
            Ship {chosen.reduce((sum, line) => sum + quantityOf(line), 0)} item(s)
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
