/**
 * The one place that reads the time. Everything scheduled (jobs, outbox deliveries, leases)
 * asks a `Clock`, so tests move time with a `TestClock` instead of waiting; a lint rule keeps
 * `new Date()` and `Date.now()` out of the rest of the server.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private ms: number;

  constructor(start: number | string | Date = Date.now()) {
    this.ms = new Date(start).getTime();
  }

  now(): number {
    return this.ms;
  }

  set(at: number | string | Date): void {
    this.ms = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}

/** An instant as the ISO-8601 string stored in every timestamp column. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();

/** Current time of a clock (the system's by default) as a stored timestamp. */
export const nowIso = (clock: Clock = systemClock): string => isoAt(clock.now());

/** Current time of a clock (the system's by default) in milliseconds. */
export const nowMs = (clock: Clock = systemClock): number => clock.now();
