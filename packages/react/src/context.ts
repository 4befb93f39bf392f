import { createContext } from 'react';
import type { TesseraClient } from '@tessera/sdk';

export const TesseraClientContext = createContext<TesseraClient | null>(null);
