import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite puts content-hashed files here: a changed file gets a new name, so they never go stale. */
const HASHED_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: cached, but revalidated (ETag / Last-Modified) on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app's files (`apps/web/dist`); its page for each navigation comes from
 * modules/sites/site-pages.ts.
 * The build writes `.br` and `.gz` siblings of every text file (apps/web/vite.config.ts); they are
 * sent as they are to clients that accept them, so nothing is compressed per request.
 */
export async function registerWebAssets(server: FastifyInstance, root: string): Promise<void> {
  const hashedDir = path.join(root, HASHED_DIR) + path.sep;
  await server.register(fastifyStatic, {
    root,
    // One route per file found at start-up; unknown paths fall through to the SPA fallback.
    wildcard: false,
    // `/` too is the site's page with its bootstrap data (modules/sites/site-pages.ts).
    index: false,
    preCompressed: true,
    // The compressed siblings are not addressable files of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    // @fastify/send would set `max-age=0` after our header; we set Cache-Control ourselves.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(hashedDir) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
