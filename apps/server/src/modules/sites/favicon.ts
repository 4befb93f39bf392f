import type { FastifyInstance } from 'fastify';

/**
 * Tessera's mark: four tiles of a mosaic (a tessera is one tile). The site's pages and the API
 * docs use it as their icon; a site's own logo replaces it on the site's pages (the web app).
 */
export const TESSERA_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#2f5bea"/>
<rect x="6" y="6" width="9" height="9" rx="2" fill="#fff"/>
<rect x="17" y="6" width="9" height="9" rx="2" fill="#fff" opacity=".7"/>
<rect x="6" y="17" width="9" height="9" rx="2" fill="#fff" opacity=".7"/>
<rect x="17" y="17" width="9" height="9" rx="2" fill="#fff"/>
</svg>
`;

export const FAVICON_PATH = '/favicon.svg';

/**
 * `/favicon.svg`, and `/favicon.ico` (which browsers ask for when a page names no icon) sent on to it,
 * so no page of the server, the API's included, gets a 404 for its icon.
 */
export function registerFavicon(server: FastifyInstance): void {
  const options = { schema: { hide: true }, config: { public: true } };
  server.get(FAVICON_PATH, options, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(TESSERA_ICON_SVG),
  );
  server.get('/favicon.ico', options, async (_request, reply) => reply.redirect(FAVICON_PATH, 301));
}
