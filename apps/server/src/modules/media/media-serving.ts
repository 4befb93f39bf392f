import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { MEDIA_KEY, type MediaStore } from './media-store.ts';

/** A stored object never changes under its key (the key is its SHA-256), so caches keep it for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /_media/<site id>/<sha256>.webp`: the bytes of an image variant, from either store, for
 * anyone (images appear on public pages). Not in the route table: the answer is an image, not
 * JSON with a schema. The path must be a key the module makes; anything else is a 404 before
 * the store is asked.
 */
export function registerMediaServing(server: FastifyInstance, store: MediaStore): void {
  server.get<{ Params: { siteId: string; file: string } }>(
    '/_media/:siteId/:file',
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const key = `${request.params.siteId}/${request.params.file}`;
      const missing = () => notFound('IMAGE_NOT_FOUND', 'Image not found');
      if (!MEDIA_KEY.test(key)) throw missing();
      const etag = `"${request.params.file.slice(0, 64)}"`;
      reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', etag)
        // Pages of other origins (sites built with the SDK) show these images too.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const object = await store.get(key);
      if (!object) {
        reply.removeHeader('cache-control').removeHeader('etag');
        throw missing();
      }
      return reply.type('image/webp').header('content-length', object.sizeInBytes).send(object.body);
    },
  );
}
