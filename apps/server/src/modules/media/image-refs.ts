import type { Event } from '@tessera/contracts';
import type { FieldViolation } from '@tessera/contracts';
import { validationError, violation } from '../../platform/errors.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { findMediaImage, toWireImage } from './media.store.ts';

type WireImage = NonNullable<Event['mainImage']>;

/**
 * An image field of an entity (an event's `mainImage`, later product media) given by the id of an
 * uploaded image becomes the full wire image: url, width and height of its largest variant,
 * filename, and the alt text of the request or else the upload's. An image given by URL alone
 * (an external image) is kept as sent; an id that names no image of the site and brings no URL is
 * refused. Called inside the entity's unit of work, so the image read is the one the write sees.
 */
export async function resolveImageRef(
  scope: SiteScope,
  image: WireImage | undefined,
  publicUrl: string,
  field: string,
): Promise<{ image?: WireImage; violations: FieldViolation[] }> {
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
  return {
    image: {
      id: uploaded.id,
      url: uploaded.url,
      width: uploaded.width,
      height: uploaded.height,
      altText: image.altText !== undefined ? image.altText : uploaded.altText,
      filename: uploaded.filename,
    },
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
