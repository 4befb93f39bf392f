import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { CollectionForm } from './CollectionForm.tsx';
import { CollectionImage } from './CollectionImage.tsx';
import { CollectionProducts } from './CollectionProducts.tsx';
import { isAllProducts } from './collection-labels.ts';
import { useCollection, useCollectionList } from './collections-data.ts';

/** One collection: its details (name, address, description, visibility), its image and its products. */
export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const collection = useCollection(collectionId);
  const others = useCollectionList();
  usePageTitle(collection.data?.name ?? 'Collection');

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard/collections" size="sm">
        ← All collections
      </Anchor>
      {collection.isError ? (
        <>
          <Title order={1}>Collection</Title>
          <LoadFailure
            what="The collection"
            error={collection.error}
            onRetry={() => void collection.refetch()}
          />
        </>
      ) : collection.isPending ? (
        <Skeleton height={200} aria-busy="true" aria-label="Loading the collection" />
      ) : (
        <>
          <Title order={1}>{collection.data.name}</Title>
          {isAllProducts(collection.data) ? (
            <Text>All Products holds every product of the store, always; it cannot be changed.</Text>
          ) : (
            <>
              <CollectionForm
                key={collection.data.id}
                collection={collection.data}
                others={others.data ?? []}
              />
              <CollectionImage
                key={collection.data.media.mainMedia?.id ?? 'none'}
                collection={collection.data}
              />
              <CollectionProducts collection={collection.data} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
