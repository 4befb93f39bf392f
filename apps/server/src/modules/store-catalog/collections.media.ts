import type { CollectionInput, Media, MediaItem } from '@tessera/contracts/catalog';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { resolveImageRef, type ImageThumbnail } from '../media/index.ts';

// A collection's one image (catalog.md "Collection images"): stored as JSON in
// `store_collections.main_media` (migration 0054), answered by every collection read as the
// official `media` — `mainMedia` and the same item as `items[0]`.

/**
 * The stored image: an upload of the site (its largest variant, and its smallest as `thumbnail`
 * for the shop's small pictures) or a web image (size unknown: 0; no thumbnail). Rows written
 * before thumbnails have none and are answered without one.
 */
export interface CollectionImage {
  id: string;
  url: string;
  width: number;
  height: number;
  altText: string | null;
  thumbnail?: ImageThumbnail;
}

const FIELD = 'collection.media.mainMedia';

/** The wire `media` of a stored `main_media` (NULL: none, as the hosted platform's `{ items: [] }`). */
export function collectionMedia(stored: string | null): Media {
  if (!stored) return { items: [] };
  const image = JSON.parse(stored) as CollectionImage;
  const item: MediaItem = {
    id: image.id,
    mediaType: 'image',
    title: '',
    image: {
      url: image.url,
      width: image.width,
      height: image.height,
      ...(image.altText ? { altText: image.altText } : {}),
    },
    ...(image.thumbnail ? { thumbnail: { ...image.thumbnail } } : {}),
  };
  return { mainMedia: item, items: [item] };
}

export const storedImage = (stored: string | null): CollectionImage | null =>
  stored ? (JSON.parse(stored) as CollectionImage) : null;

/**
 * What a create or update does to the image, inside its unit (the upload read is the one the
 * write sees): `undefined` keeps the stored one, `null` removes it, else the image to store.
 * `mainMedia.id` must be the stored image's (an echo; only its alt text may change) or an image
 * uploaded to this site — another site's id is refused like an unknown one; without an id,
 * `image.url` must be an http(s) URL. Anything else is a 400 naming the field; nothing is written.
 */
export async function nextCollectionImage(
  scope: SiteScope,
  media: CollectionInput['media'],
  stored: CollectionImage | null,
  publicUrl: string,
): Promise<CollectionImage | null | undefined> {
  if (media === undefined) return undefined;
  if (media === null || media.mainMedia === null) return null;
  const main = media.mainMedia;
  if (main === undefined) return undefined;
  const altText = main.image?.altText;
  if (main.id !== undefined) {
    if (stored && main.id === stored.id)
      return { ...stored, altText: altText !== undefined ? altText || null : stored.altText };
    const { image, thumbnail, violations } = await resolveImageRef(
      scope,
      { id: main.id, altText },
      publicUrl,
      FIELD,
    );
    if (violations.length > 0) throw validationError(violations);
    if (!image?.url) throw validationError([violation(`${FIELD}.id`, 'names no image', 'FORMAT')]);
    return {
      id: main.id,
      url: image.url,
      width: image.width ?? 0,
      height: image.height ?? 0,
      altText: image.altText || null,
      ...(thumbnail ? { thumbnail } : {}),
    };
  }
  const url = main.image?.url;
  if (url === undefined)
    throw validationError([
      violation(FIELD, 'give the id of an image uploaded to the site, or image.url', 'REQUIRED_FIELD'),
    ]);
  if (!isWebUrl(url))
    throw validationError([violation(`${FIELD}.image.url`, 'must be an http(s) URL', 'FORMAT')]);
  return { id: newId(), url, width: 0, height: 0, altText: altText || null };
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
