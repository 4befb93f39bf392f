import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useChangeDiscountCode, useDiscountCodes, type DiscountCodeChange } from '@tessera/react';
import type { DiscountCode } from '@tessera/sdk/event-discounts-admin';
import { useState, type FormEvent } from 'react';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import type { EventEditorTabProps } from './tab-props.ts';

const off = (code: DiscountCode) =>
  code.discount.percentOff
    ? `${code.discount.percentOff} % off`
    : `${code.discount.amountOff?.value} ${code.discount.amountOff?.currency} off`;

/** The event's discount codes: add (percent or amount, usage limit, end date), switch off, delete. */
export function DiscountCodesTab({ eventId }: EventEditorTabProps) {
  const codes = useDiscountCodes(eventId);
  const change = useChangeDiscountCode(eventId);
  const { ask, dialog } = useConfirmation();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [limit, setLimit] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string>();
  const run = async (what: DiscountCodeChange, done: string) => {
    try {
      await change.mutateAsync(what);
      notifyDone(done);
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const created = await run(
      {
        kind: 'create',
        code: {
          code: code.trim(),
          discount:
            kind === 'percent'
              ? { percentOff: value.trim() }
              : { amountOff: { value: value.trim(), currency: currency.trim().toUpperCase() } },
          usageLimit: limit.trim() ? Number(limit) : null,
          validUntil: until ? new Date(until).toISOString() : null,
        },
      },
      `Discount code ${code.trim()} added`,
    );
    if (created) {
      setCode('');
      setValue('');
      setLimit('');
      setUntil('');
    }
  };
  const list = codes.data ?? [];
  return (
    <Stack gap="md">
      <Title order={3}>Discount codes</Title>
      <Card withBorder>
        <form onSubmit={add} aria-label="Add discount code">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Code"
                required
                maxLength={40}
                description="Letters, digits, - and _"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              <Select
                label="Discount"
                data={[
                  { value: 'percent', label: 'Percent off' },
                  { value: 'amount', label: 'Amount off' },
                ]}
                value={kind}
                allowDeselect={false}
                onChange={(v) => setKind(v === 'amount' ? 'amount' : 'percent')}
              />
              <TextInput
                label={kind === 'percent' ? 'Percent' : 'Amount'}
                required
                inputMode="decimal"
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {kind === 'amount' && (
                <TextInput
                  label="Currency"
                  maxLength={3}
                  value={currency}
                  onChange={(e) => setCurrency(e.currentTarget.value)}
                />
              )}
              <TextInput
                label="Usage limit"
                description="Empty: no limit"
                inputMode="numeric"
                value={limit}
                onChange={(e) => setLimit(e.currentTarget.value)}
              />
              <TextInput
                type="datetime-local"
                label="Valid until"
                value={until}
                onChange={(e) => setUntil(e.currentTarget.value)}
              />
            </SimpleGrid>
            {error && (
              <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
                {error}
              </div>
            )}
            <Group>
              <Button type="submit" loading={change.isPending}>
                Add discount code
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {codes.isPending && <Loader aria-label="Loading discount codes" />}
      {codes.isError && (
        <LoadFailure what="the discount codes" error={codes.error} onRetry={() => void codes.refetch()} />
      )}
      {codes.isSuccess && list.length === 0 && <Text c="dimmed">No discount codes yet.</Text>}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Discount codes"
      >
        {list.map((item) => (
          <Card component="li" withBorder key={item.id} aria-label={item.code}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600} ff="monospace">
                    {item.code}
                  </Text>
                  <Badge variant="light">{off(item)}</Badge>
                </Group>
                <Text size="sm">
                  Used {item.timesUsed}
                  {item.usageLimit ? ` of ${item.usageLimit}` : ''} times
                  {item.validUntil ? ` · until ${new Date(item.validUntil).toLocaleString()}` : ''}
                </Text>
              </Stack>
              <Group gap="xs">
                <Switch
                  label="Active"
                  checked={item.active}
                  disabled={change.isPending}
                  onChange={(e) =>
                    void run(
                      {
                        kind: 'update',
                        id: item.id,
                        changes: { revision: item.revision, active: e.currentTarget.checked },
                      },
                      `${item.code} ${e.currentTarget.checked ? 'switched on' : 'switched off'}`,
                    )
                  }
                />
                <Button
                  color="red.9"
                  variant="outline"
                  size="xs"
                  onClick={() =>
                    ask({
                      title: `Delete ${item.code}?`,
                      message: 'Buyers can no longer use this code. Orders that used it keep their discount.',
                      confirmLabel: 'Delete discount code',
                      danger: true,
                      onConfirm: () => void run({ kind: 'delete', id: item.id }, `${item.code} deleted`),
                    })
                  }
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {dialog}
    </Stack>
  );
}
