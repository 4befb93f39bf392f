import type { ReactNode } from 'react';
import type { TesseraClient } from '@tessera/sdk';
import { TesseraProvider } from '@tessera/react';

export function AppProviders({ client, children }: { client: TesseraClient; children: ReactNode }) {
  return <TesseraProvider client={client}>{children}</TesseraProvider>;
}
