import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { Product } from '@tessera/sdk/catalog-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { useSaveVariants, type VariantRowChange } from './catalog-data.ts';
import { variantName } from './product-labels.ts';

interface Row {
  variantId: string;
  name: string;
  price: number | string;
  sku: string;
  weight: number | string;
  visible: boolean;
  quantity: number | string;
  inStock: boolean;
}

function rowsOf(product: Product): Row[] {
  return (product.variants ?? []).map((variant) => ({
    variantId: variant.id,
    name: variantName(variant.choices),
    price: variant.variant.priceData.price,
    sku: variant.variant.sku,
    weight: variant.variant.weight || '',
    visible: variant.variant.visible,
    quantity: variant.stock.quantity ?? '',
    inStock: variant.stock.inStock,
  }));
}

const numberOr = (value: number | string, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * Every variant's price, SKU, weight, visibility and stock: a quantity per variant when the
 * product tracks quantities, else in or out of stock. Saved together.
 */
export function VariantsTable({ product }: { product: Product }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(product));
  const [track, setTrack] = useState(product.stock.trackInventory);
  const save = useSaveVariants();
  useEffect(() => {
    setRows(rowsOf(product));
    setTrack(product.stock.trackInventory);
  }, [product]);
  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = () => {
    const changes: VariantRowChange[] = rows.map((row) => ({
      variantId: row.variantId,
      price: numberOr(row.price, 0),
      sku: row.sku.trim(),
      weight: numberOr(row.weight, 0),
      visible: row.visible,
      stock: track
        ? { quantity: Math.max(0, Math.trunc(numberOr(row.quantity, 0))) }
        : { inStock: row.inStock },
    }));
    save.mutate(
      { productId: product.id, trackQuantity: track, rows: changes, managed: product.manageVariants },
      { onSuccess: () => notifyDone('Variants and stock were saved.') },
    );
  };

  return (
    <Fieldset legend="Variants and stock">
      <Stack gap="sm">
        <Switch
          label="Track quantities in stock"
          description="Off: each variant is simply in or out of stock."
          checked={track}
          onChange={(e) => setTrack(e.currentTarget.checked)}
        />
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Variant</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th>{track ? 'Quantity' : 'In stock'}</Table.Th>
                <Table.Th>Visible</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.variantId}>
                  <Table.Td>
                    <Text size="sm">{row.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Price of ${row.name}`}
                      min={0}
                      decimalScale={2}
                      value={row.price}
                      onChange={(v) => update(index, { price: v })}
                      w={110}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`SKU of ${row.name}`}
                      maxLength={40}
                      value={row.sku}
                      onChange={(e) => update(index, { sku: e.currentTarget.value })}
                      w={120}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Weight of ${row.name}`}
                      min={0}
                      decimalScale={3}
                      value={row.weight}
                      onChange={(v) => update(index, { weight: v })}
                      w={90}
                    />
                  </Table.Td>
                  <Table.Td>
                    {track ? (
                      <NumberInput
                        aria-label={`Quantity of ${row.name}`}
                        min={0}
                        allowDecimal={false}
                        value={row.quantity}
                        onChange={(v) => update(index, { quantity: v })}
                        w={90}
                      />
                    ) : (
                      <Checkbox
                        aria-label={`${row.name} in stock`}
                        checked={row.inStock}
                        onChange={(e) => update(index, { inStock: e.currentTarget.checked })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${row.name} visible`}
                      checked={row.visible}
                      onChange={(e) => update(index, { visible: e.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {save.error && (
          <Alert color="red" variant="light" title="The variants were not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            Save variants and stock
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
