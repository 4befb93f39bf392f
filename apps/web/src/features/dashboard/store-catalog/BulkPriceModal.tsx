import { useState } from 'react';
import { Alert, Button, Group, List, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Product } from '@tessera/sdk/catalog-admin';
import { errorMessage } from '../error-message.ts';
import { useBulkPrice, type BulkPriceChange } from './catalog-data.ts';

type Mode = 'set' | 'amount' | 'percent';

function changeOf(mode: Mode, value: number): BulkPriceChange {
  if (mode === 'set') return { kind: 'set', set: { price: value } };
  if (mode === 'amount') return { kind: 'adjust', adjust: { price: { amount: value } } };
  return { kind: 'adjust', adjust: { price: { percentage: { rate: Math.round(value) } } } };
}

/**
 * Changes the price of the selected products at once: set a new price, or adjust by an amount or a
 * percentage (negative lowers it). Each product's result is listed, since some may fail alone.
 */
export function BulkPriceModal({
  products,
  opened,
  onClose,
}: {
  products: Product[];
  opened: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('set');
  const [value, setValue] = useState<number | string>('');
  const bulk = useBulkPrice();
  const names = new Map(products.map((p) => [p.id, p.name]));
  const close = () => {
    bulk.reset();
    setValue('');
    onClose();
  };
  const apply = () => {
    if (typeof value !== 'number') return;
    bulk.mutate({ ids: products.map((p) => p.id), change: changeOf(mode, value) });
  };
  const answer = bulk.data;
  const results = answer?.results;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Change prices"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {products.length} {products.length === 1 ? 'product' : 'products'} selected.
        </Text>
        <SegmentedControl
          aria-label="How to change the price"
          value={mode}
          onChange={(next) => setMode(next as Mode)}
          data={[
            { value: 'set', label: 'Set price' },
            { value: 'amount', label: 'By amount' },
            { value: 'percent', label: 'By percent' },
          ]}
        />
        <NumberInput
          label={mode === 'set' ? 'New price' : mode === 'amount' ? 'Change by (amount)' : 'Change by (%)'}
          description={mode === 'set' ? undefined : 'A negative value lowers the price.'}
          value={value}
          onChange={setValue}
          min={mode === 'set' ? 0 : mode === 'percent' ? -100 : undefined}
          max={mode === 'percent' ? 1000 : 999_999_999}
          decimalScale={mode === 'percent' ? 0 : 2}
        />
        {bulk.error && (
          <Alert color="red" variant="light" title="The prices were not changed">
            {errorMessage(bulk.error)}
          </Alert>
        )}
        {answer && results && (
          <Alert
            color={answer.bulkActionMetadata.totalFailures ? 'orange' : 'green'}
            variant="light"
            title={`${answer.bulkActionMetadata.totalSuccesses} changed, ${answer.bulkActionMetadata.totalFailures} failed`}
            role="status"
          >
            <List size="sm" aria-label="Results per product">
              {results.map(({ itemMetadata: item }) => (
                <List.Item key={item.originalIndex}>
                  {names.get(item.id ?? '') ?? products[item.originalIndex]?.name ?? 'Product'}:{' '}
                  {item.success ? 'price changed' : (item.error?.description ?? 'not changed')}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {results ? 'Close' : 'Cancel'}
          </Button>
          <Button
            onClick={apply}
            loading={bulk.isPending}
            disabled={typeof value !== 'number' || !products.length}
          >
            Apply to {products.length} {products.length === 1 ? 'product' : 'products'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
