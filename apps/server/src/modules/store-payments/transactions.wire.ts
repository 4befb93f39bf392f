import type {
  OrderPayment,
  OrderRefund,
  OrderTransactions,
  PaymentMethodName,
  RefundDetails,
  RefundStatus,
  TransactionStatus,
} from '@tessera/contracts/store-payments';
import { money, toWireMoney } from '../../platform/money/index.ts';
import type {
  StoreOrderPaymentRow,
  StoreOrderRefundRow,
  StoreRefundTransactionRow,
} from './store-payments.schema.ts';

/** What a payment row keeps of the payment method (JSON `details`). */
export interface StoredPaymentDetails {
  regular?: {
    paymentMethod?: string | null;
    providerTransactionId?: string | null;
    gatewayTransactionId?: string | null;
    creditCardDetails?: { lastFourDigits?: string | null; brand?: string | null };
    paymentMethodName?: PaymentMethodName;
  };
  giftcard?: { giftCardPaymentId?: string; appId?: string; obfuscatedCode?: string | null };
  membership?: {
    membershipId?: string;
    lineItemId?: string;
    name?: { original?: string; translated?: string | null };
    externalTransactionId?: string | null;
    providerAppId?: string;
  };
}

const price = (minor: number | string, currency: string) =>
  toWireMoney('ECOM_PRICE', money(Number(minor), currency));

export const parseDetails = (row: StoreOrderPaymentRow): StoredPaymentDetails =>
  JSON.parse(row.details) as StoredPaymentDetails;

/** One payment as `OrderTransactions.payments[]` has it. */
export function toWirePayment(row: StoreOrderPaymentRow): OrderPayment {
  const details = parseDetails(row);
  const status = row.status as TransactionStatus;
  const wire: OrderPayment = {
    id: row.id,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    amount: price(row.amount_minor, row.currency),
    refundDisabled: row.refund_disabled === 1,
    supportReceiptGeneration: false,
    status,
    ...(row.charge_correlation_id ? { chargeCorrelationId: row.charge_correlation_id } : {}),
  };
  if (row.kind === 'GIFT_CARD') {
    wire.giftcardPaymentDetails = { ...details.giftcard, voided: status === 'VOIDED' };
  } else if (row.kind === 'MEMBERSHIP') {
    wire.membershipPaymentDetails = { ...details.membership, voided: status === 'VOIDED' };
  } else {
    wire.regularPaymentDetails = {
      ...details.regular,
      ...(row.gateway_order_id ? { paymentOrderId: row.gateway_order_id } : {}),
      offlinePayment: row.offline === 1,
      status,
      savedPaymentMethod: false,
      ...(row.delayed_capture === 1 ? { authorizationDetails: authorizationOf(row) } : {}),
    };
  }
  return wire;
}

function authorizationOf(row: StoreOrderPaymentRow) {
  const captured = row.captured_minor === null ? null : Number(row.captured_minor);
  return {
    delayedCapture: true,
    authorizedDate: row.authorized_date,
    captures:
      row.capture_date && captured !== null
        ? [
            {
              id: row.id,
              status: 'SUCCEEDED' as const,
              amount: price(captured, row.currency),
              createdDate: row.capture_date,
            },
          ]
        : [],
    ...(row.void_date
      ? {
          void: {
            status: 'SUCCEEDED' as const,
            voidedDate: row.void_date,
            reason: (row.void_reason ?? 'MANUAL') as 'MANUAL' | 'SCHEDULED',
          },
        }
      : {}),
    ...(row.scheduled_action && row.status === 'AUTHORIZED'
      ? {
          scheduledAction: {
            actionType: row.scheduled_action as 'VOID' | 'CAPTURE',
            executionDate: row.scheduled_at,
          },
        }
      : {}),
  };
}

const OPEN_REFUND: readonly string[] = ['PENDING', 'STARTED', 'SCHEDULED'];

/** One refund with its transactions and the summary the typings describe. */
export function toWireRefund(
  refund: StoreOrderRefundRow,
  transactions: readonly StoreRefundTransactionRow[],
  currency: string,
): OrderRefund {
  const total = (rows: readonly StoreRefundTransactionRow[]) =>
    price(
      rows.reduce((sum, row) => sum + Number(row.amount_minor), 0),
      currency,
    );
  const pending = transactions.filter((t) => OPEN_REFUND.includes(t.status));
  return {
    id: refund.id,
    createdDate: refund.created_date,
    details: JSON.parse(refund.details) as RefundDetails,
    transactions: transactions.map((t) => ({
      paymentId: t.payment_id,
      amount: price(t.amount_minor, currency),
      refundStatus: t.status as RefundStatus,
      ...(t.status_info ? { refundStatusInfo: JSON.parse(t.status_info) } : {}),
      ...(t.provider_refund_id ? { providerRefundId: t.provider_refund_id } : {}),
      externalRefund: t.external === 1,
    })),
    summary: {
      requestedRefund: total(transactions),
      pendingRefund: total(pending),
      refunded: total(transactions.filter((t) => t.status === 'SUCCEEDED')),
      failedRefundAmount: total(transactions.filter((t) => t.status === 'FAILED')),
      pending: pending.length > 0,
    },
  };
}

/** An order's payments and refunds (`OrderTransactions`), from rows already read. */
export function toWireTransactions(
  orderId: string,
  currency: string,
  payments: readonly StoreOrderPaymentRow[],
  refunds: readonly StoreOrderRefundRow[],
  refundTransactions: readonly StoreRefundTransactionRow[],
): OrderTransactions {
  return {
    orderId,
    payments: payments.filter((p) => p.order_id === orderId).map(toWirePayment),
    refunds: refunds
      .filter((r) => r.order_id === orderId)
      .map((r) =>
        toWireRefund(
          r,
          refundTransactions.filter((t) => t.refund_id === r.id),
          currency,
        ),
      ),
  };
}
