import type { ReactNode } from 'react';
import { Badge, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { formatDay } from '../../../shared/dates.ts';
import { buyerName } from './order-labels.ts';
import { formatMoney } from './order-money.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

type Answer = NonNullable<NonNullable<OrderView['checkoutForm']>['inputValues']>[number];

/** A form answer as text: its value(s), number, date or address. */
function answerText(answer: Answer): string {
  if (answer.values?.length) return answer.values.join(', ');
  if (answer.value) return answer.value;
  if (answer.number !== undefined) return String(answer.number);
  if (answer.dateTime) return answer.dateTime;
  if (answer.address?.formatted) return answer.address.formatted;
  const address = answer.address?.address;
  if (address) {
    return [address.addressLine ?? address.addressLine1, address.city, address.postalCode, address.country]
      .filter(Boolean)
      .join(', ');
  }
  return '–';
}

/** `shirtSize` → `Shirt size`. */
const inputLabel = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Everything about one order: buyer, payment, tickets, invoice and form answers. */
export function OrderDetails({ order, eventTitle }: { order: OrderView; eventTitle: string | undefined }) {
  const answers = order.checkoutForm?.inputValues ?? [];
  const invoice = order.invoice;
  const transaction = order.paymentDetails?.transaction;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <OrderStatusBadge order={order} />
        <Text size="sm" c="dimmed">
          {eventTitle ?? order.eventId}
        </Text>
      </Group>

      <Section title="Buyer">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label="Name">{buyerName(order) || '–'}</Fact>
          <Fact label="Email">{order.email || '–'}</Fact>
          <Fact label="Member">{order.memberId ? 'Yes' : 'No (guest checkout)'}</Fact>
          <Fact label="Marketing emails">{order.marketingConsent ? 'Agreed' : 'Not agreed'}</Fact>
        </SimpleGrid>
      </Section>

      <Section title="Payment">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label="Total">{formatMoney(order.totalPrice)}</Fact>
          <Fact label="Placed">{formatDay(order.created)}</Fact>
          <Fact label="Channel">{order.channel === 'OFFLINE_POS' ? 'At the venue' : 'Online'}</Fact>
          <Fact label="Method">
            {transaction?.method ?? (order.status === 'OFFLINE_PENDING' ? 'At the door' : '–')}
          </Fact>
          {transaction && <Fact label="Transaction">{transaction.transactionId}</Fact>}
        </SimpleGrid>
      </Section>

      <Section title={`Tickets (${order.ticketsQuantity})`}>
        {order.tickets?.length ? (
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Ticket</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Price</Table.Th>
                <Table.Th scope="col">Check-in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.tickets.map((ticket) => (
                <Table.Tr key={ticket.ticketNumber}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{ticket.ticketNumber}</Table.Td>
                  <Table.Td>{ticket.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {ticket.free ? 'Free' : formatMoney(ticket.price)}
                  </Table.Td>
                  <Table.Td>
                    {ticket.checkIn ? (
                      <Badge
                        color="green"
                        variant="light"
                        styles={{ label: { color: 'var(--mantine-color-black)' } }}
                      >
                        Checked in
                      </Badge>
                    ) : (
                      'Not yet'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            No tickets.
          </Text>
        )}
      </Section>

      {invoice && (
        <Section title="Invoice">
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {invoice.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row" fw={400}>
                    {item.quantity} × {item.name}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(item.total)}</Table.Td>
                </Table.Tr>
              ))}
              {invoice.fees.map((fee) => (
                <Table.Tr key={`${fee.name}-${fee.type}`}>
                  <Table.Th scope="row" fw={400}>
                    Service fee ({fee.rate} %{fee.type === 'FEE_INCLUDED' ? ', included' : ''})
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(fee.amount)}</Table.Td>
                </Table.Tr>
              ))}
              {invoice.tax && (
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {invoice.tax.name} ({invoice.tax.rate} %
                    {invoice.tax.type === 'INCLUDED' ? ', included' : ''})
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(invoice.tax.amount)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th scope="row">Paid by the buyer</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(invoice.grandTotal)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  Your revenue
                </Table.Th>
                <Table.Td ta="right">{formatMoney(invoice.revenue)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Section>
      )}

      <Divider />
      <Section title="Form answers">
        {answers.length ? (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
            {answers.map((answer) => (
              <Fact key={answer.inputName} label={inputLabel(answer.inputName)}>
                {answerText(answer)}
              </Fact>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            The buyer gave no answers beyond their name and email.
          </Text>
        )}
      </Section>
    </Stack>
  );
}
