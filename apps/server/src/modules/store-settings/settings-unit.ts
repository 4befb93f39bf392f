import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation, type Db } from '../../platform/db.ts';
import type { AppError } from '../../platform/errors.ts';
import { openListing, type Listing, type ListingDeclaration } from '../../platform/query/listing.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';

/** What each owner-written settings service (shipping options, discount rules, tax regions, tip settings) is built from. */
export interface SettingsServiceDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  secrets: { cursorSecret(siteId: string): Promise<string> };
}

type AnyListingDeclaration = ListingDeclaration<any, any, any>;
type ListingOf<D> =
  D extends ListingDeclaration<infer Ctx, infer Row, infer Answer> ? Listing<Ctx, Row, Answer> : never;

/**
 * What those services share, written once: their listing, opened on the app's database and the
 * site's cursor secret, and their write unit — one unit of work naming `storeSettings`, with the
 * clock read once for it. When a service names its `taken` 409, a unique index's refusal (a racing
 * create of the same coupon, region or default) becomes that 409 and nothing is written.
 */
export abstract class SettingsDocumentService<D extends AnyListingDeclaration> {
  protected readonly listing: ListingOf<D>;

  constructor(
    protected readonly deps: SettingsServiceDeps,
    declaration: D,
    private readonly taken?: () => AppError,
  ) {
    this.listing = openListing(declaration, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
    }) as ListingOf<D>;
  }

  protected async unit<T>(caller: Caller, work: (unit: SiteTx, now: string) => Promise<T>): Promise<T> {
    try {
      return await this.deps.uow.run(caller.siteId, (unit) => work(unit, isoAt(this.deps.clock.now())), {
        changes: ['storeSettings'],
      });
    } catch (error) {
      if (this.taken && isUniqueViolation(error)) throw this.taken();
      throw error;
    }
  }
}
