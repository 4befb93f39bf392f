import type {
  AddressWithContact,
  OrderShippingInfo,
  StoreOrderActivityType,
} from '@tessera/contracts/store-orders';

/**
 * What an order stores of what was bought: a snapshot taken when the order is written, never
 * read back from the catalog. Amounts are integer minor units of the order's currency; the wire
 * shaper (order-wire.ts) turns them into the ecom `{ amount, formattedAmount }`.
 */
export interface StoredLineItem {
  id: string;
  productName: { original: string; translated?: string | null };
  catalogReference?: { catalogItemId: string; appId: string; options?: Record<string, unknown> };
  /** The stock this line took (null for custom items): restock gives it back. */
  productId: string | null;
  variantId: string | null;
  quantity: number;
  priceMinor: number;
  priceBeforeDiscountsMinor: number;
  totalDiscountMinor: number;
  totalPriceBeforeTaxMinor: number;
  totalPriceAfterTaxMinor: number;
  taxMinor: number;
  taxRate?: string | null;
  descriptionLines: unknown[];
  image?: string;
  physicalProperties?: { weight?: number | null; sku?: string | null; shippable?: boolean };
  itemType: { preset?: string; custom?: string };
  paymentOption: string;
  restockQuantity: number;
  refundQuantity: number;
  fulfillerId?: string | null;
  /** Placed with a quantity that cannot change (a custom line may say so); absent: false. */
  fixedQuantity?: boolean;
  /** An imported line whose price was still to be set where it was kept; absent: false. */
  priceUndetermined?: boolean;
}

/**
 * A tax the calculator applied when the order was priced: the store's tax region (its name) and
 * rate ("0.2"). The amounts are the lines' (each line keeps its tax and rate); the wire sums them.
 */
export interface StoredTax {
  name: string;
  rate: string;
}

/** The order's `tax_info` column. */
export interface StoredTaxInfo {
  taxExempt?: boolean | null;
  /** Absent on orders written before the taxes were kept (the wire derives them from the lines). */
  taxes?: StoredTax[];
}

export interface StoredDiscount {
  id: string;
  discountType: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  lineItemIds: string[];
  coupon?: { id: string; code: string; name?: string };
  merchantDiscount?: { discountReason?: string; description?: string | null };
  discountRule?: { id: string; name?: { original: string; translated?: string | null } };
  amountMinor: number;
}

export interface StoredFee {
  id: string;
  code?: string | null;
  name: string;
  priceMinor: number;
  lineItemIds: string[];
  source?: string;
}

export interface StoredCustomField {
  title: string;
  translatedTitle?: string | null;
  value?: unknown;
}

/** The money of an order in minor units (price summary columns). */
export interface OrderTotals {
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  discountMinor: number;
  additionalFeesMinor: number;
  totalMinor: number;
}

/** Everything an order is written from (create from checkout, create, import). */
export interface OrderDraft {
  id: string;
  /** Imported orders keep the number they had; others take the site's next one. */
  number?: number;
  checkoutId: string | null;
  purchaseFlowId: string | null;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  archived: boolean;
  imported: boolean;
  channel: { type: string; externalOrderId?: string | null; externalOrderUrl?: string | null };
  currency: string;
  weightUnit: string;
  taxIncluded: boolean;
  subject: { role: 'MEMBER' | 'VISITOR'; id: string } | null;
  buyer: { memberId?: string; visitorId?: string; contactId?: string | null; email?: string | null };
  buyerLanguage: string | null;
  buyerNote: string | null;
  billingInfo: AddressWithContact | null;
  shippingInfo: StoredShippingInfo | null;
  recipientInfo: AddressWithContact | null;
  lineItems: StoredLineItem[];
  appliedDiscounts: StoredDiscount[];
  additionalFees: StoredFee[];
  customFields: StoredCustomField[];
  taxExempt: boolean | null;
  /** The calculator's taxes (none given: the wire names each line's rate as "Tax"). */
  taxes?: StoredTax[];
  createdBy: { userId?: string; memberId?: string; visitorId?: string; appId?: string };
  totals: OrderTotals;
  paidMinor?: number;
  paymentGatewayOrderId?: string | null;
  purchasedDate: string | null;
  tags: { privateTags: string[]; tags: string[] };
}

/** The shipping part stored: the wire's without its money, with the cost in minor units. */
export type StoredShippingInfo = Omit<OrderShippingInfo, 'cost'> & {
  costMinor?: number;
  costDiscountMinor?: number;
};

/** An activity as written by the system or a caller. */
export interface NewActivity {
  type: StoreOrderActivityType;
  merchantComment?: { message: string };
  customActivity?: { appId: string; type: string; additionalData?: Record<string, string> };
  orderRefunded?: { manual?: boolean; amountMinor?: number; reason?: string };
  authorEmail?: string | null;
}
