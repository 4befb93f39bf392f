import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { mediaAdmin, type MediaAdminModule, type MediaImage } from '@tessera/sdk/media-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's image upload: the file goes up once (no retry: the route takes no idempotency key),
// and the answer is what an event's or product's `mainImage: { id }` then refers to.

const MEDIA_ADMIN: ModuleLookup<MediaAdminModule> = {
  name: 'media',
  has: 'uploadImage',
  build: mediaAdmin,
  needs: 'the media-admin module (@tessera/sdk/media-admin)',
};
const mediaOf = (client: BaseClient): MediaAdminModule => moduleOf(client, MEDIA_ADMIN);

export const mediaKeys = {
  all: ['tessera', 'media'] as const,
  image: (imageId: string) => [...mediaKeys.all, 'image', imageId] as const,
};

export interface UploadImageVariables {
  file: Blob;
  /** Stored with the image; an entity referring to it may give its own. */
  altText?: string;
  /** A name for a Blob that has none (a `File` has its own). */
  filename?: string;
  signal?: AbortSignal;
}

export const uploadImageMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ file, altText, filename, signal }: UploadImageVariables): Promise<MediaImage> =>
    mediaOf(client).uploadImage(file, { altText, filename, signal }),
  // A later read of the image by id is answered from the cache.
  onSuccess: (image: MediaImage) => queryClient.setQueryData(mediaKeys.image(image.id), image),
  retry: false,
});

/**
 * `mutate({ file, altText })` uploads one image (JPEG, PNG, WebP, GIF or AVIF); `isPending` while
 * it goes up, `data` the stored image (its id, URL, size and variants), `error` a
 * `ValidationError` on `file` when the server refuses the bytes.
 */
export function useUploadImage() {
  return useMutation(uploadImageMutationOptions(useTesseraClient(), useQueryClient()));
}
