import { MediaImageParams, MediaImageResponse, UpdateMediaImageRequest } from '../media.ts';
import * as endpoints from './media.endpoints.ts';
import { route } from './route.ts';

const tags = ['Media (Tessera)'] as const;
/** The owner, or staff holding the media scope (events and the store both use images). */
const manageMedia = { scope: 'media.manage' } as const;

export const mediaRoutes = {
  uploadImage: route(endpoints.uploadImage, {
    tags,
    access: manageMedia,
    description:
      'Uploads one image as multipart/form-data (a `file` part and an optional `altText` field). ' +
      'The type is read from the bytes and the whole image decoded; it is stored as WebP variants ' +
      '(320, 800 and 1600 pixels wide, never enlarged) at content-addressed URLs.',
    response: MediaImageResponse,
    // The body is a stream, not a JSON document to fingerprint; a repeated upload stores the same
    // content-addressed objects again and only adds a row.
    idempotency: false,
  }),
  getImage: route(endpoints.getImage, {
    tags,
    access: manageMedia,
    params: MediaImageParams,
    response: MediaImageResponse,
  }),
  updateImage: route(endpoints.updateImage, {
    tags,
    access: manageMedia,
    description: "Changes an uploaded image's alternative text.",
    params: MediaImageParams,
    input: UpdateMediaImageRequest,
    response: MediaImageResponse,
  }),
};
