import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { TesseraClientContext } from './context.ts';
import { createTesseraQueryClient } from './query-client.ts';

export interface TesseraProviderProps {
  /** Any Tessera client; the hooks need the modules they call (`events`, or `eventsAdmin` for writes). */
  client: BaseClient;
  /** Defaults to a client from `createTesseraQueryClient()`, created once per provider. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

export function TesseraProvider({ client, queryClient, children }: TesseraProviderProps) {
  const [ownQueryClient] = useState(createTesseraQueryClient);
  return (
    <TesseraClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </TesseraClientContext.Provider>
  );
}
