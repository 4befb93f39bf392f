import { useSearchParams } from 'react-router';
import { useTesseraClient } from '@tessera/react';
import { useSiteConfig } from '../../app/site-config-context.ts';
import { finishAtCallback, startSiteLogin } from './member-session.ts';

/**
 * What happens with a session token once the login succeeded: on the hosted login page (a redirect
 * session's `session` parameter) the browser goes to the callback for that session; on the site's
 * own pages the site starts its own authorize request first, so both take the same way.
 */
export function useFinishLogin() {
  const [params] = useSearchParams();
  const client = useTesseraClient();
  const config = useSiteConfig();
  const hosted = params.get('session');
  return async (sessionToken: string) => {
    const session = hosted ?? (await startSiteLogin(client, config, params.get('next') ?? '/account'));
    finishAtCallback(session, sessionToken);
  };
}
