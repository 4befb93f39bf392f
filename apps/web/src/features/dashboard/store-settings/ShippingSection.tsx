import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ShippingOption } from '@tessera/sdk/store-settings-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { EditDeleteButtons } from './EditDeleteButtons.tsx';
import { ShippingOptionForm } from './ShippingOptionForm.tsx';
import { destinationsText, rateText } from './store-settings-labels.ts';
import { useDeleteShippingOption, useShippingOptions } from './store-settings-data.ts';

/** An option's card, or its form while it is being edited. */
function ShippingOptionItem(props: { option: ShippingOption; currency: string; weightUnit: string }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <ShippingOptionForm
        weightUnit={props.weightUnit}
        option={props.option}
        onDone={() => setEditing(false)}
      />
    );
  }
  return <ShippingOptionCard {...props} onEdit={() => setEditing(true)} />;
}

function ShippingOptionCard({
  option,
  currency,
  weightUnit,
  onEdit,
}: {
  option: ShippingOption;
  currency: string;
  weightUnit: string;
  onEdit: () => void;
}) {
  const remove = useDeleteShippingOption();
  const { ask, dialog } = useConfirmation();
  const name = option.title ?? 'Shipping option';
  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5">
              {name}
            </Title>
            {option.pickup && (
              <Badge variant="light" styles={{ label: { color: 'var(--mantine-color-black)' } }}>
                Pickup
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <EditDeleteButtons
              subject={name}
              onEdit={onEdit}
              deleting={remove.isPending}
              onDelete={() =>
                ask({
                  title: `Delete "${name}"?`,
                  message: 'Buyers can no longer choose it. Orders already placed keep their shipping.',
                  confirmLabel: 'Delete shipping option',
                  danger: true,
                  onConfirm: () =>
                    remove.mutate(option.id, {
                      onSuccess: () => notifyDone(`Shipping option "${name}" deleted.`),
                    }),
                })
              }
            />
          </Group>
        </Group>
        <Text size="sm">Ships to: {destinationsText(option)}</Text>
        {option.estimatedDeliveryTime && <Text size="sm">Delivery: {option.estimatedDeliveryTime}</Text>}
        <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {option.rates.map((rate, index) => (
            <Text component="li" size="sm" key={index}>
              {rateText(rate, currency, weightUnit)}
            </Text>
          ))}
        </Stack>
        {option.rates.length === 0 && (
          <Text size="sm" c="dimmed">
            No rates: not offered at checkout.
          </Text>
        )}
        {remove.error && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(remove.error)}
          </Text>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}

/** The store's shipping options and a form to add one. */
export function ShippingSection({ currency, weightUnit }: { currency: string; weightUnit: string }) {
  const options = useShippingOptions();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Shipping options
        </Title>
        {!adding && <Button onClick={() => setAdding(true)}>New shipping option</Button>}
      </Group>
      {adding && <ShippingOptionForm weightUnit={weightUnit} onDone={() => setAdding(false)} />}
      {options.error && (
        <LoadFailure what="Shipping options" error={options.error} onRetry={() => void options.refetch()} />
      )}
      {options.isPending && <Skeleton height={120} aria-busy="true" aria-label="Loading shipping options" />}
      {options.data?.length === 0 && (
        <Text c="dimmed">
          No shipping options yet: buyers of physical products cannot choose how to receive them.
        </Text>
      )}
      {options.data?.map((option) => (
        <ShippingOptionItem key={option.id} option={option} currency={currency} weightUnit={weightUnit} />
      ))}
    </Stack>
  );
}
