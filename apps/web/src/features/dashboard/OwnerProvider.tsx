import { useMemo, useState, type ReactNode } from 'react';
import { TesseraProvider } from '@tessera/react';
import { createOwnerClient } from './owner-client.ts';
import type { OwnerCredentials } from './owner-session.ts';
import { createOwnerQueryClient } from './owner-queries.ts';
import { OwnerSessionContext } from './owner-context.ts';

/**
 * Owner client and its own query cache, so drafts never land in the visitor site's cache.
 * Give it a `key` per credentials: a new session starts with an empty cache.
 */
export function OwnerProvider({
  credentials,
  signOut,
  onUnauthenticated,
  children,
}: {
  credentials: OwnerCredentials;
  signOut: () => void;
  /** A read answered 401: the kept credentials no longer work. */
  onUnauthenticated: () => void;
  children: ReactNode;
}) {
  const [client] = useState(() => createOwnerClient(credentials));
  const [queryClient] = useState(() => createOwnerQueryClient(onUnauthenticated));
  const session = useMemo(() => ({ credentials, signOut }), [credentials, signOut]);
  return (
    <OwnerSessionContext value={session}>
      <TesseraProvider client={client} queryClient={queryClient}>
        {children}
      </TesseraProvider>
    </OwnerSessionContext>
  );
}
