/** The part of `BroadcastChannel` the SDK uses; injectable for tests and other hosts. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Opens a channel by name (`name => new BroadcastChannel(name)` in a browser). */
export type BroadcastChannelFactory = (name: string) => BroadcastChannelLike;

/**
 * The page's BroadcastChannel, only in a browser page: on a server (rendering for many visitors
 * at once) there are no tabs to tell, and an open channel would keep the process alive.
 */
export function defaultBroadcastChannel(): BroadcastChannelFactory | undefined {
  const scope = globalThis as {
    window?: unknown;
    BroadcastChannel?: new (name: string) => BroadcastChannelLike;
  };
  const Channel = scope.BroadcastChannel;
  if (!scope.window || typeof Channel !== 'function') return undefined;
  return (name) => new Channel(name);
}

/**
 * Tells the other tabs of the origin that the shared tokens changed (a login, renewal or logout
 * in one tab), so their subscribers (a React member session) re-read them. The channel opens on
 * first use and stays open for the page's life.
 */
export function tabSync(open: BroadcastChannelFactory, name: string, onOtherTab: () => void) {
  let channel: BroadcastChannelLike | undefined;
  const ensure = () => {
    if (!channel) {
      channel = open(name);
      channel.addEventListener('message', ({ data }) => {
        if ((data as { kind?: unknown } | null)?.kind === 'tokens') onOtherTab();
      });
    }
    return channel;
  };
  return {
    /** Starts hearing the other tabs (called when the first subscriber arrives). */
    listen: () => void ensure(),
    /** This tab wrote new tokens. */
    announce: () => ensure().postMessage({ kind: 'tokens' }),
  };
}
