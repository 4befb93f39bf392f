import { createContext, useContext } from 'react';
import type { OwnerCredentials } from './owner-session.ts';

export interface OwnerSession {
  credentials: OwnerCredentials;
  signOut: () => void;
}

export const OwnerSessionContext = createContext<OwnerSession | null>(null);

/** The signed-in owner; only inside the dashboard layout, which renders nothing else signed out. */
export function useOwner(): OwnerSession {
  const session = useContext(OwnerSessionContext);
  if (!session) throw new Error('useOwner() outside the signed-in dashboard');
  return session;
}
