import { useState } from 'react';
import {
  clearOwnerCredentials,
  loadOwnerCredentials,
  saveOwnerCredentials,
  type OwnerCredentials,
} from './owner-session.ts';

export function useOwnerSession() {
  const [credentials, setCredentials] = useState(loadOwnerCredentials);
  const signIn = (next: OwnerCredentials) => {
    saveOwnerCredentials(next);
    setCredentials(next);
  };
  const signOut = () => {
    clearOwnerCredentials();
    setCredentials(null);
  };
  return { credentials, signIn, signOut };
}
