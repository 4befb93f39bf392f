/**
 * Shown at once while a page's code is still on its way (the dashboard's is large: Mantine): a
 * slow network then sees "Loading…" under the header instead of a blank page. Plain markup and
 * the site's CSS only, since nothing else has loaded yet.
 */
export function PageLoading() {
  return (
    <div className="notice" role="status" aria-live="polite">
      <p className="muted">Loading…</p>
    </div>
  );
}
