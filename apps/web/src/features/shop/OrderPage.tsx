import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { externalUrl } from '../../shared/post-flow.ts';
import { useStoreOrder } from './checkout-calls.ts';
import { OrderShipments } from './OrderShipments.tsx';
import { fulfillmentWords, placedOn } from './order-words.ts';
import { PageLoading, PageProblem } from './PageStates.tsx';
import { MY_ORDERS_PATH, SHOP_PATH } from './paths.ts';
import { detailsOf, Summary } from './Summary.tsx';

const PAYMENT_WORDS: Record<string, { text: string }> = {
  PAID: { text: 'Paid' },
  PENDING: { text: 'Payment pending: we will email you once it goes through.' },
  NOT_PAID: { text: 'Not paid yet' },
  DECLINED: { text: 'The payment was declined.' },
  PARTIALLY_PAID: { text: 'Partly paid' },
  FULLY_REFUNDED: { text: 'Refunded' },
  PARTIALLY_REFUNDED: { text: 'Partly refunded' },
};

/**
 * A placed order (`/store/orders/:orderId`): for the visitor or member who placed it — the
 * confirmation after paying, and the order a member opens from "My orders" (then headed by its
 * number, with the way back).
 */
export function OrderPage() {
  usePageTitle('Your order');
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const fromAccount = (useLocation().state as { from?: string } | null)?.from === 'account';
  const order = useStoreOrder(orderId);
  const continueUrl = externalUrl(search.get('continue'));

  if (order.error) {
    return <PageProblem heading="Your order" title="This order cannot be shown" error={order.error} />;
  }
  if (!order.data) return <PageLoading text="Loading your order…" />;
  const data = order.data;
  const payment = PAYMENT_WORDS[data.paymentStatus ?? ''];
  const destination = data.shippingInfo?.logistics?.shippingDestination;
  const address = destination?.address;
  const canceled = data.status === 'CANCELED';
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>
          {canceled
            ? 'This order was canceled'
            : fromAccount
              ? `Order #${data.number}`
              : 'Thank you for your order!'}
        </Title>
        {fromAccount ? (
          <Text>
            Placed on {placedOn(data)}
            {fulfillmentWords(data) ? ` · ${fulfillmentWords(data)}` : ''}
          </Text>
        ) : (
          <Text>
            Order number <strong>{data.number}</strong>
            {data.buyerInfo?.email ? ` · a confirmation goes to ${data.buyerInfo.email}` : ''}
          </Text>
        )}
        {payment && (
          <Text fw={600} role="status">
            {payment.text}
          </Text>
        )}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Summary
          lines={(data.lineItems ?? []).map((line, i) => ({
            id: line.id ?? String(i),
            name: line.productName?.translated ?? line.productName?.original ?? 'Item',
            details: detailsOf(line.descriptionLines as Parameters<typeof detailsOf>[0]),
            quantity: line.quantity ?? 1,
            amount: (line.totalPriceBeforeTax ?? line.price)?.formattedAmount,
          }))}
          fees={data.additionalFees?.map((fee) => ({ name: fee.name ?? 'Fee', price: fee.price }))}
          summary={data.priceSummary}
        />
      </Paper>
      {(data.shippingInfo?.title || address) && (
        <Stack gap={4} component="section" aria-label="Delivery">
          <Title order={2} size="h4">
            Delivery
          </Title>
          {data.shippingInfo?.title && <Text>{data.shippingInfo.title}</Text>}
          {address && (
            <Text c="dimmed">
              {[
                [destination?.contactDetails?.firstName, destination?.contactDetails?.lastName]
                  .filter(Boolean)
                  .join(' '),
                address.addressLine1,
                [address.postalCode, address.city].filter(Boolean).join(' '),
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </Text>
          )}
        </Stack>
      )}
      {fromAccount && <OrderShipments orderId={orderId} />}
      <Group>
        {continueUrl && (
          <Button component="a" href={continueUrl}>
            Continue to {new URL(continueUrl).host}
          </Button>
        )}
        {fromAccount && (
          <Anchor component={Link} to={MY_ORDERS_PATH}>
            Back to my orders
          </Anchor>
        )}
        <Anchor component={Link} to={SHOP_PATH}>
          Continue shopping
        </Anchor>
      </Group>
    </Stack>
  );
}
