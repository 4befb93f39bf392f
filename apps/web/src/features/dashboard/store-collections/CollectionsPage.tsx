import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { ListLoading } from '../store-catalog/ListLoading.tsx';
import { ResponsiveList } from '../ResponsiveList.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { CollectionForm } from './CollectionForm.tsx';
import { COLLECTION_COLUMNS, CollectionCard, CollectionRow } from './CollectionRow.tsx';
import { isAllProducts } from './collection-labels.ts';
import { useCollectionList } from './collections-data.ts';

/** The store's collections: each with its address, product count and visibility; a form for a new one. */
export function CollectionsPage() {
  usePageTitle('Collections');
  const list = useCollectionList();
  const [adding, setAdding] = useState(false);
  const phone = usePhoneLayout();
  const collections = list.data ?? [];
  const own = collections.filter((c) => !isAllProducts(c));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Collections</Title>
        {!adding && <Button onClick={() => setAdding(true)}>New collection</Button>}
      </Group>
      {adding && (
        <CollectionForm
          others={collections}
          onSaved={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      )}
      {list.isError ? (
        <LoadFailure what="The collections" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListLoading label="Loading the collections" />
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed">
            {own.length === 0
              ? 'No collections of your own yet. Group products with “New collection”.'
              : `${own.length} ${own.length === 1 ? 'collection' : 'collections'} of your own`}
          </Text>
          <ResponsiveList
            caption="Collections by name"
            phone={phone}
            columns={COLLECTION_COLUMNS}
            items={collections}
            card={(collection) => <CollectionCard key={collection.id} collection={collection} />}
            row={(collection) => <CollectionRow key={collection.id} collection={collection} />}
          />
        </>
      )}
    </Stack>
  );
}
