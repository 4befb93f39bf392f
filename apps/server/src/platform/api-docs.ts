import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TESSERA_ICON_SVG } from '../modules/sites/index.ts';

export const API_DOCS_TITLE = 'Tessera API';

/** What the server serves today, no more: ticketing and the store are not built yet. */
const DESCRIPTION = [
  'The API of a Tessera server: events and members of a site, wire-compatible with the hosted',
  'headless REST API, so sites built on the official SDK can use it.',
  '',
  '- **Events v3**: create, publish, query, clone, cancel and delete events; the visitor reads.',
  '- **Identity** and **Members**: sign-up, log-in with email verification, captcha and two-step',
  "  verification, password recovery; the member profile and the owner's member management.",
  '- **OAuth 2** and **Redirect sessions**: visitor and member tokens (PKCE, refresh, silent log-in)',
  '  and the hosted log-in page.',
  "- **Tessera's own routes**: the owner's identity and site settings, OAuth clients, image uploads",
  '  (media) and the development mailbox.',
  '',
  'Every write of an owner, member or visitor takes an `Idempotency-Key` header: a repeat gets the',
  'first answer.',
  '',
  'Owner calls take an API key in `Authorization` with the site in `wix-site-id`; visitor and member',
  'calls take an access token from `/oauth2/token`.',
].join('\n');

/** Small enough to read at 40 px high in Swagger UI's top bar, where the framework's logo was. */
const WORDMARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 190 40" width="190" height="40">
<g transform="translate(0 4)">${TESSERA_ICON_SVG.replace(/<\/?svg[^>]*>/g, '')}</g>
<text x="42" y="28" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#fff">${API_DOCS_TITLE}</text>
</svg>`;

/**
 * OpenAPI at `/docs/json`, generated from the registered routes' schemas, and Swagger UI at `/docs`,
 * titled and marked as Tessera's (the UI's stock logo, title and icon replaced).
 */
export async function registerApiDocs(server: FastifyInstance, version: string): Promise<void> {
  await server.register(swagger, {
    openapi: {
      info: { title: API_DOCS_TITLE, version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Owner API key (with wix-site-id) or access token',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await server.register(swaggerUi, {
    routePrefix: '/docs',
    logo: { type: 'image/svg+xml', content: Buffer.from(WORDMARK_SVG), href: '/docs', target: '_self' },
    theme: {
      title: API_DOCS_TITLE,
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: Buffer.from(TESSERA_ICON_SVG),
        },
      ],
    },
  });
}
