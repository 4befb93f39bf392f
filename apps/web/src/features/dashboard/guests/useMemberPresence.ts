import { useEffect, useState } from 'react';
import { useMemberSession, useTesseraClient } from '@tessera/react';
import type { MemberOAuthStrategy } from '@tessera/sdk';

export type Presence = 'member' | 'checking' | 'visitor';

/**
 * Whether a member is logged in on the site's client: without member tokens here the browser may
 * still be logged in at the hosted login, so a silent login is tried once first.
 */
export function useMemberPresence(): Presence {
  const client = useTesseraClient();
  const { loggedIn } = useMemberSession();
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (loggedIn || tried) return;
    let live = true;
    void (client.auth as MemberOAuthStrategy)
      .silentLogin()
      .catch(() => false)
      .finally(() => live && setTried(true));
    return () => {
      live = false;
    };
  }, [client, loggedIn, tried]);
  return loggedIn ? 'member' : tried ? 'visitor' : 'checking';
}
