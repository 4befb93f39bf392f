import type {
  CreateRedirectSessionRequest,
  ExchangeRedirectSessionRequest,
  ExchangeRedirectSessionResponse,
} from '@tessera/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { findMember } from '../identity/index.ts';
import type { OAuthDeps } from '../oauth/index.ts';
import { startSubjectTokens, subjectTokenAnswer, type TokenSubject } from '../oauth/index.ts';
import { consumeRedirectSession, findRedirectSession } from './redirects.store.ts';

// A site built on the official SDK lives on its own origin with its own OAuth client; its visitor
// reserves there, then is sent to a page of this server's web app (a hosted checkout), which holds
// tokens of another client. Like the hosted platform, the page continues as the same visitor: the
// page redirect session remembers who asked for it, and the web app trades its handle (the
// `redirectSession` parameter of the page's address) once for that visitor's tokens, issued to the
// web app's own client. A member's session gives the member (`preferences.maintainIdentity`, true
// unless set false, is the hosted platform's switch for exactly this).

/** The kind of a page redirect session row (login sessions are `auth` / `login`). */
export const PAGE_SESSION_KIND = 'page';
/** The query parameter of the page's address carrying the session's handle. */
export const PAGE_SESSION_PARAM = 'redirectSession';
/**
 * How long after its creation a page session can be traded: longer than a reservation's default
 * hold (20 minutes), short enough that a leaked address soon stops being worth anything.
 */
export const PAGE_SESSION_TTL_MS = 30 * 60_000;

type Subject = Pick<TokenSubject, 'clientId' | 'subjectId' | 'role'>;

/** Whose identity a page session carries: a visitor's or member's token caller, unless declined. */
export function pageSubject(caller: Caller, input: CreateRedirectSessionRequest): Subject | null {
  if (input.preferences?.maintainIdentity === false) return null;
  if (caller.role !== 'VISITOR' && caller.role !== 'MEMBER') return null;
  if (!caller.subjectId || !caller.clientId) return null;
  return { clientId: caller.clientId, subjectId: caller.subjectId, role: caller.role };
}

const unknownSession = () =>
  notFound('REDIRECT_SESSION_NOT_FOUND', 'No page redirect session has this handle on this site');

/** The exchange of a page session's handle for its creator's tokens. */
export class VisitorTransfer {
  constructor(
    private readonly deps: OAuthDeps,
    private readonly clock: Clock,
  ) {}

  async exchange(
    caller: Caller,
    input: ExchangeRedirectSessionRequest,
  ): Promise<ExchangeRedirectSessionResponse> {
    if (!caller.clientId) {
      throw validationError([
        violation(
          'Authorization',
          'a visitor or member token of the OAuth client the tokens are for is required',
          'VALIDATION',
        ),
      ]);
    }
    const row = await findRedirectSession(this.deps.db, sha256Hex(input.sessionToken));
    // Another site's session answers exactly like one that does not exist.
    if (!row || row.site_id !== caller.siteId || row.kind !== PAGE_SESSION_KIND || !row.subject_id) {
      throw unknownSession();
    }
    if (row.consumed_date) {
      throw new AppError(
        'CONFLICT',
        'REDIRECT_SESSION_ALREADY_USED',
        'This page redirect session was already traded for tokens',
      );
    }
    const now = this.clock.now();
    if (row.expires_date <= isoAt(now)) {
      throw new AppError('INVALID', 'REDIRECT_SESSION_EXPIRED', 'This page redirect session has expired');
    }
    const subject: TokenSubject = {
      siteId: row.site_id,
      clientId: caller.clientId,
      subjectId: row.subject_id,
      role: row.subject_role === 'MEMBER' ? 'MEMBER' : 'VISITOR',
    };
    // Logged out (or blocked) since the session was made: its tokens are not brought back to life.
    if (this.deps.revocations.isRevoked(subject.siteId, subject.subjectId, Date.parse(row.created_date))) {
      throw new AppError(
        'CONFLICT',
        'REDIRECT_SESSION_SUBJECT_ENDED',
        'The session of its creator has ended',
      );
    }
    const refreshToken = await this.deps.uow.run(
      row.site_id,
      async (tx) => {
        if (!(await consumeRedirectSession(tx, row.id, isoAt(now)))) return null;
        if (subject.role === 'MEMBER' && (await findMember(tx, subject.subjectId))?.status !== 'ACTIVE') {
          // Thrown: the unit rolls back, the session stays unspent for nobody (the member cannot log in).
          throw new AppError('CONFLICT', 'REDIRECT_SESSION_SUBJECT_ENDED', 'The member cannot log in');
        }
        return startSubjectTokens(tx, subject);
      },
      { changes: ['oauth'] },
    );
    if (refreshToken === null) {
      throw new AppError(
        'CONFLICT',
        'REDIRECT_SESSION_ALREADY_USED',
        'This page redirect session was already traded for tokens',
      );
    }
    const { callbacks } = JSON.parse(row.request) as { callbacks?: Record<string, string> };
    return {
      tokens: await subjectTokenAnswer(this.deps.keys, subject, refreshToken),
      role: subject.role,
      callbacks: Object.fromEntries(
        Object.entries(callbacks ?? {}).filter((entry) => typeof entry[1] === 'string'),
      ),
    };
  }
}
