import type { Caller } from '../../platform/auth/caller.ts';
import type { FastifyRequest } from 'fastify';
import type { MediaImage } from '@tessera/contracts/media';
import type { Db } from '../../platform/db.ts';
import { nowIso, type Clock } from '../../platform/clock.ts';
import { notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { imageTypeOf } from './image-type.ts';
import { processImage, type ImageLimits } from './image-processing.ts';
import type { MediaStore } from './media-store.ts';
import {
  findMediaImage,
  insertMediaImage,
  setMediaAltText,
  toWireImage,
  type StoredVariant,
} from './media.store.ts';
import { receiveUpload } from './upload-receiver.ts';

export interface MediaDeps {
  db: Db;
  uow: UnitOfWork;
  publicUrl: string;
  store: MediaStore;
  limits: ImageLimits;
  clock: Clock;
  /** Directory of upload temporary files (the OS's by default). */
  tmpDir?: string;
}

// Control characters (NUL among them) have no place in alternative text, and PostgreSQL refuses NUL.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
function checkAltText(altText: string | null | undefined): void {
  if (altText && CONTROL.test(altText)) {
    throw validationError([violation('altText', 'must be text without control characters', 'FORMAT')]);
  }
}

const imageNotFound = (imageId: string) => notFound('IMAGE_NOT_FOUND', 'Image not found', { imageId });

/** Uploading and reading a site's images. */
export class MediaService {
  constructor(private readonly deps: MediaDeps) {}

  /**
   * Receive (to a temporary file) → check the type from the bytes → decode and resize (sharp) →
   * store the variants under content-addressed keys → one row in a unit of work. The objects go
   * first: a row never names bytes that are not stored. A failure after the puts leaves objects
   * no row names, which are harmless (and the same bytes reuse them).
   */
  async upload(caller: Caller, request: FastifyRequest): Promise<MediaImage> {
    const { siteId } = caller;
    const received = await receiveUpload(request, {
      maxBytes: this.deps.limits.maxBytes,
      tmpDir: this.deps.tmpDir,
    });
    try {
      checkAltText(received.fields.altText);
      const type = imageTypeOf(received.head);
      if (!type) {
        throw validationError([
          violation('file', 'must be a JPEG, PNG, WebP, GIF or AVIF image (read from its bytes)', 'FORMAT'),
        ]);
      }
      const image = await processImage(received.path, type, this.deps.limits);
      const variants: StoredVariant[] = [];
      for (const variant of image.variants) {
        const key = `${siteId}/${variant.sha256}.webp`;
        await this.deps.store.put(key, variant.bytes, 'image/webp');
        variants.push({
          key,
          width: variant.width,
          height: variant.height,
          sizeInBytes: variant.bytes.length,
        });
      }
      const row = {
        id: newId(),
        filename: received.filename,
        alt_text: received.fields.altText ?? null,
        format: image.format,
        width: image.width,
        height: image.height,
        size_in_bytes: received.sizeInBytes,
        sha256: received.sha256,
        variants: JSON.stringify(variants),
        created_date: nowIso(this.deps.clock),
      };
      await this.deps.uow.run(siteId, (unit) => insertMediaImage(unit, row), { changes: ['media'] });
      return toWireImage({ ...row, site_id: siteId }, this.deps.publicUrl);
    } finally {
      await received.discard();
    }
  }

  async get(caller: Caller, imageId: string): Promise<MediaImage> {
    const { siteId } = caller;
    const row = await findMediaImage(siteScope(this.deps.db, siteId), imageId);
    if (!row) throw imageNotFound(imageId);
    return toWireImage(row, this.deps.publicUrl);
  }

  async updateAltText(caller: Caller, imageId: string, altText: string | null): Promise<MediaImage> {
    const { siteId } = caller;
    checkAltText(altText);
    return this.deps.uow.run(
      siteId,
      async (unit) => {
        if (!(await setMediaAltText(unit, imageId, altText))) throw imageNotFound(imageId);
        return toWireImage((await findMediaImage(unit, imageId))!, this.deps.publicUrl);
      },
      { changes: ['media'] },
    );
  }
}
