import { EVENT_PAGE_FIELDS } from '@tessera/contracts/site-pages';
import { visitorCaller } from '../../platform/auth/caller.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageData } from '../../platform/module.ts';
import type { EventReads } from './events.reads.ts';

/** `/events/<slug>`: the web app's event page (apps/web/src/app/router.tsx). */
const EVENT_PAGE = /^\/events\/([^/?#]{1,500})$/;

/** The event page's first render carries the event as a visitor reads it. */
export function eventPageData(reads: EventReads): PageData {
  return {
    path: EVENT_PAGE,
    async load({ siteId }, match, request) {
      const slug = safeDecode(match[1]);
      if (!slug) return undefined;
      try {
        const event = await reads.getBySlug(visitorCaller(siteId), slug, [...EVENT_PAGE_FIELDS]);
        return { eventPage: { slug, event } };
      } catch (error) {
        // Not found (or a draft) is the page's to say; anything else is logged and left to it.
        if (!(error instanceof AppError && error.status === 404))
          request.log.warn({ err: error }, 'event page data');
        return undefined;
      }
    },
  };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
