import { useContext, useEffect } from 'react';
import { SiteConfigContext } from './site-config-context.ts';

/** What the site is called when its owner has not named it (site settings). */
export const DEFAULT_SITE_NAME = 'Events';

/** The site's name from its settings, or the default. */
export function useSiteName(): string {
  return useContext(SiteConfigContext)?.name || DEFAULT_SITE_NAME;
}

/**
 * The tab's title for the page on screen, `<page> · <site>` (just the site's name without a page
 * name), so the browser's history, tabs and a screen reader's page announcement name the page.
 */
export function usePageTitle(page?: string): void {
  const site = useSiteName();
  useEffect(() => {
    document.title = page ? `${page} · ${site}` : site;
  }, [page, site]);
}
