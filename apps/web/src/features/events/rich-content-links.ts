// Every URL in a description is the owner's (or anyone's with the API) text: only web, mail and
// phone links and paths of this site are followed; anything else (javascript:, data:) is not.

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The URL when it is safe to put in `href`, else undefined. */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  try {
    const parsed = new URL(url, 'https://this.site');
    return SAFE_PROTOCOLS.has(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An image or video source: web URLs and paths of this site only. */
export function safeMediaSrc(url: unknown): string | undefined {
  const href = safeHref(url);
  if (!href) return undefined;
  const protocol = new URL(href, 'https://this.site').protocol;
  return protocol === 'http:' || protocol === 'https:' ? href : undefined;
}

/** A CSS colour the wire may give a text (#rgb, #rrggbb, rgb()/rgba()), else undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return /^#[0-9a-f]{3,8}$/i.test(value) || /^rgba?\([\d\s.,%]+\)$/i.test(value) ? value : undefined;
}

/** A map link for an address or coordinates (OpenStreetMap: no script, no key). */
export function mapHref(settings: Record<string, unknown>): string | undefined {
  const { lat, lng, address } = settings;
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  }
  if (typeof address === 'string' && address.trim()) {
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
  }
  return undefined;
}
