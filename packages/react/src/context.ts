import { createContext } from 'react';
import type { BaseClient } from '@tessera/sdk/core';

export const TesseraClientContext = createContext<BaseClient | null>(null);
