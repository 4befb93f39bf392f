import type { Event, RequestedField } from './events.ts';

/**
 * What the server writes into the site's page for its first render (a JSON data block with this
 * id), so the page need not wait for `/api/site-config`, a visitor token and the event before it
 * can show anything. Types and constants only: the web app imports this without TypeBox.
 */
export const PAGE_BOOTSTRAP_ID = 'tessera-bootstrap';

/** The field groups the event page shows; the server reads the event with exactly these. */
export const EVENT_PAGE_FIELDS = [
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
] as const satisfies readonly RequestedField[];

export interface PageBootstrap {
  /** As `GET /api/site-config` answers. */
  siteConfig?: {
    siteId: string;
    clientId: string;
    captcha: unknown;
    /** The site's name and logo (owner's site settings; '' for none). */
    name?: string;
    logoUrl?: string;
    /** Sign-up and log-in need a captcha (identity settings): the forms show it at once. */
    captchaRequired?: boolean;
  };
  /** On `/events/:slug`: the event as a visitor reads it with EVENT_PAGE_FIELDS. */
  eventPage?: { slug: string; event: Event };
}
