import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from '@tessera/contracts/site-pages';

/**
 * What the server wrote into this page for its first render (modules/sites/site-pages.ts): the
 * site configuration, and on an event page the event. Anything unreadable counts as nothing:
 * the app then loads it as it would without the server's help (e.g. under `vite dev`).
 */
export function readPageBootstrap(): PageBootstrap {
  try {
    const text = document.getElementById(PAGE_BOOTSTRAP_ID)?.textContent;
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as PageBootstrap) : {};
  } catch {
    return {};
  }
}
