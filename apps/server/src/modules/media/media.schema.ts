/** The uploaded images table (migration 0017), added to `Database` by declaration merging. */

/** Uploaded images (migration 0017, modules/media). */
export interface MediaImagesTable {
  id: string;
  site_id: string;
  filename: string | null;
  alt_text: string | null;
  format: string;
  width: number;
  height: number;
  size_in_bytes: number;
  sha256: string;
  /** JSON: [{ key, width, height, sizeInBytes }], smallest first. */
  variants: string;
  created_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    media_images: MediaImagesTable;
  }
}
