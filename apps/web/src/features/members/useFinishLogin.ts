import { useSearchParams } from 'react-router';
import { useMemberAuth } from './member-auth.ts';
import { finishAtCallback, startSiteLogin } from '../../app/member-session.ts';

/**
 * What happens with a session token once the login succeeded: on the hosted login page (a redirect
 * session's `session` parameter) the browser goes to the callback for that session; on the site's
 * own pages the site starts its own authorize request first, so both take the same way.
 */
export function useFinishLogin() {
  const [params] = useSearchParams();
  const auth = useMemberAuth();
  const hosted = params.get('session');
  return async (sessionToken: string) => {
    const session = hosted ?? (await startSiteLogin(auth, params.get('next') ?? '/account'));
    finishAtCallback(session, sessionToken);
  };
}
