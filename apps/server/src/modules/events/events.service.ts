import type {
  CloneEventRequest,
  CreateEventRequest,
  Event,
  RequestedField,
  UpdateEventRequest,
} from '@tessera/contracts';
import { EntityFqdn, EventDomainEvents } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { applyPatch, normalizeFieldMask, pathsOf } from '../../platform/field-mask.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { createRecurringCategory, resolveCategories } from './events.categories.ts';
import { runEventsUnit, type Caller, type EventsDeps } from './events.context.ts';
import { columnsOf, normalizeDocument } from './events.documents.ts';
import { EventReads, requireEvent } from './events.reads.ts';
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
import { validateEventDocument, withoutReadOnlyFields } from './events.validation.ts';
import { fillEventMainImage } from '../media/image-refs.ts';

// Each round of racing creates lets at least one through, so this bounds the racers, not the odds.
const SLUG_ATTEMPTS = 25;

export const recordEventDomainEvent = (
  scope: SiteScope,
  action: keyof typeof EventDomainEvents,
  eventId: string,
  payload: Record<string, unknown>,
) =>
  recordDomainEvent(scope.db, {
    siteId: scope.siteId,
    name: EventDomainEvents[action],
    entityFqdn: EntityFqdn.event,
    entityId: eventId,
    payload: { eventId, timestamp: nowIso(), ...payload },
  });

/** Creating, changing and cloning events. Lifecycle transitions live in events.lifecycle.ts. */
export class EventsService {
  constructor(
    private readonly deps: EventsDeps,
    private readonly reads: EventReads,
  ) {}

  async create(caller: Caller, request: CreateEventRequest): Promise<Event> {
    const doc = normalizeDocument(withoutReadOnlyFields(request.event));
    const violations = validateEventDocument(doc);
    const customSlug = request.event.seoSettings?.slug;
    if (customSlug !== undefined && !isValidSlug(customSlug)) throw invalidSlug(customSlug);
    if (violations.length) throw validationError(violations);
    const lifecycle: Lifecycle = request.draft ? 'DRAFT' : 'PUBLISHED';
    const occurrences = doc.dateAndTimeSettings?.recurringEvents?.individualEventDates ?? [];

    const firstId = await this.withSlugRetry(() =>
      runEventsUnit(this.deps, caller.siteId, async (unit) => {
        const categories = await resolveCategories(unit, request.event.categories?.categories ?? []);
        // A main image given by an uploaded image's id gets its url, size and filename.
        await fillEventMainImage(unit, doc, this.deps.publicUrl);
        // A recurring event is one event per occurrence, tied together by a hidden category.
        const series = occurrences.length > 0 ? await createRecurringCategory(unit, doc.title!) : null;
        const dates = occurrences.length ? occurrences : [undefined];
        const base = customSlug ?? slugify(doc.title!);
        // Occurrence slugs keep room for their date suffix under the slug length limit.
        const seriesBase = base.slice(0, 100).replace(/-+$/, '');
        // One lookup of the taken slugs for the whole series, then picked in memory.
        const slugs =
          customSlug && !occurrences.length
            ? [await this.requireFreeSlug(unit, customSlug)]
            : await this.freeSlugs(
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
          const id = await this.insert(unit, caller, occurrenceDoc, lifecycle, slugs[i], series?.id ?? null);
          await setEventCategories(unit, id, [
            ...categories.map((c) => c.id),
            ...(series ? [series.id] : []),
          ]);
          await recordEventDomainEvent(unit, 'created', id, {
            title: doc.title,
            status: lifecycle,
          });
          if (lifecycle === 'PUBLISHED') {
            await recordEventDomainEvent(unit, 'published', id, { title: doc.title });
          }
          ids.push(id);
        }
        return ids[0];
      }),
    );
    return this.reads.getById(caller, firstId, request.fields);
  }

  async update(caller: Caller, eventId: string, request: UpdateEventRequest): Promise<Event> {
    const patch = withoutReadOnlyFields(request.event);
    const mask = normalizeFieldMask(request.fieldMask) ?? pathsOf(patch);
    const touchesCategories =
      request.event.categories !== undefined || mask.some((p) => p.startsWith('categories'));
    const writableMask = mask.filter((p) => !p.startsWith('categories'));
    await this.withSlugRetry(() =>
      runEventsUnit(this.deps, caller.siteId, async (unit) => {
        const row = await requireEvent(unit, eventId);
        const current = JSON.parse(row.doc) as Event;
        const next = normalizeDocument(keepServerOwned(applyPatch(current, patch, writableMask), current));
        // Turning conferencing on later opens its session then, as creating with it on does.
        if (next.onlineConferencing?.enabled && !next.onlineConferencing.session) {
          next.onlineConferencing = withSession(next.onlineConferencing, this.deps.publicUrl, eventId);
        }
        const violations = validateEventDocument(next);
        if (next.registration?.initialType !== current.registration?.initialType) {
          violations.push(
            violation('event.registration.initialType', 'cannot be changed', 'FIELD_NOT_ALLOWED'),
          );
        }
        if (violations.length) throw validationError(violations);
        // A new image id is a new image: nothing of the old one (url, size) is merged into it.
        if (next.mainImage?.id && next.mainImage.id !== current.mainImage?.id) {
          next.mainImage = { ...patch.mainImage };
          await fillEventMainImage(unit, next, this.deps.publicUrl);
        }
        let slug = row.slug;
        const requestedSlug = request.event.seoSettings?.slug;
        if (requestedSlug !== undefined && requestedSlug !== row.slug) {
          if (!isValidSlug(requestedSlug)) throw invalidSlug(requestedSlug);
          if (await slugInUse(unit, requestedSlug, eventId)) throw slugTaken(requestedSlug);
          slug = requestedSlug;
        }
        const now = nowIso();
        await updateEventRow(unit, eventId, {
          ...columnsOf(next, row.lifecycle as Lifecycle),
          slug,
          doc: JSON.stringify(next),
          updated_date: now,
        });
        if (touchesCategories) {
          const categories = await resolveCategories(unit, request.event.categories?.categories ?? []);
          const kept = row.recurring_category_id ? [row.recurring_category_id] : [];
          await setEventCategories(unit, eventId, [...categories.map((c) => c.id), ...kept]);
        }
        await recordEventDomainEvent(unit, 'updated', eventId, { fields: mask });
      }),
    );
    return this.reads.getById(caller, eventId, request.fields);
  }

  async clone(caller: Caller, eventId: string, request: CloneEventRequest): Promise<Event> {
    const lifecycle: Lifecycle = request.draft ? 'DRAFT' : 'PUBLISHED';
    const cloneId = await this.withSlugRetry(() =>
      runEventsUnit(this.deps, caller.siteId, async (unit) => {
        const source = await requireEvent(unit, eventId);
        const sourceDoc = JSON.parse(source.doc) as Event;
        // A clone is a single event, not another series.
        delete sourceDoc.dateAndTimeSettings?.recurringEvents;
        const overrides = withoutReadOnlyFields(request.event ?? {});
        const doc = normalizeDocument(applyPatch(sourceDoc, overrides));
        const violations = validateEventDocument(doc);
        if (violations.length) throw validationError(violations);
        const customSlug = request.event?.seoSettings?.slug;
        if (customSlug !== undefined && !isValidSlug(customSlug)) throw invalidSlug(customSlug);
        const slug = customSlug
          ? await this.requireFreeSlug(unit, customSlug)
          : await this.freeSlug(unit, source.slug);
        const id = await this.insert(unit, caller, doc, lifecycle, slug, null);
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
        if (lifecycle === 'PUBLISHED')
          await recordEventDomainEvent(unit, 'published', id, { title: doc.title });
        return id;
      }),
    );
    return this.reads.getById(caller, cloneId, request.fields);
  }

  private async insert(
    unit: SiteTx,
    caller: Caller,
    doc: Event,
    lifecycle: Lifecycle,
    slug: string,
    recurringCategoryId: string | null,
  ): Promise<string> {
    const id = newId();
    const now = nowIso();
    const stored: Event = {
      ...doc,
      feed: { token: randomSecret(16) },
      ...(doc.onlineConferencing?.enabled
        ? { onlineConferencing: withSession(doc.onlineConferencing, this.deps.publicUrl, id) }
        : {}),
    };
    await insertEvent(unit, {
      id,
      slug,
      ...columnsOf(stored, lifecycle),
      recurring_category_id: recurringCategoryId,
      user_id: caller.userId ?? null,
      created_date: now,
      updated_date: now,
      published_date: lifecycle === 'PUBLISHED' ? now : null,
      announced_status: null,
      doc: JSON.stringify(stored),
    });
    return id;
  }

  /** The base slug, or the base with the lowest free numeric suffix. */
  private async freeSlug(scope: SiteScope, base: string): Promise<string> {
    return (await this.freeSlugs(scope, base, [base]))[0];
  }

  /** A free slug for each wanted one (all starting with `family`), distinct from each other. */
  private async freeSlugs(scope: SiteScope, family: string, wanted: string[]): Promise<string[]> {
    const taken = await slugsStartingWith(scope, family);
    return wanted.map((slug) => {
      let free = slug;
      for (let n = 2; taken.has(free); n++) free = `${slug}-${n}`;
      taken.add(free);
      return free;
    });
  }

  private async requireFreeSlug(scope: SiteScope, slug: string): Promise<string> {
    if (await slugInUse(scope, slug)) throw slugTaken(slug);
    return slug;
  }

  /** Two concurrent creates may pick the same free slug; the unique index decides, the loser retries. */
  private async withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= SLUG_ATTEMPTS) throw slugTaken('');
      }
    }
  }
}

export const fieldsOf = (fields?: RequestedField[]): Set<RequestedField> => new Set(fields ?? []);

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

const invalidSlug = (slug: string) =>
  new AppError(
    'INVALID',
    'INVALID_SLUG_FORMAT',
    `Slug "${slug}" must be lowercase letters, digits and single dashes`,
    {
      slug,
    },
  );

const slugTaken = (slug: string) =>
  new AppError('CONFLICT', 'SLUG_ALREADY_IN_USE', `Slug "${slug}" is already used by another event`, {
    slug,
  });

export type { EventRow };
