import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TicketDraft } from './ticket-form.ts';

const FEE_TYPES = [
  { value: 'FEE_ADDED_AT_CHECKOUT', label: 'Fee added at checkout' },
  { value: 'FEE_INCLUDED', label: 'Fee included in the price' },
  { value: 'NO_FEE', label: 'No fee' },
];

/** Create or edit one ticket type; `onSave` answers an error sentence or nothing. */
export function TicketForm({
  initial,
  saveLabel,
  onSave,
  onCancel,
}: {
  initial: TicketDraft;
  saveLabel: string;
  onSave: (draft: TicketDraft) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof TicketDraft>(key: K, value: TicketDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(await onSave(draft));
    setSaving(false);
  };
  return (
    <form onSubmit={submit} aria-label={saveLabel}>
      <Stack gap="sm">
        <TextInput
          label="Ticket name"
          required
          maxLength={30}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <Textarea
          label="Description"
          maxLength={500}
          autosize
          minRows={2}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Pricing"
            data={[
              { value: 'STANDARD', label: 'Fixed price' },
              { value: 'DONATION', label: 'Donation (minimum)' },
            ]}
            value={draft.pricing}
            allowDeselect={false}
            onChange={(v) => set('pricing', (v as TicketDraft['pricing']) ?? 'STANDARD')}
          />
          <TextInput
            label={draft.pricing === 'DONATION' ? 'Minimum amount' : 'Price'}
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => set('price', e.currentTarget.value)}
          />
          <TextInput
            label="Currency"
            maxLength={3}
            value={draft.currency}
            onChange={(e) => set('currency', e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Service fee"
            data={FEE_TYPES}
            value={draft.feeType}
            allowDeselect={false}
            onChange={(v) => set('feeType', (v as TicketDraft['feeType']) ?? 'NO_FEE')}
          />
          <TextInput
            label="Capacity"
            description="Empty: unlimited"
            inputMode="numeric"
            value={draft.capacity}
            onChange={(e) => set('capacity', e.currentTarget.value)}
          />
          <TextInput
            label="Most per order"
            inputMode="numeric"
            value={draft.limitPerCheckout}
            onChange={(e) => set('limitPerCheckout', e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="Sale starts"
            value={draft.saleStart}
            onChange={(e) => set('saleStart', e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label="Sale ends"
            value={draft.saleEnd}
            onChange={(e) => set('saleEnd', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Checkbox
          label="Hidden (sold only by you and staff)"
          checked={draft.hidden}
          onChange={(e) => set('hidden', e.currentTarget.checked)}
        />
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
