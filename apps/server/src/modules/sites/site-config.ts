import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaWidget } from '../../platform/captcha/captcha-widget.ts';
import type { Db } from '../../platform/db.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { readIdentitySettings } from '../identity/index.ts';
import { readSiteSettings } from './site-settings.ts';

/** What the server's own web app is told about the site it shows (fixed at start). */
export interface SiteConfigBase {
  siteId: string;
  clientId: string;
  captcha: CaptchaWidget;
}

/** `GET /api/site-config` and the page's data block: the fixed part and the owner's current settings. */
export interface SiteConfigAnswer extends SiteConfigBase {
  /** The site's name and logo (site settings). */
  name: string;
  logoUrl: string;
  /** Sign-up and log-in need a captcha: the pages show it at once, not after a refusal. */
  captchaRequired: boolean;
}

/**
 * The site configuration as it is now: the owner's name, logo and captcha rule are read per page
 * (two reads by key), so a change shows on the next load in every server process.
 */
export class SiteConfigSource {
  constructor(
    private readonly db: Db,
    readonly base: SiteConfigBase,
  ) {}

  async read(): Promise<SiteConfigAnswer> {
    const { siteId } = this.base;
    const [site, identity] = await Promise.all([
      readSiteSettings(this.db, siteId),
      readIdentitySettings(siteScope(this.db, siteId)),
    ]);
    return { ...this.base, ...site, captchaRequired: identity.requireCaptcha };
  }

  /** For a page: when the settings cannot be read, the fixed part with neutral settings, logged. */
  async readForPage(log: FastifyBaseLogger): Promise<SiteConfigAnswer> {
    try {
      return await this.read();
    } catch (error) {
      log.warn({ err: error }, 'site settings for the page');
      return { ...this.base, name: '', logoUrl: '', captchaRequired: false };
    }
  }
}
