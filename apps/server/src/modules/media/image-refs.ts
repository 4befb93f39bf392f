import type { Event } from '@tessera/contracts';
import type { FieldViolation } from '@tessera/contracts';
import { validationError, violation } from '../../platform/errors.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { findMediaImage, toWireImage } from './media.store.ts';

type WireImage = NonNullable<Event['mainImage']>;

/** The smallest variant of an upload (320 px wide, or the image itself when narrower). */
export interface ImageThumbnail {
  url: string;
  width: number;
  height: number;
}

/**
 * An image field of an entity (an event's `mainImage`, later product media) given by the id of an
 * uploaded image becomes the full wire image: url, width and height of its largest variant,
 * filename, and the alt text of the request or else the upload's. An image given by URL alone
 * (an external image) is kept as sent; an id that names no image of the site and brings no URL is
 * refused. Called inside the entity's unit of work, so the image read is the one the write sees.
 * An upload also answers `thumbnail`, its smallest variant, for pages that show the image small
 * (a collection's); the image itself stays the largest variant for every caller.
 */
export async function resolveImageRef(
  scope: SiteScope,
  image: WireImage | undefined,
  publicUrl: string,
  field: string,
): Promise<{ image?: WireImage; thumbnail?: ImageThumbnail; violations: FieldViolation[] }> {
  if (!image?.id) return { image, violations: [] };
  const row = await findMediaImage(scope, image.id);
  if (!row) {
    if (image.url) return { image, violations: [] };
    return {
      image,
      violations: [violation(`${field}.id`, 'must be the id of an image uploaded to this site', 'FORMAT')],
    };
  }
  const uploaded = toWireImage(row, publicUrl);
  const smallest = uploaded.variants.reduce((a, b) => (b.width < a.width ? b : a));
  return {
    image: {
      id: uploaded.id,
      url: uploaded.url,
      width: uploaded.width,
      height: uploaded.height,
      altText: image.altText !== undefined ? image.altText : uploaded.altText,
      filename: uploaded.filename,
    },
    thumbnail: { url: smallest.url, width: smallest.width, height: smallest.height },
    violations: [],
  };
}

/** Fills an event's `mainImage` from its uploaded image in place; refuses an unknown id. */
export async function fillEventMainImage(scope: SiteScope, event: Event, publicUrl: string): Promise<void> {
  if (!event.mainImage?.id) return;
  const { image, violations } = await resolveImageRef(scope, event.mainImage, publicUrl, 'event.mainImage');
  if (violations.length) throw validationError(violations);
  event.mainImage = image;
}
