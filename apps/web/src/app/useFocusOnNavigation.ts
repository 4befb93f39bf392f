import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Focuses the container's h1 (made focusable with tabIndex -1); false while there is none yet. */
function focusHeading(container: HTMLElement): boolean {
  const heading = container.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * After a client-side navigation to another path, moves focus to the new page's h1, as a full page
 * load would put a screen reader at the top of the new page; otherwise focus stays on the link that
 * was followed, which is no longer there. Not on the first load (the browser starts at the top
 * already) and not when only the query string changes (filters and paging keep their focus).
 */
export function useFocusOnNavigation(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = container.current;
    if (!element || focusHeading(element)) return;
    // The page is still loading its data: take the heading as soon as it is rendered.
    const observer = new MutationObserver(() => {
      if (focusHeading(element)) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, container]);
}
