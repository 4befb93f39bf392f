import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { StoreBadge } from './StoreBadge.tsx';
import type { OrderTransactions } from '@tessera/sdk/store-payments-admin';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { buyerName } from './store-order-labels.ts';

type Address = NonNullable<StoreOrder['billingInfo']>;

function AddressBlock({ title, address }: { title: string; address: Address | undefined }) {
  const a = address?.address;
  const contact = address?.contactDetails;
  const lines = [
    [contact?.firstName, contact?.lastName].filter(Boolean).join(' '),
    contact?.company,
    a?.addressLine1 ?? [a?.streetAddress?.number, a?.streetAddress?.name].filter(Boolean).join(' '),
    a?.addressLine2,
    [a?.postalCode, a?.city].filter(Boolean).join(' '),
    [a?.subdivisionFullname ?? a?.subdivision, a?.countryFullname ?? a?.country].filter(Boolean).join(', '),
    contact?.phone,
  ].filter(Boolean);
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          None given
        </Text>
      ) : (
        lines.map((line, index) => (
          <Text size="sm" key={index}>
            {line}
          </Text>
        ))
      )}
    </Paper>
  );
}

/** The order's lines with their options, quantity and totals. */
export function OrderLines({ order }: { order: StoreOrder }) {
  return (
    <Paper withBorder component="section" aria-label="Items">
      <Table verticalSpacing="xs" horizontalSpacing="md">
        <caption className="visually-hidden">Items</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col">Quantity</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(order.lineItems ?? []).map((line, index) => (
            <Table.Tr key={line.id ?? index}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.productName?.original}
                </Text>
                {(line.descriptionLines ?? []).map((description, i) => (
                  <Text size="xs" c="dimmed" key={i}>
                    {description.name?.original}:{' '}
                    {description.plainText?.original ?? description.colorInfo?.original}
                  </Text>
                ))}
                {(line.refundQuantity ?? 0) > 0 && (
                  <Text size="xs" c="dimmed">
                    {line.refundQuantity} refunded
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{line.quantity}</Table.Td>
              <Table.Td>{line.totalPriceAfterTax?.formattedAmount ?? line.price?.formattedAmount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: string | undefined; strong?: boolean }) {
  if (!value) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export function OrderTotals({ order }: { order: StoreOrder }) {
  const summary = order.priceSummary;
  const balance = order.balanceSummary;
  const discount = summary?.discount?.amount && Number(summary.discount.amount) > 0;
  return (
    <Paper withBorder p="md" component="section" aria-label="Totals">
      <Title order={2} size="h5" mb={6}>
        Totals
      </Title>
      <Stack gap={2}>
        <Row label="Subtotal" value={summary?.subtotal?.formattedAmount} />
        {discount && <Row label="Discount" value={`−${summary?.discount?.formattedAmount}`} />}
        <Row label="Shipping" value={summary?.shipping?.formattedAmount} />
        <Row label="Tax" value={summary?.tax?.formattedAmount} />
        <Row label="Total" value={summary?.total?.formattedAmount} strong />
        <Row label="Paid" value={balance?.paid?.formattedAmount} />
        {balance?.refunded?.amount && Number(balance.refunded.amount) > 0 && (
          <Row label="Refunded" value={balance.refunded.formattedAmount} />
        )}
      </Stack>
    </Paper>
  );
}

export function BuyerAndAddresses({ order }: { order: StoreOrder }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Paper withBorder p="md" component="section" aria-label="Buyer">
        <Title order={2} size="h5" mb={6}>
          Buyer
        </Title>
        <Text size="sm">{buyerName(order)}</Text>
        <Text size="sm">{order.buyerInfo?.email}</Text>
        <Text size="xs" c="dimmed">
          {order.buyerInfo?.memberId ? 'Site member' : 'Visitor'}
        </Text>
        {order.buyerNote && (
          <Text size="sm" mt={6}>
            Note: {order.buyerNote}
          </Text>
        )}
      </Paper>
      <AddressBlock title="Billing address" address={order.billingInfo} />
      <AddressBlock
        title={order.shippingInfo?.title ? `Shipping: ${order.shippingInfo.title}` : 'Shipping address'}
        address={order.shippingInfo?.logistics?.shippingDestination ?? order.recipientInfo}
      />
    </SimpleGrid>
  );
}

const when = (date: string | null | undefined) =>
  date ? new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

const TRANSACTION_LABELS: Record<string, string> = {
  APPROVED: 'Paid',
  AUTHORIZED: 'Authorized',
  PENDING: 'Pending',
  DECLINED: 'Declined',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partially refunded',
  VOIDED: 'Voided',
  CANCELED: 'Canceled',
};

/** Payments and refunds as the order's transactions tell them. */
export function OrderTransactionsList({ transactions }: { transactions: OrderTransactions | undefined }) {
  const payments = transactions?.payments ?? [];
  const refunds = transactions?.refunds ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-label="Payments and refunds">
      <Title order={2} size="h5" mb={6}>
        Payments and refunds
      </Title>
      {payments.length === 0 && refunds.length === 0 && (
        <Text size="sm" c="dimmed">
          No payments yet.
        </Text>
      )}
      <Stack gap={6}>
        {payments.map((payment, index) => {
          const details = payment.regularPaymentDetails;
          const card = details?.creditCardDetails?.lastFourDigits;
          const status = payment.status ?? details?.status ?? 'UNDEFINED';
          return (
            <Group key={payment.id ?? index} justify="space-between" wrap="wrap">
              <Text size="sm">
                Payment {payment.amount?.formattedAmount}
                {card ? ` by card ending ${card}` : details?.offlinePayment ? ' (offline)' : ''}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {when(payment.createdDate)}
                </Text>
              </Text>
              <StoreBadge variant="light">{TRANSACTION_LABELS[status] ?? status}</StoreBadge>
            </Group>
          );
        })}
        {refunds.map((refund, index) => (
          <Group key={refund.id ?? index} justify="space-between" wrap="wrap">
            <Text size="sm">
              Refund {refund.summary?.requestedRefund?.formattedAmount}
              {refund.details?.reason ? ` — ${refund.details.reason}` : ''}
              <Text span size="xs" c="dimmed">
                {' '}
                {when(refund.createdDate)}
              </Text>
            </Text>
            <StoreBadge variant="light" color={refund.summary?.pending ? 'blue' : 'gray'}>
              {refund.summary?.pending ? 'Pending' : 'Refunded'}
            </StoreBadge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
