/** Taken when this module loads: a test's fake timers replace the global one later. */
const realSetImmediate = globalThis.setImmediate;

/** Sites read by one statement at most: a turn with more asks several statements. */
const SITES_PER_STATEMENT = 500;

export interface VersionRow {
  site_id: string;
  name: string;
  version: string | number | bigint;
}

/** Reads every versioned kind's row of the given sites (one statement). */
export type ReadSitesVersions = (siteIds: readonly string[]) => Promise<readonly VersionRow[]>;

interface Pending {
  sites: Set<string>;
  /** Per site, per kind: the version read; a kind without a row has never changed (`0`). */
  versions: Promise<Map<string, Map<string, string>>>;
  settle(versions: Map<string, Map<string, string>> | Error): void;
}

function pending(): Pending {
  let settle!: Pending['settle'];
  const versions = new Promise<Map<string, Map<string, string>>>((resolve, reject) => {
    settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
  });
  // A turn whose every asker has gone (a closed app) must not leave an unhandled rejection.
  versions.catch(() => undefined);
  return { sites: new Set(), versions, settle };
}

/**
 * PostgreSQL's data versions (platform/data-versions.ts), read once per turn of the event loop
 * for every request that asked in that turn: one statement for the turn's sites instead of a
 * round trip per request (an owner's reused listing page was a version read and nothing else,
 * 0.11x the bare route under load).
 *
 * Still exact: a read is answered only by a statement sent after it was asked (the statement of
 * the next check phase, `setImmediate`), so it sees every unit of work committed before the ask,
 * in this process or any other, like a statement of its own.
 */
export class VersionReadBatches {
  private next: Pending | undefined;

  constructor(
    private readonly readSites: ReadSitesVersions,
    private readonly schedule: (run: () => void) => unknown = realSetImmediate,
  ) {}

  /** The committed version of a site's data of one kind, from the next turn's statement. */
  readonly read = async (siteId: string, kind: string): Promise<string> => {
    let next = this.next;
    if (!next) {
      next = this.next = pending();
      this.schedule(this.send);
    }
    next.sites.add(siteId);
    return (await next.versions).get(siteId)?.get(kind) ?? '0';
  };

  private readonly send = (): void => {
    const batch = this.next;
    this.next = undefined;
    if (!batch) return;
    const sites = [...batch.sites];
    const statements: Promise<readonly VersionRow[]>[] = [];
    for (let i = 0; i < sites.length; i += SITES_PER_STATEMENT)
      statements.push(this.readSites(sites.slice(i, i + SITES_PER_STATEMENT)));
    Promise.all(statements).then(
      (results) => {
        const versions = new Map<string, Map<string, string>>();
        for (const rows of results)
          for (const row of rows) {
            let kinds = versions.get(row.site_id);
            if (!kinds) versions.set(row.site_id, (kinds = new Map()));
            kinds.set(row.name, String(row.version));
          }
        batch.settle(versions);
      },
      (error: unknown) => batch.settle(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
