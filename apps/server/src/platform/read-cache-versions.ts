/** A site's version of one kind of data, and when it was asked for (in ask order and in time). */
export interface Snapshot {
  version: string;
  askedAt: number;
  askedTime: number;
}

/**
 * The versions of the sites' data (platform/data-versions.ts) for renewing expired entries: each
 * committed write of a versioned kind raises the site's version of it, in any process.
 */
export interface CacheVersions {
  read(siteId: string, kind: string): string | Promise<string>;
  /** Whether `kind` has a version (others, e.g. counters, never let an entry be renewed). */
  isVersioned(kind: string): boolean;
}

/** Sites whose versions are kept at most (each a few kinds). */
const MAX_SNAPSHOT_SITES = 10_000;

/**
 * The last version asked of each site's kinds, for the read cache's renewals (read-cache.ts): one
 * ask per site and kind at a time, answered from the database's current state. Asks and stored
 * answers are numbered from one sequence (`tick`), so a renewal can tell a version asked after an
 * answer was stored from one asked before.
 */
export class VersionSnapshots {
  /** Per site, per kind. */
  private readonly sites = new Map<string, Map<string, Snapshot>>();
  /** Per `site NUL kind`: the ask under way. */
  private readonly asks = new Map<string, Promise<void>>();
  private sequence = 0;

  constructor(
    private readonly now: () => number,
    private readonly versions?: CacheVersions,
  ) {}

  /** The next number of the sequence asks and stores share. */
  tick(): number {
    return ++this.sequence;
  }

  ofSite(siteId: string): ReadonlyMap<string, Snapshot> | undefined {
    return this.sites.get(siteId);
  }

  /** Asks the versions of the site's kinds (one ask per site and kind at a time). */
  ask(siteId: string, kinds: readonly string[]): void {
    const versions = this.versions;
    if (!versions) return;
    for (const kind of kinds) {
      const key = `${siteId}\u0000${kind}`;
      if (this.asks.has(key)) continue;
      const askedAt = this.tick();
      const askedTime = this.now();
      const keep = (version: string) => {
        let site = this.sites.get(siteId);
        if (!site) {
          if (this.sites.size >= MAX_SNAPSHOT_SITES) this.sites.clear();
          this.sites.set(siteId, (site = new Map()));
        }
        const known = site.get(kind);
        if (!known || known.askedAt < askedAt) site.set(kind, { version, askedAt, askedTime });
      };
      const ask = Promise.resolve(versions.read(siteId, kind))
        .then(keep, () => undefined)
        .finally(() => this.asks.delete(key));
      this.asks.set(key, ask);
    }
  }

  /** The asks under way of the site's kinds, to wait for; undefined when there are none. */
  asking(siteId: string, kinds: readonly string[]): Promise<unknown> | undefined {
    const asks = kinds
      .map((kind) => this.asks.get(`${siteId}\u0000${kind}`))
      .filter((ask) => ask !== undefined);
    return asks.length === 0 ? undefined : Promise.all(asks);
  }

  /**
   * The last versions asked of the site's kinds (each asked before this moment), or null when they
   * are not all known: a kind without versions, or none asked yet (then they are asked).
   */
  known(siteId: string, kinds: readonly string[] | undefined): readonly string[] | null {
    const versions = this.versions;
    if (!versions || !kinds || kinds.length === 0) return null;
    const found: string[] = [];
    const site = this.sites.get(siteId);
    for (const kind of kinds) {
      if (!versions.isVersioned(kind)) return null;
      const snapshot = site?.get(kind);
      if (snapshot) found.push(snapshot.version);
    }
    if (found.length === kinds.length) return found;
    this.ask(siteId, kinds);
    return null;
  }

  /** After a write of the site's kinds (all: undefined): versions asked before it are dropped. */
  forget(siteId: string, kinds?: readonly string[]): void {
    const site = this.sites.get(siteId);
    if (site && !kinds) this.sites.delete(siteId);
    else if (site) for (const kind of kinds!) site.delete(kind);
  }
}
