import { useContext } from 'react';
import type { BaseClient } from '@tessera/sdk/core';
import type { TesseraClient } from '@tessera/sdk';
import { TesseraClientContext } from './context.ts';

/**
 * The provider's client. Typed as `C` (by default a client with the full events module, as
 * before); pass your client's type, e.g. `useTesseraClient<typeof visitorClient>()`.
 */
export function useTesseraClient<C extends BaseClient = TesseraClient>(): C {
  const client = useContext(TesseraClientContext);
  if (!client) throw new Error('useTesseraClient must be used inside <TesseraProvider>');
  return client as C;
}
