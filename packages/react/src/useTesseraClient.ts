import { useContext } from 'react';
import type { TesseraClient } from '@tessera/sdk';
import { TesseraClientContext } from './context.ts';

export function useTesseraClient(): TesseraClient {
  const client = useContext(TesseraClientContext);
  if (!client) throw new Error('useTesseraClient must be used inside <TesseraProvider>');
  return client;
}
