import { randomSecret } from '../../platform/ids.ts';

/** Text for HTML: every character that could end an element or attribute is escaped. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON for an inline script: `<`, `>`, `&` and line separators cannot break out of it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export interface HtmlPage {
  html: string;
  /** The page's content security policy: its one inline script by nonce, nothing else. */
  csp: string;
}

/** A minimal page; `script` runs with a per-answer nonce, `frameAncestors` may frame it. */
export function page(
  title: string,
  body: string,
  options: { script?: string; frameAncestors?: string } = {},
): HtmlPage {
  const nonce = randomSecret(16);
  const script = options.script ? `<script nonce="${nonce}">${options.script}</script>` : '';
  return {
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${nonce}">` +
      'body{font:16px system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}' +
      'label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.5rem;box-sizing:border-box}' +
      'button{margin:.5rem .5rem 0 0;padding:.5rem 1rem}[role=alert]{color:#b00020}</style></head>' +
      `<body>${body}${script}</body></html>`,
    csp: [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${options.frameAncestors ?? "'none'"}`,
    ].join('; '),
  };
}

export const errorPage = (message: string): HtmlPage =>
  page('Sign-in problem', `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(message)}</p>`);
