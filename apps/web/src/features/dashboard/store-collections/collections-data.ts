import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import { collections } from '@tessera/sdk/collections';
import { ALL_PRODUCTS_SLUG, isAllProducts } from './collection-labels.ts';
import { catalogKeys, useCatalogModules, useCatalogMutation } from '../store-catalog/catalog-data.ts';

// The owner's collections: read through the collections v2 reader (on the owner's client it lists
// hidden ones too), written through catalog-admin (collections v1). Writes go through the catalog's
// mutation, so lists, counts and products are read again together.

/** Products one collection page lists, and the most a search offers to add. */
export const COLLECTION_PRODUCTS_LIMIT = 100;
export const PICKER_LIMIT = 8;

function useCollectionsReader() {
  return collections(useTesseraClient());
}

/** All Products first (the query leaves it out: it is read by its slug), then the store's own by name. */
export function useCollectionList() {
  const reader = useCollectionsReader();
  return useQuery({
    queryKey: catalogKeys.collections(),
    queryFn: async ({ signal }) => {
      const [everything, own] = await Promise.all([
        reader.getCollectionBySlug(ALL_PRODUCTS_SLUG, { signal }),
        reader.allCollections({ signal }),
      ]);
      return [everything, ...own.filter((c) => !isAllProducts(c))];
    },
  });
}

export function useCollection(collectionId: string) {
  const reader = useCollectionsReader();
  return useQuery({
    queryKey: catalogKeys.collection(collectionId),
    queryFn: ({ signal }) => reader.getCollection(collectionId, { signal }),
  });
}

/** The products of one collection (the first 100 by name), hidden ones too. */
export function useCollectionProducts(collectionId: string) {
  const { catalog } = useCatalogModules();
  return useQuery({
    queryKey: catalogKeys.collectionProducts(collectionId),
    queryFn: async ({ signal }) => {
      const page = await catalog
        .queryProducts({ signal })
        .hasSome('collections.id', [collectionId])
        .ascending('name')
        .limit(COLLECTION_PRODUCTS_LIMIT)
        .find();
      return { items: page.items, total: page.total ?? page.items.length };
    },
  });
}

/** Products whose name starts with `search` (the first few by name), for the picker. */
export function useProductSearch(search: string) {
  const { catalog } = useCatalogModules();
  const prefix = search.trim();
  return useQuery({
    queryKey: catalogKeys.productSearch(prefix),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      let query = catalog.queryProducts({ signal }).ascending('name');
      if (prefix) query = query.startsWith('name', prefix);
      return (await query.limit(PICKER_LIMIT).find()).items;
    },
  });
}

export interface CollectionFields {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

/** An image uploaded to the site, by its id; `altText` absent keeps the upload's own. */
export interface CollectionImageChoice {
  id: string;
  altText?: string;
}

/** The wire's `mainMedia` of a chosen upload (the server fills url and size from the upload). */
const mainMediaOf = (image: CollectionImageChoice) => ({
  id: image.id,
  ...(image.altText !== undefined ? { image: { altText: image.altText || null } } : {}),
});

/**
 * Creates a collection (with its image, an upload's id, when one was chosen), or changes the fields
 * of one; an empty slug lets the server make one from the name.
 */
export const useSaveCollection = () =>
  useCatalogMutation(
    (
      m,
      {
        collectionId,
        fields,
        image,
      }: { collectionId?: string; fields: CollectionFields; image?: CollectionImageChoice },
    ) => {
      const collection = {
        name: fields.name.trim(),
        description: fields.description.trim() || null,
        visible: fields.visible,
        ...(fields.slug.trim() ? { slug: fields.slug.trim() } : {}),
      };
      return collectionId
        ? m.catalog.updateCollection(collectionId, collection)
        : m.catalog.createCollection({
            ...collection,
            ...(image ? { media: { mainMedia: mainMediaOf(image) } } : {}),
          });
    },
  );

/** Makes an uploaded image the collection's image (or changes its alt text); `null` removes it. */
export const useSetCollectionImage = () =>
  useCatalogMutation(
    (m, { collectionId, image }: { collectionId: string; image: CollectionImageChoice | null }) =>
      m.catalog.updateCollection(collectionId, {
        media: image ? { mainMedia: mainMediaOf(image) } : null,
      }),
  );

export const useDeleteCollection = () =>
  useCatalogMutation((m, collectionId: string) => m.catalog.deleteCollection(collectionId));

export const useCollectionMembership = () =>
  useCatalogMutation(
    (m, { collectionId, productId, add }: { collectionId: string; productId: string; add: boolean }) =>
      add
        ? m.catalog.addToCollection(collectionId, [productId])
        : m.catalog.removeFromCollection(collectionId, [productId]),
  );
