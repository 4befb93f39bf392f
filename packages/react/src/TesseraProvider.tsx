import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TesseraClient } from '@tessera/sdk';
import { TesseraClientContext } from './context.ts';
import { createTesseraQueryClient } from './query-client.ts';

export interface TesseraProviderProps {
  client: TesseraClient;
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
