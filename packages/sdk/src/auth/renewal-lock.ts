/** The part of the Web Locks API (`navigator.locks`) the renewal uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The page's Web Locks, when there are any: browsers in a secure context. Not on a server, even
 * one whose runtime has `navigator.locks`: there the strategies of many visitors share the
 * process, and one lock per client id would queue every visitor's renewal behind the others.
 */
export function defaultLocks(): LockManagerLike | undefined {
  const scope = globalThis as { window?: unknown; navigator?: { locks?: LockManagerLike } };
  const locks = scope.navigator?.locks;
  return scope.window && typeof locks?.request === 'function' ? locks : undefined;
}

/**
 * Runs `renew` while holding a lock every tab of the origin shares, so two tabs never renew one
 * refresh token at once: the second waits, then finds the first one's fresh tokens in the shared
 * storage and uses them. Without Web Locks (one process, memory storage) it just runs.
 */
export function underRenewalLock<T>(
  locks: LockManagerLike | undefined,
  name: string,
  renew: () => Promise<T>,
): Promise<T> {
  return locks ? locks.request(name, renew) : renew();
}
