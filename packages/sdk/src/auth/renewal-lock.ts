/** The part of the Web Locks API (`navigator.locks`) the renewal uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The page's Web Locks, when there are any (browsers; not Node or old browsers). */
export function defaultLocks(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
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
