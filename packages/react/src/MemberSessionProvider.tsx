import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { memberAuth } from './member-client.ts';
import { useTesseraClient } from './useTesseraClient.ts';

export interface MemberSession {
  /** The refresh token belongs to a member (spec §4). */
  loggedIn: boolean;
  /** A silent login is under way: wait before showing "log in". */
  restoring: boolean;
}

const MemberSessionContext = createContext<{ restoring: boolean } | null>(null);

export interface MemberSessionProviderProps {
  /**
   * On first render in a browser, try a silent login (hidden frame, `prompt=none`) when this page
   * holds no member tokens: a member who logged in on the hosted login page is recognised.
   */
  silentLogin?: boolean;
  children?: ReactNode;
}

/** Member session of the `<TesseraProvider>`'s client; place it inside that provider. */
export function MemberSessionProvider({ silentLogin = false, children }: MemberSessionProviderProps) {
  const auth = memberAuth(useTesseraClient());
  const [restoring, setRestoring] = useState(false);
  useEffect(() => {
    if (!silentLogin || auth.loggedIn()) return;
    let active = true;
    setRestoring(true);
    auth
      .silentLogin()
      .catch(() => false)
      .finally(() => active && setRestoring(false));
    return () => {
      active = false;
    };
  }, [auth, silentLogin]);
  return <MemberSessionContext.Provider value={{ restoring }}>{children}</MemberSessionContext.Provider>;
}

/** Whether a member is logged in; re-renders on login, renewal and logout. Server render: not logged in. */
export function useMemberSession(): MemberSession {
  const auth = memberAuth(useTesseraClient());
  const loggedIn = useSyncExternalStore(
    (onChange) => auth.subscribe(onChange),
    () => auth.loggedIn(),
    () => false,
  );
  return { loggedIn, restoring: useContext(MemberSessionContext)?.restoring ?? false };
}
