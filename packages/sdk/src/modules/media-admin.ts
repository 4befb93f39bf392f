import type { MediaImage } from '@tessera/contracts/media';
import { getImage, updateImage, uploadImage } from '@tessera/contracts/routes/media.endpoints';
import { endpointPath } from '../path.ts';
import { allOf, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient, ResponseCheck } from '../transport.ts';

export type { MediaImage, MediaImageVariant } from '@tessera/contracts/media';

export interface UploadImageOptions extends CallOptions {
  /** Alternative text stored with the image (what an event's `mainImage` shows unless it gives its own). */
  altText?: string;
  /** The name stored with the image; a `File`'s own name by default. Metadata only. */
  filename?: string;
}

/** The image a page would show: an id to refer to it by and a URL to load. */
const imageHasUrl: ResponseCheck = (body) => {
  const image = (body as { image: Record<string, unknown> }).image;
  return typeof image.id === 'string' && typeof image.url === 'string'
    ? undefined
    : 'image.id or image.url is missing';
};
const hasImage = allOf(hasObject('image'), imageHasUrl);

function fileNameOf(file: Blob): string | undefined {
  const name = (file as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * `@tessera/sdk/media-admin`: images an owner uploads (`/_api/tessera/v1/media/images`), referred to
 * afterwards by id, e.g. an event's `mainImage: { id }`. Owner credentials or the `media.manage` scope.
 */
export function mediaAdmin(http: HttpClient) {
  const answerOf = async (request: Parameters<HttpClient['request']>[0], options: CallOptions = {}) => {
    const { signal, timeoutMs } = options;
    const answer = await http.request<{ image: MediaImage }>(request, { signal, timeoutMs, check: hasImage });
    return answer.image;
  };
  return {
    /**
     * Uploads one image (JPEG, PNG, WebP, GIF or AVIF; the server reads the type from the bytes).
     * Sent as multipart/form-data with no `Idempotency-Key` and never retried: the route takes no
     * key, and a repeated upload would only add a second image.
     */
    async uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<MediaImage> {
      const form = new FormData();
      // Fields before the file, so a streaming reader has them when the file arrives.
      if (options.altText !== undefined) form.append('altText', options.altText);
      const filename = options.filename ?? fileNameOf(file) ?? 'image';
      form.append('file', file, filename);
      return answerOf(
        {
          method: uploadImage.method,
          path: endpointPath(uploadImage),
          form,
          idempotencyKey: false,
          operationId: uploadImage.operationId,
        },
        options,
      );
    },
    async getImage(imageId: string, options?: CallOptions): Promise<MediaImage> {
      return answerOf(
        {
          method: getImage.method,
          path: endpointPath(getImage, { imageId }),
          operationId: getImage.operationId,
        },
        options,
      );
    },
    /** Changes the alternative text (`null` removes it); the bytes of an image never change. */
    async updateImageAltText(
      imageId: string,
      altText: string | null,
      options?: CallOptions,
    ): Promise<MediaImage> {
      return answerOf(
        {
          method: updateImage.method,
          path: endpointPath(updateImage, { imageId }),
          payload: { image: { altText } },
          operationId: updateImage.operationId,
        },
        options,
      );
    },
  };
}

export type MediaAdminModule = ReturnType<typeof mediaAdmin>;
