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
  children,
}: {
  credentials: OwnerCredentials;
  signOut: () => void;
  children: ReactNode;
}) {
  const [client] = useState(() => createOwnerClient(credentials));
  const [queryClient] = useState(createOwnerQueryClient);
  const session = useMemo(() => ({ credentials, signOut }), [credentials, signOut]);
  return (
    <OwnerSessionContext value={session}>
      <TesseraProvider client={client} queryClient={queryClient}>
        {children}
      </TesseraProvider>
    </OwnerSessionContext>
  );
}
