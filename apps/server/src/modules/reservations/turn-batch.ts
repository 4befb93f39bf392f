/** The outcome of one item of a batch: its answer, or the error only that item gets. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  settle: (outcome: Outcome<R>) => void;
}

/**
 * Group commit: items submitted in one turn of the event loop (every request whose body was read
 * in the same poll) are handed to `work` together, at the turn's end (`setImmediate`), so they share
 * its statements and its transaction instead of one each. `work` answers every item on its own
 * (an item's error is that item's alone). At most `inFlight` batches run at once; items arriving
 * meanwhile wait and go together into the next, so a batch grows with the load (one item when
 * idle: then it costs one `setImmediate`). At most `size` items per batch.
 */
export class TurnBatch<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private scheduled = false;
  private running = 0;

  constructor(
    private readonly work: (items: T[]) => Promise<Outcome<R>[]>,
    private readonly limits: { size: number; inFlight: number },
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({
        item,
        settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)),
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.running >= this.limits.inFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running >= this.limits.inFlight || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.limits.size);
    this.running++;
    this.schedule(); // the rest of an oversized turn, if another batch may run
    try {
      const outcomes = await this.work(batch.map((w) => w.item));
      batch.forEach((w, i) => w.settle(outcomes[i] ?? { ok: false, error: new Error('no outcome') }));
    } catch (error) {
      for (const w of batch) w.settle({ ok: false, error });
    } finally {
      this.running--;
      this.schedule();
    }
  }
}

/** Runs `task` for an item's outcome: its value, or the error it threw (never rejects). */
export async function outcomeOf<R>(task: () => Promise<R>): Promise<Outcome<R>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    return { ok: false, error };
  }
}
