import type { JSONContent } from '@tiptap/core';
import type { Event, EventInput, FieldViolation } from '@tessera/sdk';
import { violationMessage } from '../error-message.ts';
import type { EventFormImage } from '../event-form.ts';
import { browserTimeZone, zonedTimeToIso } from '../zoned-time.ts';
import { toEditorDocument } from './rich-content/to-editor.ts';
import { toWireRichContent } from './rich-content/to-wire.ts';
import type { WireRichContent } from './rich-content/wire.ts';
import { isoToZonedLocal } from './zoned-local.ts';

// The editor's values and the wire event, both ways: what the owner sees in the form, what an
// update sends (with the field mask of exactly the paths the editor owns, so a cleared input
// clears the field and nothing the editor does not show is touched), and the server's field
// violations back on the inputs.

export interface OccurrenceValues {
  key: string;
  start: string;
  end: string;
}

export interface EditorValues {
  title: string;
  shortDescription: string;
  /** The description editor's document; `descriptionBase` keeps the wire's metadata and style. */
  description: JSONContent;
  descriptionBase: WireRichContent;
  image: EventFormImage | null;
  imageAltText: string;
  locationType: 'VENUE' | 'ONLINE';
  locationName: string;
  addressLine: string;
  city: string;
  postalCode: string;
  country: string;
  locationTbd: boolean;
  start: string;
  end: string;
  timeZone: string;
  hideEndDate: boolean;
  showTimeZone: boolean;
  dateTbd: boolean;
  dateTbdMessage: string;
  /** Further dates of a new recurring event (one event each; only when creating). */
  occurrences: OccurrenceValues[];
  categories: string[];
  initialType: 'RSVP' | 'TICKETING';
  /** Open with the event's own registration, on another site, or none. */
  registrationMode: 'OWN' | 'EXTERNAL' | 'NONE';
  externalUrl: string;
  rsvpResponseType: 'YES_ONLY' | 'YES_AND_NO';
  rsvpLimit: string;
  rsvpWaitlist: boolean;
  allowedGuestTypes: 'VISITOR_OR_MEMBER' | 'MEMBER';
  registrationPaused: boolean;
  guestListPublic: boolean;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  seoHidden: boolean;
  draft: boolean;
}

export type EditorField = keyof EditorValues;

let occurrenceKeys = 0;
export const newOccurrence = (): OccurrenceValues => ({ key: `o${++occurrenceKeys}`, start: '', end: '' });

interface SeoTag {
  type?: string;
  children?: string;
  props?: Record<string, unknown>;
  [key: string]: unknown;
}

const seoTagsOf = (event: Event | undefined): SeoTag[] => {
  const tags = (event?.seoSettings?.advancedSeoData as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) ? (tags as SeoTag[]) : [];
};
const isTitleTag = (tag: SeoTag) => tag.type === 'title';
const isDescriptionTag = (tag: SeoTag) => tag.type === 'meta' && tag.props?.name === 'description';

export function editorValuesOf(event?: Event): EditorValues {
  const dates = event?.dateAndTimeSettings ?? {};
  const zone = dates.timeZoneId || browserTimeZone();
  const address = event?.location?.address ?? {};
  const registration = event?.registration ?? {};
  const type = registration.type;
  const tags = seoTagsOf(event);
  return {
    title: event?.title ?? '',
    shortDescription: event?.shortDescription ?? '',
    description: toEditorDocument(event?.description as WireRichContent | undefined),
    descriptionBase: { ...((event?.description as WireRichContent | undefined) ?? {}), nodes: [] },
    image: event?.mainImage?.id
      ? {
          id: event.mainImage.id,
          url: event.mainImage.url ?? '',
          width: event.mainImage.width ?? 0,
          height: event.mainImage.height ?? 0,
        }
      : null,
    imageAltText: event?.mainImage?.altText ?? '',
    locationType: event?.location?.type ?? 'VENUE',
    locationName: event?.location?.name ?? '',
    addressLine: address.addressLine1 ?? address.addressLine ?? '',
    city: address.city ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country ?? '',
    locationTbd: event?.location?.locationTbd ?? false,
    start: isoToZonedLocal(dates.startDate, zone),
    end: isoToZonedLocal(dates.endDate, zone),
    timeZone: zone,
    hideEndDate: dates.hideEndDate ?? false,
    showTimeZone: dates.showTimeZone ?? true,
    dateTbd: dates.dateAndTimeTbd ?? false,
    dateTbdMessage: dates.dateAndTimeTbdMessage ?? '',
    occurrences: [],
    categories: (event?.categories?.categories ?? [])
      .filter((c) => c.type !== 'RECURRING_EVENT' && c.name)
      .map((c) => c.name!),
    initialType: registration.initialType ?? 'RSVP',
    registrationMode: type === 'EXTERNAL' ? 'EXTERNAL' : type === 'NONE' ? 'NONE' : 'OWN',
    externalUrl: registration.external?.url ?? '',
    rsvpResponseType: registration.rsvp?.responseType ?? 'YES_ONLY',
    rsvpLimit: registration.rsvp?.limit ? String(registration.rsvp.limit) : '',
    rsvpWaitlist: registration.rsvp?.waitlistEnabled ?? false,
    allowedGuestTypes: registration.allowedGuestTypes ?? 'VISITOR_OR_MEMBER',
    registrationPaused: registration.registrationPaused ?? false,
    guestListPublic: event?.guestListSettings?.displayedPublicly ?? false,
    slug: event?.slug ?? '',
    seoTitle: String(tags.find(isTitleTag)?.children ?? ''),
    seoDescription: String(tags.find(isDescriptionTag)?.props?.content ?? ''),
    seoHidden: event?.seoSettings?.hidden ?? false,
    draft: true,
  };
}

const text = (value: string) => value.trim() || undefined;
const nullable = (value: string) => value.trim() || null;

/** "Main St 1, 10115 Berlin, DE": what a map and a calendar read. */
function formattedAddress(values: EditorValues): string | undefined {
  const place = [values.postalCode.trim(), values.city.trim()].filter(Boolean).join(' ');
  return text([values.addressLine.trim(), place, values.country.trim()].filter(Boolean).join(', '));
}

/** The SEO tags with the editor's title and description in place of their own; other tags kept. */
function seoTags(values: EditorValues, current: Event | undefined): SeoTag[] {
  const others = seoTagsOf(current).filter((tag) => !isTitleTag(tag) && !isDescriptionTag(tag));
  const own: SeoTag[] = [];
  if (values.seoTitle.trim()) own.push({ type: 'title', children: values.seoTitle.trim() });
  if (values.seoDescription.trim()) {
    own.push({ type: 'meta', props: { name: 'description', content: values.seoDescription.trim() } });
  }
  return [...own, ...others];
}

export interface EditorWrite {
  event: EventInput;
  /** For an update: every path the editor owns. */
  fieldMask: string[];
}

/** The paths an update writes: each input's own, so clearing an input clears the field. */
const OWNED_PATHS = [
  'title',
  'shortDescription',
  'description',
  'mainImage',
  'location',
  'dateAndTimeSettings.startDate',
  'dateAndTimeSettings.endDate',
  'dateAndTimeSettings.timeZoneId',
  'dateAndTimeSettings.hideEndDate',
  'dateAndTimeSettings.showTimeZone',
  'dateAndTimeSettings.dateAndTimeTbd',
  'dateAndTimeSettings.dateAndTimeTbdMessage',
  'registration.type',
  'registration.external',
  'registration.rsvp.responseType',
  'registration.rsvp.limit',
  'registration.rsvp.waitlistEnabled',
  'registration.allowedGuestTypes',
  'registration.registrationPaused',
  'guestListSettings.displayedPublicly',
  'seoSettings.advancedSeoData',
  'seoSettings.hidden',
];

export function editorWrite(values: EditorValues, current?: Event): EditorWrite {
  const zone = values.timeZone.trim();
  const isNew = !current;
  const venue = values.locationType === 'VENUE';
  const address = venue ? formattedAddress(values) : undefined;
  const description = toWireRichContent(values.description, values.descriptionBase);
  const limit = Number.parseInt(values.rsvpLimit, 10);
  const occurrences = isNew
    ? values.occurrences
        .filter((o) => o.start || o.end)
        .map((o) => ({
          startDate: zonedTimeToIso(o.start, zone) ?? null,
          endDate: zonedTimeToIso(o.end, zone) ?? null,
        }))
    : [];
  const registrationType = values.registrationMode === 'OWN' ? values.initialType : values.registrationMode;
  const event: EventInput = {
    title: text(values.title),
    shortDescription: nullable(values.shortDescription),
    description: description as EventInput['description'],
    ...(values.image ? { mainImage: { id: values.image.id, altText: nullable(values.imageAltText) } } : {}),
    location: {
      type: values.locationType,
      name: text(values.locationName),
      ...(values.locationTbd ? { locationTbd: true } : {}),
      ...(address
        ? {
            address: {
              formattedAddress: address,
              addressLine1: text(values.addressLine),
              city: text(values.city),
              postalCode: text(values.postalCode),
              country: text(values.country.toUpperCase()),
            },
          }
        : {}),
    },
    dateAndTimeSettings: {
      startDate: zonedTimeToIso(values.start, zone) ?? null,
      endDate: zonedTimeToIso(values.end, zone) ?? null,
      timeZoneId: zone || undefined,
      hideEndDate: values.hideEndDate,
      showTimeZone: values.showTimeZone,
      dateAndTimeTbd: values.dateTbd,
      dateAndTimeTbdMessage: values.dateTbd ? nullable(values.dateTbdMessage) : null,
      ...(occurrences.length ? { recurringEvents: { individualEventDates: occurrences } } : {}),
    },
    registration: {
      ...(isNew ? { initialType: values.initialType } : { type: registrationType }),
      ...(values.registrationMode === 'EXTERNAL'
        ? { external: { url: text(values.externalUrl) ?? null } }
        : {}),
      ...(values.initialType === 'RSVP'
        ? {
            rsvp: {
              responseType: values.rsvpResponseType,
              limit: Number.isFinite(limit) ? limit : null,
              waitlistEnabled: values.rsvpWaitlist,
            },
          }
        : {}),
      allowedGuestTypes: values.allowedGuestTypes,
      registrationPaused: values.registrationPaused,
    },
    guestListSettings: { displayedPublicly: values.guestListPublic },
    seoSettings: {
      ...(values.slug.trim() && values.slug.trim() !== current?.slug ? { slug: values.slug.trim() } : {}),
      advancedSeoData: { ...(current?.seoSettings?.advancedSeoData ?? {}), tags: seoTags(values, current) },
      hidden: values.seoHidden,
    },
  };
  const slugPath = event.seoSettings?.slug ? ['seoSettings.slug'] : [];
  return { event, fieldMask: [...OWNED_PATHS, ...slugPath] };
}

/** Server field paths and the input each belongs to; a path also covers everything below it. */
const FIELD_PATHS: [string, EditorField][] = [
  ['event.title', 'title'],
  ['event.shortDescription', 'shortDescription'],
  ['event.description', 'description'],
  ['event.mainImage.altText', 'imageAltText'],
  ['event.mainImage', 'image'],
  ['event.location.type', 'locationType'],
  ['event.location.name', 'locationName'],
  ['event.location.address.addressLine1', 'addressLine'],
  ['event.location.address.city', 'city'],
  ['event.location.address.postalCode', 'postalCode'],
  ['event.location.address.country', 'country'],
  ['event.location', 'locationName'],
  ['event.dateAndTimeSettings.startDate', 'start'],
  ['event.dateAndTimeSettings.endDate', 'end'],
  ['event.dateAndTimeSettings.timeZoneId', 'timeZone'],
  ['event.dateAndTimeSettings.dateAndTimeTbdMessage', 'dateTbdMessage'],
  ['event.dateAndTimeSettings.recurringEvents', 'occurrences'],
  ['event.dateAndTimeSettings', 'start'],
  ['event.registration.external', 'externalUrl'],
  ['event.registration.type', 'registrationMode'],
  ['event.registration.initialType', 'initialType'],
  ['event.registration.rsvp.limit', 'rsvpLimit'],
  ['event.registration.rsvp', 'rsvpResponseType'],
  ['event.registration', 'registrationMode'],
  ['event.seoSettings.slug', 'slug'],
  ['event.seoSettings', 'seoTitle'],
  ['event.slug', 'slug'],
  ['draft', 'draft'],
];

function fieldFor(path: string): EditorField | undefined {
  return FIELD_PATHS.find(
    ([prefix]) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`),
  )?.[1];
}

/** Sentences for people: per input, and the rest for the form's alert. */
export interface EditorViolations {
  byField: Partial<Record<EditorField, string[]>>;
  other: string[];
}

export function sortEditorViolations(violations: FieldViolation[]): EditorViolations {
  const sorted: EditorViolations = { byField: {}, other: [] };
  for (const violation of violations) {
    const field = fieldFor(violation.field);
    const message = violationMessage(violation);
    if (field) (sorted.byField[field] ??= []).push(message);
    else sorted.other.push(message);
  }
  return sorted;
}

/** The tab each input is on, so a refusal opens the tab that shows it. */
export const TAB_OF_FIELD: Partial<Record<EditorField, 'details' | 'registration' | 'seo'>> = {
  initialType: 'registration',
  registrationMode: 'registration',
  externalUrl: 'registration',
  rsvpLimit: 'registration',
  rsvpResponseType: 'registration',
  slug: 'seo',
  seoTitle: 'seo',
  seoDescription: 'seo',
};
