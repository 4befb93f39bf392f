import type { FrameHost } from '../../src/identity.ts';

/**
 * The hidden frame of silent and direct login, as a browser loads it, for tests in Node: the
 * authorize address answers a page that posts its result to the site (web_message); this host
 * fetches that page and hands the posted message to the listener, from the page's origin.
 */
export function nodeFrameHost(): FrameHost {
  let deliver: (message: { origin: string; data: unknown }) => void = () => {};
  return {
    onMessage(listener) {
      deliver = listener;
      return () => (deliver = () => {});
    },
    openHiddenFrame(url) {
      void fetch(url, { redirect: 'manual' })
        .then((response) => response.text())
        .then((html) => {
          const message = /var m=(\{.*?\}),o=/.exec(html)?.[1];
          if (message) deliver({ origin: new URL(url).origin, data: JSON.parse(message) });
        })
        .catch(() => undefined);
      return () => {};
    },
  };
}
