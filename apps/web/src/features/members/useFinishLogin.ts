import { useSearchParams } from 'react-router';
import { useMemberAuth } from './member-auth.ts';
import { CALLBACK_PATH, startSiteLogin } from './member-session.ts';

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
    postToCallback(session, sessionToken);
  };
}

/**
 * The browser posts the session and the session token to the callback as a form, so the token
 * stays out of URLs (history, logs, Referer). The callback finishes only in the browser that
 * started the login: the server bound the session to it with a cookie when it was created here
 * or its authorize page opened.
 */
function postToCallback(session: string, sessionToken: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = CALLBACK_PATH;
  for (const [name, value] of [
    ['state', session],
    ['sessionToken', sessionToken],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name!;
    input.value = value!;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
