import { notFound } from '../../platform/errors.ts';

/**
 * The site's CMS query (`/wix-data/v2/items/query`): Tessera has no data collections yet, so every
 * collection is unknown and the answer is the hosted platform's for one — 404 `WDE0025`. The store
 * template reads its menus this way and handles that answer; any other shape breaks its pages.
 */
export function unknownDataCollection(dataCollectionId: unknown): never {
  const id = typeof dataCollectionId === 'string' ? dataCollectionId : '';
  throw notFound(
    'WDE0025',
    `The ${id || 'requested'} collection does not exist. You cannot work with a collection that does not exist in the Data Collections API.`,
    {
      collectionId: id,
    },
  );
}
