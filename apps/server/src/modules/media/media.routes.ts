import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { mediaRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import { registerMediaServing } from './media-serving.ts';
import type { MediaService } from './media.service.ts';
import type { MediaStore } from './media-store.ts';

/**
 * The media routes of the table, and the serving of stored images. The multipart parser is
 * registered inside this plugin only: every other route keeps answering a multipart body with
 * 415, and the parser's limits are the upload's.
 */
export async function registerMediaRoutes(
  server: FastifyInstance,
  deps: { media: MediaService; store: MediaStore; maxBytes: number },
): Promise<void> {
  await server.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // Defaults of every parse; receiveUpload passes the same, stricter, per call.
      limits: { fileSize: deps.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 4000, headerPairs: 20 },
      throwFileSizeLimit: true,
    });
    registerRoutes(scope, mediaRoutes, {
      uploadImage: async ({ caller, request }) => ({ image: await deps.media.upload(caller, request) }),
      getImage: async ({ caller, params }) => ({ image: await deps.media.get(caller, params.imageId) }),
      updateImage: async ({ caller, params, input }) => ({
        image: await deps.media.updateAltText(caller, params.imageId, input.image.altText),
      }),
    });
  });
  registerMediaServing(server, deps.store);
}
