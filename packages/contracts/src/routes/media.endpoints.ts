import { endpoint } from './endpoint.ts';
import type { mediaRoutes } from './media.routes.ts';

// Tessera's own media routes: an owner's uploaded images (modules/media).

const tessera = '/_api/tessera/v1';
/** A multipart/form-data body: one `file` part, and an optional `altText` field. */
export const uploadImage = endpoint({
  operationId: 'UploadImage',
  method: 'POST',
  path: `${tessera}/media/images`,
});
export const getImage = endpoint({
  operationId: 'GetImage',
  method: 'GET',
  path: `${tessera}/media/images/:imageId`,
});
export const updateImage = endpoint({
  operationId: 'UpdateImage',
  method: 'PATCH',
  path: `${tessera}/media/images/:imageId`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    media: typeof mediaRoutes;
  }
}
