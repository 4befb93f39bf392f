import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { FULFILLMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './store-order-labels.ts';
import type { StoreOrderFilters } from './store-orders-data.ts';

const PAYMENT_OPTIONS = [
  { value: '', label: 'Any payment' },
  ...(['NOT_PAID', 'PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'CANCELED'] as const).map(
    (value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }),
  ),
];
const FULFILLMENT_OPTIONS = [
  { value: '', label: 'Any fulfillment' },
  ...Object.entries(FULFILLMENT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** Search (order number or email), payment and fulfillment status, and active or archived orders. */
export function StoreOrderFiltersBar({
  filters,
  onChange,
}: {
  filters: StoreOrderFilters;
  onChange: (filters: StoreOrderFilters) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <TextInput
          label="Search orders"
          description="Order number or buyer email"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </form>
      <NativeSelect
        label="Payment"
        data={PAYMENT_OPTIONS}
        value={filters.paymentStatus}
        onChange={(event) =>
          onChange({
            ...filters,
            paymentStatus: event.currentTarget.value as StoreOrderFilters['paymentStatus'],
          })
        }
      />
      <NativeSelect
        label="Fulfillment"
        data={FULFILLMENT_OPTIONS}
        value={filters.fulfillmentStatus}
        onChange={(event) =>
          onChange({
            ...filters,
            fulfillmentStatus: event.currentTarget.value as StoreOrderFilters['fulfillmentStatus'],
          })
        }
      />
      <SegmentedControl
        aria-label="Active or archived orders"
        data={[
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived' },
        ]}
        value={filters.archived ? 'archived' : 'active'}
        onChange={(value) => onChange({ ...filters, archived: value === 'archived' })}
      />
    </Group>
  );
}
