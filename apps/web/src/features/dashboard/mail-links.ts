export type MailPart = { text: string; href?: undefined } | { text: string; href: string };

// A URL runs to the next space or angle bracket/quote; trailing punctuation belongs to the sentence.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The URL as a link target, or undefined unless it is a well-formed http(s) URL. */
function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A message body split into text and links. Only http(s) URLs become links (never `javascript:`,
 * `data:` or anything else a message might carry); the text shown is the text of the message.
 */
export function splitMailLinks(body: string): MailPart[] {
  const parts: MailPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ text: raw, href });
    last = match.index + raw.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
