import type { StoreOrderFulfillmentStatus, StoreOrderPaymentStatus } from '@tessera/sdk/store-orders-admin';
import { FULFILLMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './store-order-labels.ts';
import type { StoreOrderFilters } from './store-orders-data.ts';

// The list's filters live in the address (q, payment, fulfillment, archived), so a view can be
// shared and the back button works; unknown values read as "any".

export function filtersFromParams(params: URLSearchParams): StoreOrderFilters {
  const payment = params.get('payment') ?? '';
  const fulfillment = params.get('fulfillment') ?? '';
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    paymentStatus: payment in PAYMENT_STATUS_LABELS ? (payment as StoreOrderPaymentStatus) : '',
    fulfillmentStatus:
      fulfillment in FULFILLMENT_STATUS_LABELS ? (fulfillment as StoreOrderFulfillmentStatus) : '',
    archived: params.get('archived') === '1',
  };
}

export function paramsFromFilters(filters: StoreOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.paymentStatus) params.set('payment', filters.paymentStatus);
  if (filters.fulfillmentStatus) params.set('fulfillment', filters.fulfillmentStatus);
  if (filters.archived) params.set('archived', '1');
  return params;
}
