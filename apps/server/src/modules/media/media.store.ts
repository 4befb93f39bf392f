import type { MediaImage } from '@tessera/contracts/media';
import type { MediaImagesTable } from './media.schema.ts';
import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';

/** A stored variant: where its bytes are and its size. */
export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  sizeInBytes: number;
}

export type MediaImageRow = MediaImagesTable;

export async function insertMediaImage(scope: SiteScope, row: Omit<MediaImageRow, 'site_id'>): Promise<void> {
  await insertIntoSite(scope, 'media_images', [row]).execute();
}

export async function findMediaImage(scope: SiteScope, id: string): Promise<MediaImageRow | undefined> {
  return (await selectFromSite(scope, 'media_images').selectAll().where('id', '=', id).executeTakeFirst()) as
    MediaImageRow | undefined;
}

export async function setMediaAltText(
  scope: SiteScope,
  id: string,
  altText: string | null,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'media_images')
    .set({ alt_text: altText })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The public path of a stored variant (served by media-serving.ts). */
export const mediaPathOf = (key: string): string => `/_media/${key}`;

/** The wire image of a row: the largest variant's URL and size, every variant, the original. */
export function toWireImage(row: MediaImageRow, publicUrl: string): MediaImage {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  const largest = variants[variants.length - 1];
  const urlOf = (v: StoredVariant) => `${publicUrl}${mediaPathOf(v.key)}`;
  return {
    id: row.id,
    url: urlOf(largest),
    width: largest.width,
    height: largest.height,
    altText: row.alt_text,
    filename: row.filename,
    original: { width: row.width, height: row.height, format: row.format, sizeInBytes: row.size_in_bytes },
    variants: variants.map((v) => ({ url: urlOf(v), width: v.width, height: v.height })),
    createdDate: row.created_date,
  };
}
