import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { EVENT_PAGE_FIELDS } from '@tessera/contracts/site-pages';
import { useEventBySlug, useEventOrder } from '@tessera/react';
import type { OrderView } from '@tessera/sdk/event-checkout';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatEventDate } from '../../shared/dates.ts';
import { formatMoneyOf } from './money.ts';
import { checkoutPath } from './paths.ts';
import { externalUrl } from '../../shared/post-flow.ts';
import { purchaseErrorMessage } from './purchase-errors.ts';
import { PayNowForm } from './PayNowForm.tsx';
import { TicketQr } from '../../shared/TicketQr.tsx';

/** A pending payment is asked about again this often until it settles. */
const PENDING_REFRESH_MS = 3000;

const STATUS: Record<string, { title: string; text: string; color: string }> = {
  PAID: {
    title: 'You are going!',
    text: 'Your order is paid. Show a ticket’s QR code at the door.',
    color: 'green',
  },
  FREE: {
    title: 'You are going!',
    text: 'Your order is confirmed. Show a ticket’s QR code at the door.',
    color: 'green',
  },
  AUTHORIZED: {
    title: 'You are going!',
    text: 'Your payment is authorized; the organizer charges it before the event.',
    color: 'green',
  },
  OFFLINE_PENDING: {
    title: 'Order placed: pay at the venue',
    text: 'Your order is reserved. Pay at the venue; your tickets become valid once the payment is confirmed.',
    color: 'blue',
  },
  PENDING: {
    title: 'Payment in progress',
    text: 'Your payment is being processed. This page updates by itself.',
    color: 'blue',
  },
  DECLINED: {
    title: 'Payment declined',
    text: 'Your payment was declined, so no tickets were issued. You can try again with another card.',
    color: 'red',
  },
  // Only an order whose hold ran out before it was paid is canceled (pay later, or a payment that
  // finished after the hold expired, its money given back).
  CANCELED: {
    title: 'This order expired',
    text: 'The time to pay for this order ran out, so its tickets were released. Pick tickets again on the event page.',
    color: 'red',
  },
  VOIDED: {
    title: 'Order voided',
    text: 'This order was voided and its tickets are no longer valid.',
    color: 'red',
  },
};
const AWAITING_PAYMENT = {
  title: 'Payment needed',
  text: 'Your order is placed but not paid yet. Pay below to get your tickets.',
  color: 'blue',
};
const VALID = new Set(['PAID', 'FREE', 'AUTHORIZED']);

/**
 * After checkout (`/events/:slug/orders/:orderNumber`): the order's status, its tickets with their
 * QR codes, and the tickets PDF and calendar file when the server offers them. A declined order
 * leads back to its reservation's checkout; a pending one refreshes until it settles.
 */
export function ConfirmationPage() {
  const { slug, orderNumber } = useParams();
  const [search] = useSearchParams();
  const event = useEventBySlug(slug, { fields: [...EVENT_PAGE_FIELDS] });
  const order = useEventOrder(event.data?.id, orderNumber);
  const status = order.data?.status;
  usePageTitle(status && STATUS[status] ? STATUS[status].title : 'Your order');
  // PENDING without a payment is "pay later" (awaiting payment); with one, a payment settling.
  const awaitingPayment = status === 'PENDING' && !paymentIdOf(order.data);
  const pending = status === 'PENDING' && !awaitingPayment;
  useRefreshWhile(pending, () => void order.refetch());
  const continueUrl = externalUrl(search.get('continue'));

  if (event.error || order.error) {
    return (
      <Paper withBorder p="xl" maw={560} mx="auto" my="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            This order cannot be shown
          </Title>
          <Text>{purchaseErrorMessage(event.error ?? order.error)}</Text>
          <Group>
            <Button component={Link} to={`/events/${encodeURIComponent(slug ?? '')}`}>
              Back to the event
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (!event.data || !order.data) {
    return (
      <Group justify="center" my="xl" gap="sm">
        <Loader size="sm" aria-hidden />
        <Text role="status">Loading your order…</Text>
      </Group>
    );
  }
  const o = order.data;
  const shown = (awaitingPayment ? AWAITING_PAYMENT : STATUS[o.status]) ?? {
    title: 'Your order',
    text: `Status: ${o.status}.`,
    color: 'gray',
  };
  const pdf = (o as OrderView & { ticketsPdf?: string }).ticketsPdf;
  const ics = event.data.calendarUrls?.ics;
  const valid = VALID.has(o.status);

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <div>
        <Title order={1}>{shown.title}</Title>
        <Text c="dimmed">
          {event.data.title} · {formatEventDate(event.data)}
        </Text>
      </div>
      <Alert color={shown.color} variant="light" role={o.status === 'DECLINED' ? 'alert' : 'status'}>
        <Stack gap="xs">
          <Text size="sm">{shown.text}</Text>
          <Text size="sm">
            Order {o.orderNumber} · {o.ticketsQuantity} {o.ticketsQuantity === 1 ? 'ticket' : 'tickets'} ·{' '}
            {formatMoneyOf(o.totalPrice)}
          </Text>
          {o.status === 'DECLINED' && (
            <Group>
              <Button component={Link} to={checkoutPath(slug ?? '', o.reservationId)} color="red">
                Try again
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
      {awaitingPayment && <PayNowForm eventId={event.data.id ?? o.eventId} orderNumber={o.orderNumber} />}
      {(pdf || ics || continueUrl) && valid && (
        <Group gap="sm">
          {pdf && (
            <Button component="a" href={pdf} variant="default">
              Download tickets (PDF)
            </Button>
          )}
          {ics && (
            <Button component="a" href={ics} variant="default">
              Add to calendar (.ics)
            </Button>
          )}
          {continueUrl && (
            <Button component="a" href={continueUrl}>
              Continue to {new URL(continueUrl).host}
            </Button>
          )}
        </Group>
      )}
      {valid && o.tickets && o.tickets.length > 0 && (
        <section aria-labelledby="tickets-heading">
          <Title order={2} size="h3" id="tickets-heading" mb="sm">
            Your tickets
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {o.tickets.map((ticket) => (
              <Paper
                key={ticket.ticketNumber}
                withBorder
                p="md"
                component="article"
                aria-label={`Ticket ${ticket.ticketNumber}`}
              >
                <Group align="flex-start" gap="md" wrap="nowrap">
                  <TicketQr payload={ticket.qrCode} ticketNumber={ticket.ticketNumber} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={700}>{ticket.name}</Text>
                    <Text size="sm" ff="monospace">
                      {ticket.ticketNumber}
                    </Text>
                    {(ticket.guestDetails.firstName || ticket.guestDetails.lastName) && (
                      <Text size="sm">
                        {[ticket.guestDetails.firstName, ticket.guestDetails.lastName]
                          .filter(Boolean)
                          .join(' ')}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {ticket.free ? 'Free' : formatMoneyOf(ticket.price)}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}
      <Anchor component={Link} to={`/events/${encodeURIComponent(slug ?? '')}`}>
        Back to the event
      </Anchor>
    </Stack>
  );
}

/** The payment recorded on an order, if any (the wire's paymentDetails.transaction). */
function paymentIdOf(order: OrderView | undefined): string | undefined {
  const details = (order as { paymentDetails?: { transaction?: { transactionId?: string } } } | undefined)
    ?.paymentDetails;
  return details?.transaction?.transactionId || undefined;
}

/** Calls `refresh` every PENDING_REFRESH_MS while `active` (a payment still settling). */
function useRefreshWhile(active: boolean, refresh: () => void) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => latest.current(), PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
