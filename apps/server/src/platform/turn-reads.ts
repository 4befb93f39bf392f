/** Taken when this module loads: a test's fake timers replace the global one later. */
const realSetImmediate = globalThis.setImmediate;

/** Reads a group's items in one statement; items it does not answer are absent from the map. */
export type ReadGroup<Value> = (group: string, items: readonly string[]) => Promise<Map<string, Value>>;

interface Pending<Value> {
  groups: Map<string, Set<string>>;
  answers: Promise<Map<string, Map<string, Value>>>;
  settle(answers: Map<string, Map<string, Value>> | Error): void;
}

function pending<Value>(): Pending<Value> {
  let settle!: Pending<Value>['settle'];
  const answers = new Promise<Map<string, Map<string, Value>>>((resolve, reject) => {
    settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
  });
  // A turn whose every asker has gone (a closed app) must not leave an unhandled rejection.
  answers.catch(() => undefined);
  return { groups: new Map(), answers, settle };
}

/**
 * Reads of rows by key asked by many requests in one turn of the event loop, answered by one
 * statement per group (e.g. per site) sent in the next check phase (`setImmediate`), instead of a
 * round trip per request: on PostgreSQL each statement costs the process and the database more
 * than the rows it reads.
 *
 * Still exact: an ask is answered only by a statement sent after it was made, so it sees every
 * unit of work committed before the ask, in this process or any other, like a statement of its
 * own would. Only for reads that must be current, not for what a unit of work reads in its
 * transaction.
 */
export class TurnReads<Value> {
  private next: Pending<Value> | undefined;

  /**
   * @param itemsPerRead a group's items one `readGroup` call takes at most: a turn with more asks
   *   in several calls (one statement's parameters and rows stay bounded), their answers merged.
   * @param schedule sends the turn's reads: the real `setImmediate` (tests pass their own).
   */
  constructor(
    private readonly readGroup: ReadGroup<Value>,
    private readonly itemsPerRead: number,
    private readonly schedule: (run: () => void) => unknown = realSetImmediate,
  ) {}

  /** The group's rows of these items (each present when it has one), from the next statement. */
  async read(group: string, items: readonly string[]): Promise<Map<string, Value>> {
    let next = this.next;
    if (!next) {
      next = this.next = pending();
      this.schedule(this.send);
    }
    let asked = next.groups.get(group);
    if (!asked) next.groups.set(group, (asked = new Set()));
    for (const item of items) asked.add(item);
    return (await next.answers).get(group) ?? new Map();
  }

  private readonly send = (): void => {
    const batch = this.next;
    this.next = undefined;
    if (!batch) return;
    const groups = [...batch.groups];
    Promise.all(groups.map(([group, items]) => this.readInParts(group, [...items]))).then(
      (results) => batch.settle(new Map(groups.map(([group], i) => [group, results[i]]))),
      (error: unknown) => batch.settle(error instanceof Error ? error : new Error(String(error))),
    );
  };

  /** A group's items, `itemsPerRead` at a time, one answer. */
  private async readInParts(group: string, items: string[]): Promise<Map<string, Value>> {
    if (items.length <= this.itemsPerRead) return this.readGroup(group, items);
    const found = new Map<string, Value>();
    for (let i = 0; i < items.length; i += this.itemsPerRead)
      for (const [item, value] of await this.readGroup(group, items.slice(i, i + this.itemsPerRead)))
        found.set(item, value);
    return found;
  }
}
