/** spec §8/§9: a silent login with no answer within 120 s fails with 'OAuth flow timed out'. */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

/** The browser parts of the hidden-frame flow, injectable for tests and other hosts. */
export interface FrameHost {
  /** Loads `url` in a hidden frame; returns a function that removes it. */
  openHiddenFrame(url: string): () => void;
  /** Calls `listener` with each message posted to this window; returns a function that stops. */
  onMessage(listener: (message: { origin: string; data: unknown }) => void): () => void;
}

/** The page's own window and document: only touched when a frame flow starts (SSR-safe). */
export function browserFrameHost(): FrameHost {
  const { window, document } = globalThis as unknown as { window?: Window; document?: Document };
  if (!window || !document) throw new Error('A silent login needs a browser window');
  return {
    openHiddenFrame(url) {
      const frame = document.createElement('iframe');
      frame.style.display = 'none';
      frame.title = 'Silent sign-in';
      frame.src = url;
      document.body.appendChild(frame);
      return () => frame.remove();
    },
    onMessage(listener) {
      const handler = (event: MessageEvent) => listener({ origin: event.origin, data: event.data });
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
  };
}

export interface WebMessageAnswer {
  code?: string;
  state: string;
  error?: string;
  error_description?: string;
}

/**
 * Opens `url` (an authorize address with `responseMode: web_message`) in a hidden frame and
 * resolves with the message whose `state` matches and that comes from `serverOrigin`; other
 * messages are ignored. The frame and listener are removed either way.
 */
export function waitForWebMessage(
  host: FrameHost,
  url: string,
  state: string,
  serverOrigin: string,
  timeoutMs = SILENT_LOGIN_TIMEOUT_MS,
): Promise<WebMessageAnswer> {
  return new Promise((resolve, reject) => {
    let closeFrame = () => {};
    const stop = host.onMessage(({ origin, data }) => {
      const message = data as Partial<WebMessageAnswer> | null;
      if (!message || typeof message !== 'object' || message.state !== state || origin !== serverOrigin)
        return;
      done();
      resolve(message as WebMessageAnswer);
    });
    const timer = setTimeout(() => {
      done();
      reject(new Error('OAuth flow timed out'));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      stop();
      closeFrame();
    };
    closeFrame = host.openHiddenFrame(url);
  });
}
