/**
 * The database's "anything written?" token (db.ts `dataVersion`; SQLite only) read once per
 * request and shared by that request's reads: the product listing's and the records' data
 * versions (data-versions.ts asks the token before trusting a remembered version) and the kept
 * stock (kept-stock.ts). Each read of it is a `PRAGMA data_version` statement; a product page
 * asked it three times.
 *
 * Every catalog read route refreshes it first thing (`freshTokenFirst`), so a read never uses a
 * token taken before it began: it sees every write that completed before it. A read running
 * beside another may use the other's newer token, which only makes what it reads newer, never
 * older (a token is always taken before what is read under it).
 */
export interface RequestWriteToken {
  /** Reads the token anew: the first thing a read route does. */
  refresh(): void;
  /** The token of the latest refresh (taken no earlier than the current request began). */
  current(): string;
}

export function requestWriteToken(read: () => string): RequestWriteToken {
  let latest = read();
  return {
    refresh: () => void (latest = read()),
    current: () => latest,
  };
}

/** Each handler of a route group made to refresh the token before anything else. */
export function freshTokenFirst<H extends Record<string, (...args: any[]) => unknown>>(
  token: RequestWriteToken | undefined,
  handlers: H,
): H {
  if (!token) return handlers;
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = (...args: unknown[]) => {
      token.refresh();
      return handler(...args);
    };
  }
  return wrapped as H;
}
