import {
  requestItem,
  type BackInStockRequest,
  type BackInStockStatus,
} from '@tessera/sdk/back-in-stock-admin';
import type { Product } from '@tessera/sdk/catalog-admin';
import { variantName } from '../store-catalog/product-labels.ts';

// How back-in-stock requests read in the dashboard.

export const STATUS_LABEL: Record<BackInStockStatus, string> = {
  UNSPECIFIED: 'Unknown',
  RECEIVED: 'Waiting',
  PROCESSING: 'Sending…',
  NOTIFICATION_SENT: 'Notified',
  FAILED: 'Email failed',
};
export const STATUS_COLOR: Record<BackInStockStatus, string> = {
  UNSPECIFIED: 'gray',
  RECEIVED: 'blue',
  PROCESSING: 'yellow',
  NOTIFICATION_SENT: 'green',
  FAILED: 'red',
};
export const STATUS_FILTERS = [
  { value: '', label: 'Every status' },
  ...(['RECEIVED', 'PROCESSING', 'NOTIFICATION_SENT', 'FAILED'] as const).map((value) => ({
    value,
    label: STATUS_LABEL[value],
  })),
];

/** One key per catalog reference (product, and variant or chosen options). */
export function itemKey(request: BackInStockRequest): string {
  const item = requestItem(request);
  return JSON.stringify([item.productId, item.variantId ?? null, item.options ?? null]);
}

/** "Hoodie — M / Blue"; the product alone when it has one variant; the id when it is gone. */
export function itemName(request: BackInStockRequest, product: Product | undefined): string {
  if (!product) return 'A deleted product';
  const item = requestItem(request);
  const variant = item.variantId ? product.variants?.find((v) => v.id === item.variantId) : undefined;
  const choices = variant?.choices ?? item.options;
  const detail = choices && Object.keys(choices).length ? variantName(choices) : '';
  return detail ? `${product.name} — ${detail}` : product.name;
}

/** A request can be emailed now unless it was, or is being, sent. */
export const canNotify = (request: BackInStockRequest) =>
  request.status === 'RECEIVED' || request.status === 'FAILED';
