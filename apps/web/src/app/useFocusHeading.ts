import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Focuses the page's h1 (made focusable with tabIndex -1); false while there is none yet. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * Moves focus to the h1 in <main> each time `view` changes, not on the first render: the control
 * that was used (a link, a sign-in button) is gone, and a screen reader should start at the top of
 * what replaced it, as after a full page load.
 */
export function useFocusHeadingOnChange(view: unknown): void {
  const previous = useRef(view);
  useEffect(() => {
    if (Object.is(previous.current, view)) return;
    previous.current = view;
    const main = document.querySelector('main');
    if (!main || focusHeading(main)) return;
    // The page is still loading its data: take the heading as soon as it is rendered.
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [view]);
}

/**
 * After a client-side navigation to another path, focus goes to the new page's h1. Not on the first
 * load (the browser starts at the top already) and not when only the query string changes (filters
 * and paging keep their focus).
 */
export function useFocusOnNavigation(): void {
  useFocusHeadingOnChange(useLocation().pathname);
}
