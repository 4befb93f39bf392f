import { hmacOf, signatureMatches } from '../signatures.ts';
import { validationError, violation } from '../errors.ts';

/** What a cursor carries: the query it continues and where the next page starts. */
export interface CursorState {
  filter?: unknown;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
  offset: number;
  /** Scope of the query the cursor belongs to (e.g. includeDrafts), checked on use. */
  scope?: string;
}

const sign = hmacOf; // the cursor's body, signed with the listing's secret

/** Opaque, tamper-checked cursor: base64url JSON plus an HMAC with the site's secret. */
export function encodeCursor(secret: string, state: CursorState): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function decodeCursor(
  secret: string,
  cursor: string,
  path = 'query.cursorPaging.cursor',
): CursorState {
  const invalid = () =>
    validationError([violation(path, 'cursor is invalid or was tampered with', 'FORMAT')]);
  // Exactly `body.mac`: extra segments would otherwise ride along unsigned.
  const parts = cursor.split('.');
  if (parts.length !== 2) throw invalid();
  const [body, mac] = parts;
  if (!body || !mac) throw invalid();
  if (!signatureMatches(mac, sign(secret, body))) throw invalid();
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CursorState;
    if (typeof state.offset !== 'number' || state.offset < 0) throw new Error('bad offset');
    return state;
  } catch {
    throw invalid();
  }
}
