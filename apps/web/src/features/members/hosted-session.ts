import { useEffect, useState } from 'react';

/** The server's own page of a hosted login (modules/redirects): 200 while the session is live. */
const HOSTED_LOGIN_PAGE = '/_api/tessera/v1/oauth/login';

export type HostedSessionState = 'checking' | 'live' | 'expired' | 'none';

/**
 * Whether the redirect session of a hosted login (`/login?session=…&clientId=…`) can still be
 * finished, asked as soon as the page opens, so an expired link is said before anyone types a
 * password and a code. The server's own login page for the session answers 200 while it is live
 * and 400 once it has expired or been used; nothing is spent by asking. A failed check (offline,
 * 5xx) counts as live: the login then says what went wrong, as before.
 */
export function useHostedSession(session: string | null, clientId: string | null): HostedSessionState {
  const asked = !!session && !!clientId;
  const [state, setState] = useState<HostedSessionState>(asked ? 'checking' : session ? 'live' : 'none');
  useEffect(() => {
    if (!session || !clientId) return;
    const controller = new AbortController();
    const url = new URL(HOSTED_LOGIN_PAGE, window.location.origin);
    url.searchParams.set('session', session);
    url.searchParams.set('clientId', clientId);
    fetch(url, { signal: controller.signal, credentials: 'omit', headers: { accept: 'text/html' } }).then(
      (response) => setState(response.status === 400 ? 'expired' : 'live'),
      () => !controller.signal.aborted && setState('live'),
    );
    return () => controller.abort();
  }, [session, clientId]);
  return state;
}
