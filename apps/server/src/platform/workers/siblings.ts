/**
 * What the workers of one `tessera start --workers N` tell each other so that per-process state
 * follows a write at once instead of within its fallback bound: a site's cached visitor reads
 * (READ_CACHE_MS) and revoked tokens (the revocation poll). The fallbacks stay: processes on
 * other machines hear nothing and still catch up within those bounds.
 */
export type SiblingMessage =
  /** `kinds`: the kinds of data the write changed (platform/data-versions.ts); absent, all of them. */
  | { kind: 'site-changed'; siteId: string; kinds?: string[] }
  | { kind: 'revoked'; siteId: string; subjectId: string; revokedBefore: string };

/** A way to reach the other workers of this machine (the cluster IPC through the primary). */
export interface SiblingChannel {
  /** Sent to every other worker; never back to this one. Best effort: never throws. */
  publish(message: SiblingMessage): void;
  subscribe(listener: (message: SiblingMessage) => void): void;
}

/** Envelope key on the IPC channel, so other messages (cluster's own, a debugger's) are ignored. */
export const SIBLING_TAG = 'tesseraSibling';

const MAX_ID = 500;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;
const MAX_KINDS = 64;
const isKinds = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_KINDS && value.every(isId);

/** The message inside an IPC envelope, or null for anything that is not a well-formed one. */
export function parseSiblingMessage(raw: unknown): SiblingMessage | null {
  if (typeof raw !== 'object' || raw === null || !Object.hasOwn(raw, SIBLING_TAG)) return null;
  const message = (raw as Record<string, unknown>)[SIBLING_TAG] as Record<string, unknown> | null;
  if (typeof message !== 'object' || message === null) return null;
  if (message.kind === 'site-changed' && isId(message.siteId)) {
    if (message.kinds === undefined) return { kind: 'site-changed', siteId: message.siteId };
    if (isKinds(message.kinds))
      return { kind: 'site-changed', siteId: message.siteId, kinds: [...message.kinds] };
    return null;
  }
  if (
    message.kind === 'revoked' &&
    isId(message.siteId) &&
    isId(message.subjectId) &&
    typeof message.revokedBefore === 'string' &&
    Number.isFinite(Date.parse(message.revokedBefore))
  )
    return {
      kind: 'revoked',
      siteId: message.siteId,
      subjectId: message.subjectId,
      revokedBefore: message.revokedBefore,
    };
  return null;
}

/** The channel of a cluster worker: its IPC pipe to the primary, which relays to the others. */
export function clusterWorkerChannel(ipc: NodeJS.Process = process): SiblingChannel {
  return {
    publish(message) {
      if (!ipc.connected || !ipc.send) return;
      try {
        // The callback takes a send error (the primary is gone): nothing to tell then.
        ipc.send({ [SIBLING_TAG]: message }, undefined, undefined, () => {});
      } catch {
        // Channel closed while shutting down.
      }
    },
    subscribe(listener) {
      ipc.on('message', (raw: unknown) => {
        const message = parseSiblingMessage(raw);
        if (message) listener(message);
      });
    },
  };
}

interface SiblingState {
  visitorCache: { invalidate(siteId: string, kinds?: readonly string[]): void };
  revocations: {
    onRevoked?: (siteId: string, subjectId: string, revokedBefore: string) => void;
    applyRevocation(siteId: string, subjectId: string, revokedBefore: string): void;
  };
}

/**
 * Connects this process's cache and revocation list to its siblings: what this one changes is
 * published, what they publish is applied. Returns what the unit of work calls after a commit.
 */
export function linkSiblings(
  channel: SiblingChannel | undefined,
  state: SiblingState,
): { siteChanged(siteId: string, kinds?: readonly string[]): void } {
  if (!channel) return { siteChanged: () => {} };
  state.revocations.onRevoked = (siteId, subjectId, revokedBefore) =>
    channel.publish({ kind: 'revoked', siteId, subjectId, revokedBefore });
  channel.subscribe((message) => {
    if (message.kind === 'site-changed') state.visitorCache.invalidate(message.siteId, message.kinds);
    else state.revocations.applyRevocation(message.siteId, message.subjectId, message.revokedBefore);
  });
  return {
    siteChanged: (siteId, kinds) =>
      channel.publish({ kind: 'site-changed', siteId, ...(kinds ? { kinds: [...kinds] } : {}) }),
  };
}
