import { OAuthStrategy, createClient, createWebTokenStorage, type TesseraClient } from '@tessera/sdk';

/** The captcha widget sign-up and log-in show when the site requires one (see the server). */
export type CaptchaWidget =
  { provider: 'recaptcha'; siteKey: string; scriptUrl: string } | { provider: 'test' } | { provider: 'none' };

export interface SiteConfig {
  clientId: string;
  siteId: string;
  captcha: CaptchaWidget;
  /** The site's name and logo from its settings; '' when the owner set none. */
  name: string;
  logoUrl: string;
  /** Sign-up and log-in need a captcha: the forms show it at once. */
  captchaRequired: boolean;
}

/** `GET /api/site-config`, served by the Tessera server next to this app. */
export async function loadSiteConfig(origin: string): Promise<SiteConfig> {
  const response = await fetch(new URL('/api/site-config', origin), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Site configuration could not be loaded (HTTP ${response.status}).`);
  return siteConfigFrom(await response.json());
}

/** A site configuration as the server gives it (its route or the page's bootstrap data), checked. */
export function siteConfigFrom(answer: unknown): SiteConfig {
  const config = (answer ?? {}) as Partial<SiteConfig>;
  if (!config.clientId) throw new Error('Site configuration has no clientId.');
  return {
    clientId: config.clientId,
    siteId: config.siteId ?? '',
    captcha: config.captcha ?? { provider: 'none' },
    name: typeof config.name === 'string' ? config.name : '',
    logoUrl: typeof config.logoUrl === 'string' ? config.logoUrl : '',
    captchaRequired: config.captchaRequired === true,
  };
}

/** Where the visitor's (or, once logged in, the member's) tokens are kept in localStorage. */
export const tokenStorageKey = (config: SiteConfig) => `tessera.tokens.${config.siteId || config.clientId}`;

/** Visitor client against this origin; tokens survive reloads in localStorage. */
export function createVisitorClient(origin: string, config: SiteConfig): TesseraClient {
  return createClient({
    baseUrl: origin,
    auth: OAuthStrategy({
      clientId: config.clientId,
      storage: createWebTokenStorage(window.localStorage, tokenStorageKey(config)),
    }),
  });
}
