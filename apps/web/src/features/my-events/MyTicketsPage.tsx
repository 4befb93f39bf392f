import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMyEventOrders } from '@tessera/react';
import type { Event } from '@tessera/sdk';
import type { MemberEventOrder } from '@tessera/sdk/member-orders';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatEventDate } from '../../shared/dates.ts';
import { AccountTabs } from '../../shared/AccountTabs.tsx';
import { MemberGate } from '../../shared/MemberGate.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useEventsOf } from './useEventsOf.ts';
import { ORDER_STATUS, admits } from './order-labels.ts';
import { TicketQr } from '../../shared/TicketQr.tsx';

/** "My tickets": the member's orders, newest first, each ticket with its QR code and the PDF when offered. */
export function MyTicketsPage() {
  usePageTitle('My tickets');
  return (
    <MemberGate title="My tickets" path="/account/tickets" visitorMessage="Log in to see your tickets.">
      <MyTickets />
    </MemberGate>
  );
}

function MyTickets() {
  const orders = useMyEventOrders();
  const { byId } = useEventsOf(orders.data);
  const failed = orders.isError || Boolean(orders.memberError);

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <AccountTabs />
      <Title order={1}>My tickets</Title>
      {!failed && (orders.memberPending || orders.isPending) && <Loader aria-label="Loading your tickets" />}
      {failed && (
        <Alert color="red" variant="light" title="Your tickets could not be loaded">
          Check your connection and{' '}
          <Anchor component="button" type="button" onClick={() => void orders.refetch()}>
            try again
          </Anchor>
          .
        </Alert>
      )}
      {orders.data?.length === 0 && (
        <Card withBorder padding="lg">
          <Text>You have no tickets yet.</Text>
          <Anchor component={Link} to="/">
            Find an event
          </Anchor>
        </Card>
      )}
      {orders.data && orders.data.length > 0 && (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {orders.data.map((order) => (
            <OrderCard key={order.orderNumber} order={order} event={byId.get(order.eventId)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function OrderCard({ order, event }: { order: MemberEventOrder; event: Event | undefined }) {
  const status = ORDER_STATUS[order.status];
  const tickets = order.tickets ?? [];
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} size="h4">
              {event?.slug ? (
                <Anchor component={Link} to={`/events/${event.slug}`}>
                  {event.title}
                </Anchor>
              ) : (
                (event?.title ?? 'An event')
              )}
            </Title>
            {event && (
              <Text size="sm" c="dimmed">
                {formatEventDate(event) || 'Date to be announced'}
              </Text>
            )}
            <Text size="sm">
              Order {order.orderNumber} · {order.ticketsQuantity}{' '}
              {order.ticketsQuantity === 1 ? 'ticket' : 'tickets'}
            </Text>
          </Stack>
          <StatusBadge color={status.color} label={status.label} />
        </Group>
        {order.status === 'OFFLINE_PENDING' && (
          <Text size="sm">Pay at the door: your tickets are checked in once the payment is taken.</Text>
        )}
        {admits(order.status) ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {tickets.map((ticket) => (
              <Card key={ticket.ticketNumber} withBorder padding="sm" radius="md">
                <Stack gap={4} align="center">
                  <TicketQr payload={ticket.qrCode} ticketNumber={ticket.ticketNumber} size={160} />
                  <Text fw={600} ta="center">
                    {ticket.name}
                  </Text>
                  {(ticket.guestDetails.firstName || ticket.guestDetails.lastName) && (
                    <Text size="sm" ta="center">
                      {[ticket.guestDetails.firstName, ticket.guestDetails.lastName]
                        .filter(Boolean)
                        .join(' ')}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" ta="center">
                    Ticket {ticket.ticketNumber}
                    {ticket.checkIn ? ' · checked in' : ''}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            These tickets are not valid for entry.
          </Text>
        )}
        {order.ticketsPdf && admits(order.status) && (
          <Group>
            <Button component="a" href={order.ticketsPdf} variant="default">
              Download tickets (PDF)
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
