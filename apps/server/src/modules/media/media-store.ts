import type { Readable } from 'node:stream';

/**
 * Where image bytes live: a directory under DATA_DIR, or an S3-compatible bucket. Keys are built
 * by the media module alone (`<siteId>/<sha256>.webp`), never from a request's filename, and an
 * object under a key never changes (content addressing), so a put of an existing key is a no-op
 * and every answer may be cached for good.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  close?(): void;
}

export interface StoredObject {
  body: Readable;
  sizeInBytes: number;
  contentType: string;
}

/** `<site id>/<64 hex>.webp`: the only keys the module makes, checked again before any store call. */
export const MEDIA_KEY = /^[A-Za-z0-9_-]{1,64}\/[0-9a-f]{64}\.webp$/;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}
