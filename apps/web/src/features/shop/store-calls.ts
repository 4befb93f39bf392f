import { useMutation } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import type { BaseClient } from '@tessera/sdk/core';
import { backInStock, type StoreItemRef } from '@tessera/sdk/back-in-stock';

// Calls of the store's pages that @tessera/react has no hook for yet (H59 owns the hooks): built
// here on the provider's client, the way the store's own hooks build their modules.

const useHttp = () => useTesseraClient<BaseClient>();

/** A shopper asks to be emailed when an item is back in stock. */
export function useRequestBackInStock() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({
      item,
      email,
      itemUrl,
      details,
    }: {
      item: StoreItemRef;
      email: string;
      itemUrl?: string;
      details?: { name?: string; price?: string; image?: string };
    }) =>
      backInStock(http).requestBackInStock(item, email, {
        ...(itemUrl ? { itemUrl } : {}),
        ...(details ? { details } : {}),
      }),
  });
}
