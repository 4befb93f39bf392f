import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Product } from '@tessera/sdk/catalog-admin';
import type { Collection } from '@tessera/sdk/collections';
import { LoadFailure } from '../LoadFailure.tsx';
import { RowError } from '../RowError.tsx';
import { notifyDone } from '../feedback.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { productCount } from './collection-labels.ts';
import {
  COLLECTION_PRODUCTS_LIMIT,
  useCollectionMembership,
  useCollectionProducts,
} from './collections-data.ts';

/** What is in a collection, each removable, and the picker that adds more. */
export function CollectionProducts({ collection }: { collection: Collection }) {
  const members = useCollectionProducts(collection.id);
  const change = useCollectionMembership();
  const items = members.data?.items ?? [];
  const total = members.data?.total ?? 0;

  const move = (product: Product, add: boolean) =>
    void change.mutateAsync({ collectionId: collection.id, productId: product.id, add }).then(
      () =>
        notifyDone(
          add
            ? `“${product.name}” added to ${collection.name}.`
            : `“${product.name}” removed from ${collection.name}.`,
        ),
      () => undefined,
    );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby="collection-products-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="collection-products-heading">
            Products in the collection
          </Title>
          {members.isError ? (
            <LoadFailure what="Its products" error={members.error} onRetry={() => void members.refetch()} />
          ) : members.isPending ? (
            <Skeleton height={60} aria-busy="true" aria-label="Loading its products" />
          ) : (
            <>
              <Text role="status" size="sm" c="dimmed">
                {total === 0
                  ? 'No products yet: add some below.'
                  : total > items.length
                    ? `${productCount(total)}; the first ${COLLECTION_PRODUCTS_LIMIT} by name are listed.`
                    : productCount(total)}
              </Text>
              <RowError error={change.error} />
              {items.length > 0 && (
                <Stack
                  component="ul"
                  gap={6}
                  m={0}
                  p={0}
                  aria-label={`Products in ${collection.name}`}
                  style={{ listStyle: 'none' }}
                >
                  {items.map((product) => (
                    <Group component="li" key={product.id} justify="space-between" wrap="nowrap" gap="sm">
                      <Anchor
                        component={Link}
                        to={`/dashboard/products/${product.id}`}
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {product.name}
                      </Anchor>
                      <Button
                        size="compact-sm"
                        variant="default"
                        c="red.9"
                        disabled={change.isPending}
                        onClick={() => move(product, false)}
                      >
                        Remove<span className="visually-hidden"> {product.name}</span>
                      </Button>
                    </Group>
                  ))}
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Paper>
      <ProductPicker
        collection={collection}
        onAdd={(product) => move(product, true)}
        adding={change.isPending}
      />
    </Stack>
  );
}
