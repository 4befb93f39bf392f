/**
 * A URL taken from a query string (`?next=…`) or anything else a link can set, as a path of this
 * site, or `fallback` when following it would leave the site.
 *
 * The test is the browser's own parse: `new URL(target, origin)` must keep `origin`. Prefix checks
 * ("starts with `/` but not `//`") let `/\evil.example`, `/%09/evil.example` and `\/evil.example`
 * through, because browsers read `\` as `/` and drop tabs and newlines from URLs; `javascript:`
 * and `data:` URLs have an opaque origin and fail the test too.
 */
export function sameOriginPath(target: string | null | undefined, origin: string, fallback: string): string {
  if (!target) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  // Path, query and fragment only: the answer is relative to this origin whatever it is used with.
  return `${url.pathname}${url.search}${url.hash}`;
}
