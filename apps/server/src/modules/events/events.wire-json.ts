import type { RequestedField } from '@tessera/contracts';
import { BoundedMemo } from '../../platform/bounded-memo.ts';
import type { CategoryRow } from './events.store.ts';
import {
  parsedDoc,
  registrationInputOf,
  toWireEvent,
  type ViewOptions,
  type WireEventRow,
} from './events.mapper.ts';
import { registrationStatusOf, statusAt, type RegistrationInput } from './events.status.ts';

/**
 * What a listing reads first, from the listing index alone (no table row, no document): enough
 * to find an event's kept answer and to tell whether it still holds.
 */
export const LISTING_COLUMNS = [
  'events.id',
  'events.revision',
  'events.lifecycle',
  'events.start_date',
  'events.end_date',
] as const;
export type ListingRow = Pick<WireEventRow, 'id' | 'revision' | 'lifecycle' | 'start_date' | 'end_date'>;

/** A view of events: the requested fields, the audience and the site's address, with their key. */
export type EventView = ViewOptions & { key: string };

export function eventView(
  fields: ReadonlySet<RequestedField>,
  owner: boolean,
  publicUrl: string,
  now: string,
) {
  const key = `${[...fields].sort().join(',')}\u0000${owner}\u0000${publicUrl}`;
  return { fields, owner, publicUrl, now, key };
}

interface Kept {
  revision: number;
  /** Registration inputs of that revision, when the view shows registration. */
  registration: Omit<RegistrationInput, 'status'> | null;
  /** What the answer took from the clock and the categories table, as it was then. */
  derived: string;
  json: Buffer;
}

/**
 * The encoded JSON of each event's last answer per view, at most 5,000 (16 MB). Reused only
 * while all it was built from holds: the same row revision (every write of the row raises it),
 * the same status and registration status at the request's clock, the same categories. A page
 * of unchanged events then costs a lookup per event instead of reading, building and
 * stringifying each one.
 */
const keptJson = new BoundedMemo<Kept>(5000, 16 * 1024 * 1024);

const keyOf = (siteId: string, id: string, view: EventView) => `${siteId}\u0000${id}\u0000${view.key}`;

function derivedOf(
  row: ListingRow,
  registration: Kept['registration'],
  categories: CategoryRow[],
  view: EventView,
): string {
  const status = statusAt(row, view.now);
  const registrationStatus = registration ? registrationStatusOf({ ...registration, status }, view.now) : '';
  const categoriesKey = view.fields.has('CATEGORIES') ? JSON.stringify(categories) : '';
  return `${status}\u0000${registrationStatus}\u0000${categoriesKey}`;
}

/** The event's kept JSON, if it still holds for this row (of this site) and view. */
export function keptEventJson(
  siteId: string,
  row: ListingRow,
  categories: CategoryRow[],
  view: EventView,
): Buffer | undefined {
  const kept = keptJson.get(keyOf(siteId, row.id, view));
  if (!kept || kept.revision !== row.revision) return undefined;
  return kept.derived === derivedOf(row, kept.registration, categories, view) ? kept.json : undefined;
}

/** The event's encoded JSON, as `JSON.stringify(toWireEvent(...))`, kept for the next listing. */
export function eventJson(row: WireEventRow, categories: CategoryRow[], view: EventView): Buffer {
  const registration = view.fields.has('REGISTRATION')
    ? registrationInputOf(row, parsedDoc(row.id, row.doc))
    : null;
  const json = Buffer.from(JSON.stringify(toWireEvent(row, categories, view)));
  keptJson.set(
    keyOf(row.site_id, row.id, view),
    { revision: row.revision, registration, derived: derivedOf(row, registration, categories, view), json },
    json.length,
  );
  return json;
}
