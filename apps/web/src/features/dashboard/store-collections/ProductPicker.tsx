import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Product } from '@tessera/sdk/catalog-admin';
import type { Collection } from '@tessera/sdk/collections';
import { useProductSearch } from './collections-data.ts';

/**
 * Finds products by the start of their name and adds one at a time to the collection; those already
 * in it say so instead of offering "Add".
 */
export function ProductPicker({
  collection,
  onAdd,
  adding,
}: {
  collection: Collection;
  onAdd: (product: Product) => void;
  adding: boolean;
}) {
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);
  const results = found.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-products-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="add-products-heading">
          Add products
        </Title>
        <TextInput
          label="Find a product"
          placeholder="Name starts with…"
          maxLength={80}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {found.isError ? (
          <Text size="sm" c="red.8" role="alert">
            The products could not be searched. Try again in a moment.
          </Text>
        ) : found.isPending ? (
          <Text size="sm" c="dimmed">
            Looking for products…
          </Text>
        ) : results.length === 0 ? (
          <Text size="sm" c="dimmed">
            {search.trim() ? `No product name starts with “${search.trim()}”.` : 'No products yet.'}
          </Text>
        ) : (
          <Stack component="ul" gap={6} m={0} p={0} aria-label="Products found" style={{ listStyle: 'none' }}>
            {results.map((product) => (
              <Group component="li" key={product.id} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Text>
                {product.collectionIds.includes(collection.id) ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    In {collection.name}
                  </Text>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={adding}
                    onClick={() => onAdd(product)}
                  >
                    Add<span className="visually-hidden"> {product.name}</span>
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
