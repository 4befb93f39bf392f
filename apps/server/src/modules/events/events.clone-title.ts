/** The contract's longest title (packages/contracts/src/events.ts). */
const TITLE_MAX = 120;
const SUFFIX = ' (copy)';

/**
 * A clone's title when the request names none: "<title> (copy)", so the owner can tell the copy
 * from its source in every list. A title too long for the suffix is shortened (by code point, so
 * no emoji is cut in half) and marked with an ellipsis; an event without a title keeps none.
 */
export function copyTitle(title: string | null | undefined): string | null | undefined {
  if (!title) return title;
  const chars = Array.from(title);
  if (chars.length + SUFFIX.length <= TITLE_MAX) return `${title}${SUFFIX}`;
  const kept = chars
    .slice(0, TITLE_MAX - SUFFIX.length - 1)
    .join('')
    .trimEnd();
  return `${kept}…${SUFFIX}`;
}
