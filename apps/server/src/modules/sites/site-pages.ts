import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from '@tessera/contracts/site-pages';
import type { PageData } from '../../platform/module.ts';
import { REVALIDATE } from '../../platform/web-assets.ts';
import type { SiteConfigSource } from './site-config.ts';

/**
 * JSON inside `<script type="application/json">`: nothing in it can close the element or open
 * markup, whatever an event's title says (`</script>`, `<!--`).
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export interface SitePagesOptions {
  webDist: string;
  siteConfig?: SiteConfigSource;
  /** What the modules add to the data block on the paths they name (their `pageData`). */
  pageData: readonly PageData[];
}

/**
 * The web app's page for every navigation (`/`, `/events/...`, `/dashboard/...`): index.html
 * with the site configuration written in, and what the modules' page data adds on the paths they
 * name (on an event page the event as a visitor reads it). A failed read leaves it out: the page
 * then loads it itself, as it would have anyway.
 */
export class SitePages {
  private readonly html: string;

  constructor(private readonly options: SitePagesOptions) {
    this.html = fs.readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const bootstrap = await this.bootstrapOf(request);
    const page = bootstrap
      ? withDataBlock(withTitle(this.html, bootstrap.siteConfig?.name), scriptSafeJson(bootstrap))
      : this.html;
    reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(page, BROTLI_FAST));
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(page));
    return reply.send(page);
  }

  /** Nothing when the server has no default site: the page is then index.html as built. */
  private async bootstrapOf(request: FastifyRequest): Promise<PageBootstrap | undefined> {
    if (!this.options.siteConfig) return undefined;
    const siteConfig = await this.options.siteConfig.readForPage(request.log);
    const path = request.url.split('?', 1)[0];
    let bootstrap: PageBootstrap = { siteConfig };
    for (const part of this.options.pageData) {
      const match = part.path.exec(path);
      if (!match) continue;
      try {
        const added = await part.load({ siteId: siteConfig.siteId }, match, request);
        if (added) bootstrap = { ...bootstrap, ...added, siteConfig };
      } catch (error) {
        // The page loads what is missing itself; a module's failure never fails the page.
        request.log.warn({ err: error, path: part.path.source }, 'page data');
      }
    }
    return bootstrap;
  }
}

/** A page of a few kilobytes: a fast brotli level compresses it in well under a millisecond. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The site's name as the page's title until the app names the page (its own tab title, search
 * results); the build's title stays when the site has none.
 */
function withTitle(html: string, name: string | undefined): string {
  if (!name) return html;
  const escaped = name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`);
}

/** The page with the data block in its head (or its body, or at its end). */
function withDataBlock(html: string, json: string): string {
  const block = `<script type="application/json" id="${PAGE_BOOTSTRAP_ID}">${json}</script>`;
  for (const tag of ['</head>', '</body>']) {
    const at = html.indexOf(tag);
    if (at >= 0) return html.slice(0, at) + block + html.slice(at);
  }
  return html + block;
}
