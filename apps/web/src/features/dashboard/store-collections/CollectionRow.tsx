import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Collection } from '@tessera/sdk/collections';
import { RowCard } from '../RowCard.tsx';
import { ListTableRow } from '../store-catalog/ListTableRow.tsx';
import { DELETE_LABELS, useDeleteRow } from '../store-catalog/useDeleteRow.ts';
import { collectionPath, isAllProducts, productCount, visibilityText } from './collection-labels.ts';
import { useDeleteCollection } from './collections-data.ts';

export const COLLECTION_COLUMNS = ['Name', 'Address', 'Products', 'Visibility'];

function useCollectionRow(collection: Collection) {
  const remove = useDeleteCollection();
  return useDeleteRow({
    question: {
      title: 'Delete this collection?',
      message: `“${collection.name}” leaves the shop. Its products stay in the catalog. This cannot be undone.`,
      confirmLabel: 'Delete collection',
    },
    remove: { ...remove, mutateAsync: () => remove.mutateAsync(collection.id) },
    done: `Collection “${collection.name}” deleted.`,
    enabled: !isAllProducts(collection),
  });
}

/** The name, a link to its page; All Products is read-only, so it says so instead. */
function CollectionName({ collection }: { collection: Collection }) {
  if (isAllProducts(collection)) {
    return (
      <div>
        <Text fw={500}>{collection.name}</Text>
        <Text size="xs" c="dimmed">
          Every product, always; it cannot be changed.
        </Text>
      </div>
    );
  }
  return (
    <Anchor component={Link} to={collectionPath(collection)} fw={500} style={{ overflowWrap: 'anywhere' }}>
      {collection.name}
    </Anchor>
  );
}

export function CollectionRow({ collection }: { collection: Collection }) {
  const row = useCollectionRow(collection);
  return (
    <ListTableRow
      row={row}
      subject={collection.name}
      labels={DELETE_LABELS}
      cells={[
        <CollectionName key="name" collection={collection} />,
        <Text key="slug" size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {collection.slug}
        </Text>,
        productCount(collection.numberOfProducts),
        visibilityText(collection),
      ]}
    />
  );
}

export function CollectionCard({ collection }: { collection: Collection }) {
  const row = useCollectionRow(collection);
  return (
    <RowCard row={row} subject={collection.name} labels={DELETE_LABELS}>
      <CollectionName collection={collection} />
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{productCount(collection.numberOfProducts)}</Text>
        <Text size="sm" c="dimmed">
          {visibilityText(collection)}
        </Text>
        <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {collection.slug}
        </Text>
      </Group>
    </RowCard>
  );
}
