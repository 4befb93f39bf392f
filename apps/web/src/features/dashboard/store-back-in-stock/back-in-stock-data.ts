import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import {
  STORES_APP_ID,
  backInStockAdmin,
  requestItem,
  type BackInStockRequest,
  type BackInStockStatus,
} from '@tessera/sdk/back-in-stock-admin';
import { catalogAdmin } from '@tessera/sdk/catalog-admin';
import { itemKey } from './back-in-stock-labels.ts';

// Back-in-stock requests as the owner reads and handles them, on the owner's client. Emails go out
// in a job right after a report's answer, so the list is read again until nothing is PROCESSING.

export const REQUESTS_PAGE_SIZE = 50;

export interface RequestListing {
  status: BackInStockStatus | '';
  productId: string;
  page: number;
}

export interface RequestPage {
  items: BackInStockRequest[];
  total?: number;
  hasNext: boolean;
}

const keys = {
  all: ['dashboard-back-in-stock'] as const,
  requests: (listing: RequestListing) => [...keys.all, 'requests', listing] as const,
  counts: (refs: string[]) => [...keys.all, 'counts', refs] as const,
  products: (ids: string[]) => [...keys.all, 'products', ids] as const,
  productChoices: () => [...keys.all, 'product-choices'] as const,
  settings: () => [...keys.all, 'settings'] as const,
  /** Until when (ms) the list is read every second: the mail job of a report starts after its answer. */
  watchUntil: ['dashboard-back-in-stock-watch'] as const,
};
const WATCH_MS = 10_000;

function useModules() {
  const client = useTesseraClient();
  return { requests: backInStockAdmin(client), catalog: catalogAdmin(client) };
}

/** A page of requests, newest first; read again every second while an email is on its way. */
export function useRequestList(listing: RequestListing) {
  const { requests } = useModules();
  const queryClient = useQueryClient();
  return useQuery<RequestPage, Error, RequestPage, ReturnType<typeof keys.requests>>({
    queryKey: keys.requests(listing),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'PROCESSING') ||
      (queryClient.getQueryData<number>(keys.watchUntil) ?? 0) > Date.now()
        ? 1000
        : false,
    queryFn: async ({ signal }) => {
      let query = requests.queryRequests({ signal }).descending('createdDate');
      if (listing.status) query = query.eq('status', listing.status);
      if (listing.productId) query = query.eq('catalogReference.catalogItemId', listing.productId);
      const page = await query
        .limit(REQUESTS_PAGE_SIZE)
        .skip(listing.page * REQUESTS_PAGE_SIZE)
        .find();
      return { items: page.items, total: page.total, hasNext: page.hasNext() };
    },
  });
}

/** How many requests each item of the page has (every status), by item key. */
export function useRequestCounts(requestsOnPage: BackInStockRequest[]) {
  const { requests } = useModules();
  const items = [...new Map(requestsOnPage.map((r) => [itemKey(r), requestItem(r)])).entries()];
  return useQuery({
    queryKey: keys.counts(items.map(([key]) => key)),
    enabled: items.length > 0,
    queryFn: async ({ signal }) => {
      const counts = await requests.countByItems(
        items.map(([, item]) => item),
        { signal },
      );
      return new Map(items.map(([key], i) => [key, counts[i]?.count ?? 0]));
    },
  });
}

/** The products the requests name (names and variants), by id. */
export function useRequestProducts(productIds: string[]) {
  const { catalog } = useModules();
  const ids = [...new Set(productIds)].sort();
  return useQuery({
    queryKey: keys.products(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const page = await catalog.queryProducts({ signal }).in('id', ids).limit(100).find();
      return new Map(page.items.map((p) => [p.id, p]));
    },
  });
}

/** The first 100 products by name, for the product filter. */
export function useProductChoices() {
  const { catalog } = useModules();
  return useQuery({
    queryKey: keys.productChoices(),
    queryFn: async ({ signal }) =>
      (await catalog.queryProducts({ signal }).ascending('name').limit(100).find()).items.map((p) => ({
        value: p.id,
        label: p.name,
      })),
  });
}

/** Whether the store collects requests (no row for the stores app = collecting). */
export function useCollecting() {
  const { requests } = useModules();
  return useQuery({
    queryKey: keys.settings(),
    queryFn: async ({ signal }) => {
      const { settings } = await requests.settings({ signal });
      return settings.collectionStates.find((s) => s.appId === STORES_APP_ID)?.collectingRequests ?? true;
    },
  });
}

/** A write after which the requests, counts and settings are read again. */
function useRequestsWrite<V>(
  write: (m: ReturnType<typeof useModules>, variables: V) => Promise<unknown>,
  { mails = false } = {},
) {
  const modules = useModules();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(modules, variables),
    onSuccess: () => {
      if (mails) queryClient.setQueryData(keys.watchUntil, Date.now() + WATCH_MS);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSetCollecting = () =>
  useRequestsWrite((m, collecting: boolean) => m.requests.setCollecting(collecting));

export const useDeleteRequest = () =>
  useRequestsWrite((m, requestId: string) => m.requests.deleteRequest(requestId));

export const useMarkSent = () =>
  useRequestsWrite((m, requestId: string) => m.requests.markAsNotificationSent(requestId));

/** Emails the requests named, or everyone waiting for an item; `name` goes into the email. */
export const useNotify = () =>
  useRequestsWrite(
    (
      m,
      { target, name }: { target: { requestIds: string[] } | { request: BackInStockRequest }; name?: string },
    ) =>
      m.requests.reportBackInStock(
        'request' in target ? { item: requestItem(target.request) } : target,
        name ? { name } : {},
      ),
    { mails: true },
  );
