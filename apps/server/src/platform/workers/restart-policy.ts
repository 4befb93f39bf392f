export interface RestartPolicyOptions {
  /** Delay before restarting after the first crash of a window; doubled per further crash. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Crashes counted together: older ones are forgiven. */
  windowMs?: number;
  /** More crashes than this within the window is a crash loop: the primary gives up. */
  maxCrashes?: number;
}

export type RestartDecision = { restartInMs: number } | { giveUp: true; crashes: number };

/**
 * When to restart a worker that died, and when to stop trying. A worker that dies now and then
 * (a bug on one request, the OOM killer) comes back quickly; one that dies at every start (port
 * taken, database unreachable) would otherwise spin forever, so the primary exits and lets the
 * service manager (systemd, Docker, Kubernetes) report it. Time is passed in: tests step it.
 */
export class RestartPolicy {
  private crashes: number[] = [];
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly windowMs: number;
  private readonly maxCrashes: number;

  constructor(options: RestartPolicyOptions = {}) {
    this.baseDelayMs = options.baseDelayMs ?? 200;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
    this.windowMs = options.windowMs ?? 60_000;
    this.maxCrashes = options.maxCrashes ?? 5;
  }

  /** A worker died unexpectedly at `nowMs`. */
  crashed(nowMs: number): RestartDecision {
    this.crashes = this.crashes.filter((at) => at > nowMs - this.windowMs);
    this.crashes.push(nowMs);
    const count = this.crashes.length;
    if (count > this.maxCrashes) return { giveUp: true, crashes: count };
    return { restartInMs: Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (count - 1)) };
  }
}
