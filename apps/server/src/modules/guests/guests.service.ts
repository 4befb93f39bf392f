import type { QueryEventGuestsRequest, QueryEventGuestsResponse } from '@tessera/contracts/guests';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { guestsListing } from './guests.listing.ts';
import type { EventGuestsView } from './guests.schema.ts';

/** Event guests: read-only, over the event_guests view of every registration source. */
export class GuestsService {
  private readonly listing: Listing<Record<string, never>, EventGuestsView, QueryEventGuestsResponse>;

  constructor(db: Db) {
    this.listing = openListing(guestsListing, { db, cursorSecret: siteCursorSecrets(db) });
  }

  query(caller: Caller, input: QueryEventGuestsRequest): Promise<QueryEventGuestsResponse> {
    return this.listing.query(caller.siteId, {}, input.query ?? {});
  }
}
