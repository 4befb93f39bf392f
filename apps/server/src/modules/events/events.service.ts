import type {
  CloneEventRequest,
  CreateEventRequest,
  Event,
  RequestedField,
  UpdateEventRequest,
} from '@tessera/contracts';
import { validationError, violation } from '../../platform/errors.ts';
import { applyPatch, normalizeFieldMask, pathsOf } from '../../platform/field-mask.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { fillEventMainImage } from '../media/index.ts';
import { createRecurringCategory, resolveCategories } from './events.categories.ts';
import { copyTitle } from './events.clone-title.ts';
import { recordEventDomainEvent, type Caller, type EventsDeps } from './events.context.ts';
import { columnsOf, normalizeDocument, withoutReadOnlyFields } from './events.documents.ts';
import { requireEvent, type EventReads } from './events.reads.ts';
import { isValidSlug, slugify } from './events.slug.ts';
import type { Lifecycle } from './events.status.ts';
import {
  categoriesOfEvents,
  insertEvent,
  setEventCategories,
  slugInUse,
  slugsStartingWith,
  updateEventRow,
  type EventRow,
} from './events.store.ts';
import { validateEventDocument } from './events.validation.ts';
import {
  EventWritePipeline,
  invalidSlug,
  slugTaken,
  type EventWrite,
  type WriteContext,
} from './events.write-pipeline.ts';

// Kept for the callers of this file (events.ticker.ts): the domain events now live in the context.
export { recordEventDomainEvent };

/** Creating, changing and cloning events: each one write of the pipeline (events.write-pipeline.ts). */
export class EventsService {
  private readonly pipeline: EventWritePipeline;

  constructor(deps: EventsDeps, reads: EventReads) {
    this.pipeline = new EventWritePipeline(deps, reads);
  }

  create(caller: Caller, request: CreateEventRequest): Promise<Event> {
    return this.pipeline.run(caller, createEvent, request);
  }

  update(caller: Caller, eventId: string, request: UpdateEventRequest): Promise<Event> {
    return this.pipeline.run(caller, updateEvent, { eventId, request });
  }

  clone(caller: Caller, eventId: string, request: CloneEventRequest): Promise<Event> {
    return this.pipeline.run(caller, cloneEvent, { eventId, request });
  }
}

// ---------------------------------------------------------------------------------------------
// Create: one event, or one per occurrence of a recurring event.

interface NewEvent {
  doc: Event;
  lifecycle: Lifecycle;
  customSlug?: string;
  request: CreateEventRequest;
}

/** The answer of a document write: the (first) event written, as the caller now reads it. */
const readWritten = (
  written: string[],
  reads: EventReads,
  { request }: { request: { fields?: RequestedField[] } },
  { caller }: WriteContext,
) => reads.getById(caller, written[0], request.fields);

const createEvent: EventWrite<CreateEventRequest, NewEvent, NewEvent, Event> = {
  normalise(request) {
    const customSlug = request.event.seoSettings?.slug;
    if (customSlug !== undefined && !isValidSlug(customSlug)) throw invalidSlug(customSlug);
    const doc = normalizeDocument(withoutReadOnlyFields(request.event));
    return { doc, lifecycle: request.draft ? 'DRAFT' : 'PUBLISHED', customSlug, request };
  },
  patch: async (_unit, created) => [created],
  validate: ({ doc }) => refuse(validateEventDocument(doc)),
  async persist(unit, { doc, lifecycle, customSlug, request }, context) {
    const occurrences = doc.dateAndTimeSettings?.recurringEvents?.individualEventDates ?? [];
    const categories = await resolveCategories(unit, request.event.categories?.categories ?? []);
    // A main image given by an uploaded image's id gets its url, size and filename.
    await fillEventMainImage(unit, doc, context.deps.publicUrl);
    // A recurring event is one event per occurrence, tied together by a hidden category.
    const series = occurrences.length > 0 ? await createRecurringCategory(unit, doc.title!) : null;
    const dates = occurrences.length ? occurrences : [undefined];
    const base = customSlug ?? slugify(doc.title!);
    // Occurrence slugs keep room for their date suffix under the slug length limit.
    const seriesBase = base.slice(0, 100).replace(/-+$/, '');
    // One lookup of the taken slugs for the whole series, then picked in memory.
    const slugs =
      customSlug && !occurrences.length
        ? [await requireFreeSlug(unit, customSlug)]
        : await freeSlugs(
            unit,
            seriesBase,
            dates.map((o) => (o ? `${seriesBase}-${occurrenceSuffix(o.startDate!)}` : base)),
          );
    const ids: string[] = [];
    for (const [i, occurrence] of dates.entries()) {
      // Normalized again: the occurrence's own dates give its formatted schedule.
      const occurrenceDoc: Event = occurrence
        ? normalizeDocument({
            ...doc,
            dateAndTimeSettings: {
              ...doc.dateAndTimeSettings,
              startDate: occurrence.startDate,
              endDate: occurrence.endDate,
              timeZoneId: occurrence.timeZoneId ?? doc.dateAndTimeSettings?.timeZoneId,
            },
          })
        : doc;
      const id = await insert(unit, context, occurrenceDoc, lifecycle, slugs[i], series?.id ?? null);
      await setEventCategories(unit, id, [...categories.map((c) => c.id), ...(series ? [series.id] : [])]);
      await recordEventDomainEvent(unit, 'created', id, { title: doc.title, status: lifecycle });
      if (lifecycle === 'PUBLISHED')
        await recordEventDomainEvent(unit, 'published', id, { title: doc.title });
      ids.push(id);
    }
    return ids;
  },
  read: readWritten,
};

// ---------------------------------------------------------------------------------------------
// Update: a patch (under a field mask) of one event's document.

interface EventPatch {
  eventId: string;
  patch: Event;
  mask: string[];
  touchesCategories: boolean;
  request: UpdateEventRequest;
}

interface ChangedEvent extends EventPatch {
  row: EventRow;
  current: Event;
  next: Event;
}

const updateEvent: EventWrite<
  { eventId: string; request: UpdateEventRequest },
  EventPatch,
  ChangedEvent,
  Event
> = {
  normalise({ eventId, request }) {
    const patch = withoutReadOnlyFields(request.event);
    const mask = normalizeFieldMask(request.fieldMask) ?? pathsOf(patch);
    const touchesCategories =
      request.event.categories !== undefined || mask.some((p) => p.startsWith('categories'));
    return { eventId, patch, mask, touchesCategories, request };
  },
  async patch(unit, change, { deps }) {
    const row = await requireEvent(unit, change.eventId);
    const current = JSON.parse(row.doc) as Event;
    const writableMask = change.mask.filter((p) => !p.startsWith('categories'));
    const next = normalizeDocument(keepServerOwned(applyPatch(current, change.patch, writableMask), current));
    // Turning conferencing on later opens its session then, as creating with it on does.
    if (next.onlineConferencing?.enabled && !next.onlineConferencing.session) {
      next.onlineConferencing = withSession(next.onlineConferencing, deps.publicUrl, change.eventId);
    }
    return [{ ...change, row, current, next }];
  },
  validate({ current, next, request, row }) {
    const violations = validateEventDocument(next);
    if (next.registration?.initialType !== current.registration?.initialType) {
      violations.push(violation('event.registration.initialType', 'cannot be changed', 'FIELD_NOT_ALLOWED'));
    }
    refuse(violations);
    const requestedSlug = request.event.seoSettings?.slug;
    if (requestedSlug !== undefined && requestedSlug !== row.slug && !isValidSlug(requestedSlug)) {
      throw invalidSlug(requestedSlug);
    }
  },
  async persist(unit, { eventId, row, current, next, patch, mask, touchesCategories, request }, context) {
    // A new image id is a new image: nothing of the old one (url, size) is merged into it.
    if (next.mainImage?.id && next.mainImage.id !== current.mainImage?.id) {
      next.mainImage = { ...patch.mainImage };
      await fillEventMainImage(unit, next, context.deps.publicUrl);
    }
    let slug = row.slug;
    const requestedSlug = request.event.seoSettings?.slug;
    if (requestedSlug !== undefined && requestedSlug !== row.slug) {
      if (await slugInUse(unit, requestedSlug, eventId)) throw slugTaken(requestedSlug);
      slug = requestedSlug;
    }
    await updateEventRow(unit, eventId, {
      ...columnsOf(next, row.lifecycle as Lifecycle),
      slug,
      doc: JSON.stringify(next),
      updated_date: context.now,
    });
    if (touchesCategories) {
      const categories = await resolveCategories(unit, request.event.categories?.categories ?? []);
      const kept = row.recurring_category_id ? [row.recurring_category_id] : [];
      await setEventCategories(unit, eventId, [...categories.map((c) => c.id), ...kept]);
    }
    await recordEventDomainEvent(unit, 'updated', eventId, { fields: mask });
    return [eventId];
  },
  read: readWritten,
};

// ---------------------------------------------------------------------------------------------
// Clone: a new single event from another's document, with overrides.

interface CloneInput {
  eventId: string;
  overrides: Event;
  lifecycle: Lifecycle;
  request: CloneEventRequest;
}

interface Clone extends CloneInput {
  source: EventRow;
  doc: Event;
}

const cloneEvent: EventWrite<{ eventId: string; request: CloneEventRequest }, CloneInput, Clone, Event> = {
  normalise: ({ eventId, request }) => ({
    eventId,
    overrides: withoutReadOnlyFields(request.event ?? {}),
    lifecycle: request.draft ? 'DRAFT' : 'PUBLISHED',
    request,
  }),
  async patch(unit, clone) {
    const source = await requireEvent(unit, clone.eventId);
    const sourceDoc = JSON.parse(source.doc) as Event;
    // A clone is a single event, not another series.
    delete sourceDoc.dateAndTimeSettings?.recurringEvents;
    // Named as a copy unless the request names it (the override below wins).
    sourceDoc.title = copyTitle(sourceDoc.title);
    return [{ ...clone, source, doc: normalizeDocument(applyPatch(sourceDoc, clone.overrides)) }];
  },
  validate({ doc, request }) {
    refuse(validateEventDocument(doc));
    const customSlug = request.event?.seoSettings?.slug;
    if (customSlug !== undefined && !isValidSlug(customSlug)) throw invalidSlug(customSlug);
  },
  async persist(unit, { source, doc, lifecycle, request }, context) {
    const customSlug = request.event?.seoSettings?.slug;
    const slug = customSlug ? await requireFreeSlug(unit, customSlug) : await freeSlug(unit, source.slug);
    const id = await insert(unit, context, doc, lifecycle, slug, null);
    const categories = (await categoriesOfEvents(unit, [source.id])).get(source.id) ?? [];
    await setEventCategories(
      unit,
      id,
      categories.filter((c) => c.type === 'MANUAL').map((c) => c.id),
    );
    await recordEventDomainEvent(unit, 'cloned', id, {
      derivedFromEventId: source.id,
      title: doc.title,
      status: lifecycle,
    });
    if (lifecycle === 'PUBLISHED') await recordEventDomainEvent(unit, 'published', id, { title: doc.title });
    return [id];
  },
  read: readWritten,
};

// ---------------------------------------------------------------------------------------------
// Persisting a new event, slugs, server-owned parts.

const refuse = (violations: ReturnType<typeof validateEventDocument>) => {
  if (violations.length) throw validationError(violations);
};

async function insert(
  unit: SiteTx,
  { caller, now, deps }: WriteContext,
  doc: Event,
  lifecycle: Lifecycle,
  slug: string,
  recurringCategoryId: string | null,
): Promise<string> {
  const id = newId();
  const stored: Event = {
    ...doc,
    feed: { token: randomSecret(16) },
    ...(doc.onlineConferencing?.enabled
      ? { onlineConferencing: withSession(doc.onlineConferencing, deps.publicUrl, id) }
      : {}),
  };
  await insertEvent(unit, {
    id,
    slug,
    ...columnsOf(stored, lifecycle),
    recurring_category_id: recurringCategoryId,
    // The API key (owner or staff) that created it: visible to those who manage events.
    user_id: caller.subjectId ?? null,
    created_date: now,
    updated_date: now,
    published_date: lifecycle === 'PUBLISHED' ? now : null,
    announced_status: null,
    doc: JSON.stringify(stored),
  });
  return id;
}

/** The base slug, or the base with the lowest free numeric suffix. */
async function freeSlug(scope: SiteScope, base: string): Promise<string> {
  return (await freeSlugs(scope, base, [base]))[0];
}

/** A free slug for each wanted one (all starting with `family`), distinct from each other. */
async function freeSlugs(scope: SiteScope, family: string, wanted: string[]): Promise<string[]> {
  const taken = await slugsStartingWith(scope, family);
  return wanted.map((slug) => {
    let free = slug;
    for (let n = 2; taken.has(free); n++) free = `${slug}-${n}`;
    taken.add(free);
    return free;
  });
}

async function requireFreeSlug(scope: SiteScope, slug: string): Promise<string> {
  if (await slugInUse(scope, slug)) throw slugTaken(slug);
  return slug;
}

const occurrenceSuffix = (startDate: string) => startDate.slice(0, 16).replace(/[T:]/g, '-').toLowerCase();

function withSession(
  conferencing: NonNullable<Event['onlineConferencing']>,
  publicUrl: string,
  eventId: string,
) {
  const sessionId = newId();
  return {
    ...conferencing,
    type: conferencing.type ?? 'MEETING',
    session: {
      sessionId,
      sessionCreated: true,
      hostLink: `${publicUrl}/conference/${eventId}/${sessionId}?role=host&key=${randomSecret(12)}`,
      guestLink: `${publicUrl}/conference/${eventId}/${sessionId}`,
      password: randomSecret(6),
    },
  };
}

/**
 * Parts of the stored document only the server writes (feed token, conferencing session,
 * cancellation summary): a field mask that names their parent must not erase them.
 */
function keepServerOwned(next: Event, current: Event): Event {
  if (current.feed) next.feed = current.feed;
  if (current.summaries) next.summaries = current.summaries;
  const session = current.onlineConferencing?.session;
  if (session && next.onlineConferencing) next.onlineConferencing = { ...next.onlineConferencing, session };
  return next;
}

export type { EventRow };
