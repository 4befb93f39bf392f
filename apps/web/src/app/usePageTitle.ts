import { useEffect } from 'react';

export const SITE_NAME = 'Events';

/**
 * The tab's title for the page on screen, `<page> · Events` (just `Events` without a page name),
 * so the browser's history, tabs and a screen reader's page announcement name the page.
 */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
