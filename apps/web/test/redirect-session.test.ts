import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmedCallback } from '../src/app/redirect-session.ts';
import { afterCheckout } from '../src/shared/post-flow.ts';

/** This tab's session storage, as the browser's (a plain map). */
function stubSessionStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    },
  });
}
const kept = (value: unknown) => ({ 'tessera.redirect-session.callbacks': JSON.stringify(value) });

describe("a redirect session's confirmed callbacks (H44)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a callback only for the page the session opened', () => {
    stubSessionStorage(
      kept({ path: '/events/gala/checkout', callbacks: { postFlowUrl: 'https://shop.example/t' } }),
    );
    expect(confirmedCallback('postFlowUrl', '/events/gala/checkout')).toBe('https://shop.example/t');
    expect(confirmedCallback('postFlowUrl', '/events/other/checkout')).toBeUndefined();
    expect(confirmedCallback('thankYouPageUrl', '/events/gala/checkout')).toBeUndefined();
  });

  it('ignores anything that is not an http(s) URL, inherited names and unreadable storage', () => {
    stubSessionStorage(
      kept({ path: '/p', callbacks: { postFlowUrl: 'javascript:alert(1)', thankYouPageUrl: 42 } }),
    );
    expect(confirmedCallback('postFlowUrl', '/p')).toBeUndefined();
    expect(confirmedCallback('thankYouPageUrl', '/p')).toBeUndefined();
    expect(confirmedCallback('toString', '/p')).toBeUndefined();
    stubSessionStorage({ 'tessera.redirect-session.callbacks': '{not json' });
    expect(confirmedCallback('postFlowUrl', '/p')).toBeUndefined();
  });

  it('after checkout, a confirmed callback on another origin is followed; one from the query only offered', () => {
    const search = new URLSearchParams('postFlowUrl=https://evil.example/');
    expect(afterCheckout(search, 'https://tessera.test', 'https://shop.example/thanks')).toEqual({
      kind: 'away',
      url: 'https://shop.example/thanks',
    });
    expect(afterCheckout(search, 'https://tessera.test')).toEqual({
      kind: 'confirmation',
      continueUrl: 'https://evil.example/',
    });
    expect(afterCheckout(search, 'https://tessera.test', 'javascript:alert(1)').kind).toBe('confirmation');
  });
});
