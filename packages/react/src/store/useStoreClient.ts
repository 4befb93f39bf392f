import type { BaseClient } from '@tessera/sdk/core';
import { useTesseraClient } from '../useTesseraClient.ts';

/** The provider's client as the store's hooks use it (any client: modules are found or built). */
export const useStoreClient = (): BaseClient => useTesseraClient<BaseClient>();
