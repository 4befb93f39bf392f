import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { BackInStockRequest, BackInStockStatus } from '@tessera/sdk/back-in-stock-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { Pager } from '../../../shared/Pager.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { ListLoading } from '../store-catalog/ListLoading.tsx';
import { ResponsiveList } from '../ResponsiveList.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { CollectingSwitch } from './CollectingSwitch.tsx';
import { REQUEST_COLUMNS, RequestCard, RequestRow } from './RequestRow.tsx';
import { WaitingItems } from './WaitingItems.tsx';
import { STATUS_FILTERS, STATUS_LABEL, itemName } from './back-in-stock-labels.ts';
import {
  REQUESTS_PAGE_SIZE,
  useProductChoices,
  useRequestList,
  useRequestProducts,
  type RequestListing,
} from './back-in-stock-data.ts';

/** The filters live in the address (status, product, page), so a reload or a link keeps them. */
function useListingParams(): [RequestListing, (change: Partial<RequestListing>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const listing: RequestListing = {
    status: status in STATUS_LABEL ? (status as BackInStockStatus) : '',
    productId: params.get('product') ?? '',
    page: Math.max(0, Number(params.get('page') ?? 0) || 0),
  };
  const update = (change: Partial<RequestListing>) => {
    const next = { ...listing, page: 0, ...change };
    const out = new URLSearchParams();
    if (next.status) out.set('status', next.status);
    if (next.productId) out.set('product', next.productId);
    if (next.page) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [listing, update];
}

/** Shoppers' requests to be emailed when an item is back: by status and product, each handled in place. */
export function BackInStockPage() {
  usePageTitle('Back in stock');
  const [listing, setListing] = useListingParams();
  const list = useRequestList(listing);
  const requests = list.data?.items ?? [];
  const products = useRequestProducts(requests.map((r) => r.catalogReference.catalogItemId));
  const choices = useProductChoices();
  const phone = usePhoneLayout();
  const nameOf = (request: BackInStockRequest) =>
    products.isPending && requests.length > 0
      ? '…'
      : itemName(request, products.data?.get(request.catalogReference.catalogItemId));
  const filtered = Boolean(listing.status || listing.productId);

  return (
    <Stack gap="md">
      <Title order={1}>Back in stock</Title>
      <CollectingSwitch />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={listing.status}
          allowDeselect={false}
          onChange={(value) => setListing({ status: (value ?? '') as RequestListing['status'] })}
          style={{ flex: '0 1 200px' }}
        />
        <Select
          label="Product"
          placeholder="Every product"
          data={choices.data ?? []}
          value={listing.productId || null}
          searchable
          clearable
          // Mantine hides its clear button from keyboards and screen readers: here it is the way back.
          clearButtonProps={{ 'aria-label': 'Show every product', 'aria-hidden': false, tabIndex: 0 }}
          nothingFoundMessage="No product by that name"
          onChange={(value) => setListing({ productId: value ?? '' })}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      {list.isError ? (
        <LoadFailure what="The requests" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListLoading label="Loading the requests" />
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed">
            {requests.length === 0
              ? filtered
                ? 'No requests match.'
                : 'No requests yet. Shoppers ask on the page of a product that is out of stock.'
              : list.data.total !== undefined
                ? `${list.data.total} ${list.data.total === 1 ? 'request' : 'requests'}`
                : `${requests.length} requests on this page`}
          </Text>
          {requests.length > 0 && (
            <ResponsiveList
              caption="Back-in-stock requests, newest first"
              phone={phone}
              columns={REQUEST_COLUMNS}
              items={requests}
              card={(request) => <RequestCard key={request.id} request={request} item={nameOf(request)} />}
              row={(request) => <RequestRow key={request.id} request={request} item={nameOf(request)} />}
            />
          )}
          <Pager
            page={listing.page}
            hasNext={list.data.hasNext}
            totalPages={
              list.data.total !== undefined
                ? Math.max(1, Math.ceil(list.data.total / REQUESTS_PAGE_SIZE))
                : undefined
            }
            onPage={(page) => setListing({ page })}
          />
          <WaitingItems requests={requests} nameOf={nameOf} />
        </>
      )}
    </Stack>
  );
}
