import { useEffect, useState } from 'react';
import {
  clearOwnerCredentials,
  isOwnerStorageEvent,
  loadOwnerCredentials,
  saveOwnerCredentials,
  type OwnerCredentials,
} from './owner-session.ts';

/**
 * The owner's session, shared by every tab of this browser: signing in or out in one tab does the
 * same in the others, and the session ends by itself at its expiry.
 */
export function useOwnerSession() {
  const [credentials, setCredentials] = useState(() => loadOwnerCredentials());
  /** Why the owner was signed out without asking (the server no longer accepts the credentials). */
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const sync = (event: StorageEvent) => {
      if (isOwnerStorageEvent(event)) setCredentials(loadOwnerCredentials());
    };
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  useEffect(() => {
    if (!credentials?.expiresDate) return;
    // setTimeout holds at most ~24.8 days; a longer session is checked again then.
    const wait = Math.min(Date.parse(credentials.expiresDate) - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setCredentials(loadOwnerCredentials()), Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [credentials]);

  const signIn = (next: OwnerCredentials) => {
    setEnded(false);
    setCredentials(saveOwnerCredentials(next));
  };
  const signOut = () => {
    clearOwnerCredentials();
    setCredentials(null);
  };
  /** The server refused the kept credentials (revoked key, session ended early): sign in again. */
  const sessionEnded = () => {
    setEnded(true);
    signOut();
  };
  return { credentials, signIn, signOut, sessionEnded, ended };
}
