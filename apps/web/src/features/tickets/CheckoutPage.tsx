import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EVENT_PAGE_FIELDS } from '@tessera/contracts/site-pages';
import { checkoutKeys, useCheckout, useCheckoutForm, useEventBySlug, useInvoice } from '@tessera/react';
import type { CheckoutRequest, Form } from '@tessera/sdk/event-checkout';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { CardForm } from '../../shared/payment/CardForm.tsx';
import { ReservationCountdown } from './ReservationCountdown.tsx';
import { initialAnswers, placeOf, toInputValues, type Answers } from './form-answers.ts';
import { GuestForm } from './GuestForm.tsx';
import { InvoiceSummary } from './InvoiceSummary.tsx';
import { formatMoneyOf, moneyOf } from './money.ts';
import { orderPath } from './paths.ts';
import { afterCheckout } from '../../shared/post-flow.ts';
import { confirmedCallback } from '../../app/redirect-session.ts';
import { errorCode, purchaseErrorMessage, violationSentence, violationsOf } from './purchase-errors.ts';
import { cardProblems, tokenForCard, type CardDetails } from '../../shared/payment/test-cards.ts';
import { useCountdown } from './useCountdown.ts';

type Buyer = { firstName: string; lastName: string; email: string };
type Errors = {
  buyer: Record<string, string>;
  guests: Record<string, string>[];
  card: Partial<Record<keyof CardDetails, string>>;
  page: string[];
};
const NO_ERRORS: Errors = { buyer: {}, guests: [], card: {}, page: [] };

/**
 * Checkout of a reservation (`/events/:slug/checkout?reservationId=…`, also where a redirect
 * session's `eventsCheckout` lands): the countdown of the hold, buyer details, a guest form per
 * ticket from the event's form, a discount code, the invoice, and the card form when there is
 * something to pay. The server checks everything; its field violations are shown on the fields.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { slug } = useParams();
  const [search] = useSearchParams();
  const reservationId = search.get('reservationId') ?? '';
  const event = useEventBySlug(slug, { fields: [...EVENT_PAGE_FIELDS] });
  const eventId = event.data?.id;
  const [coupon, setCoupon] = useState('');
  const invoice = useInvoice(reservationId || undefined, eventId, coupon);
  const form = useCheckoutForm(eventId);
  const remaining = useCountdown(invoice.data?.expires);
  const eventPath = `/events/${encodeURIComponent(slug ?? '')}`;

  if (!reservationId) {
    return (
      <Notice title="Nothing to check out" eventPath={eventPath}>
        This checkout link does not name a reservation. Pick your tickets on the event page.
      </Notice>
    );
  }
  if (event.error || invoice.error || form.error) {
    return (
      <Notice title="This checkout cannot be shown" eventPath={eventPath}>
        {purchaseErrorMessage(event.error ?? invoice.error ?? form.error)}
      </Notice>
    );
  }
  if (!event.data || !invoice.data || !form.data) {
    return (
      <Group justify="center" my="xl" gap="sm">
        <Loader size="sm" aria-hidden />
        <Text role="status">Loading your reservation…</Text>
      </Group>
    );
  }
  const status = invoice.data.reservationStatus;
  if (status === 'RESERVATION_CONFIRMED') {
    return (
      <Notice title="Already checked out" eventPath={eventPath}>
        These tickets were already bought. Your confirmation email has the order.
      </Notice>
    );
  }
  if (status !== 'RESERVATION_PENDING' || remaining === 0) {
    return (
      <Notice title="Your reservation has expired" eventPath={eventPath} action="Pick tickets again">
        The tickets were held for a limited time and have been released. They may still be available.
      </Notice>
    );
  }
  return (
    <CheckoutForm
      key={reservationId}
      slug={slug ?? ''}
      eventId={event.data.id!}
      eventTitle={event.data.title ?? ''}
      reservationId={reservationId}
      invoice={invoice.data}
      form={form.data}
      remaining={remaining}
      coupon={coupon}
      onCoupon={setCoupon}
      couponPending={invoice.isFetching}
      search={search}
    />
  );
}

function Notice({
  title,
  children,
  eventPath,
  action = 'Back to the event',
}: {
  title: string;
  children: string;
  eventPath: string;
  action?: string;
}) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{children}</Text>
        <Group>
          <Button component={Link} to={eventPath}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type InvoiceAnswer = NonNullable<ReturnType<typeof useInvoice>['data']>;

function CheckoutForm({
  slug,
  eventId,
  eventTitle,
  reservationId,
  invoice,
  form,
  remaining,
  coupon,
  onCoupon,
  couponPending,
  search,
}: {
  slug: string;
  eventId: string;
  eventTitle: string;
  reservationId: string;
  invoice: InvoiceAnswer;
  form: Form;
  remaining: number | undefined;
  coupon: string;
  onCoupon: (code: string) => void;
  couponPending: boolean;
  search: URLSearchParams;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const tickets = useMemo(
    () =>
      invoice.reservations.flatMap((line) => Array.from({ length: line.quantity }, () => line.ticket.name)),
    [invoice.reservations],
  );
  const [buyer, setBuyer] = useState<Buyer>({ firstName: '', lastName: '', email: '' });
  const [guests, setGuests] = useState<Answers[]>(() => tickets.map(() => initialAnswers(form)));
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const [code, setCode] = useState(coupon);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const paid = Number(moneyOf(invoice.invoice.grandTotal).value) > 0;
  const discountRefused = Boolean(coupon && invoice.discountErrors?.error.length);

  // After a refused submission, take the visitor to the first field that needs them.
  useEffect(() => {
    if (attempt) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const setAnswer = (guest: number) => (name: string, value: string | string[]) =>
    setGuests((all) => all.map((answers, i) => (i === guest ? { ...answers, [name]: value } : answers)));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const card_ = paid ? cardProblems(card, new Date()) : {};
    if (Object.keys(card_).length) {
      setErrors({ ...NO_ERRORS, card: card_ });
      setAttempt((n) => n + 1);
      return;
    }
    const request: CheckoutRequest & { guests: { form: ReturnType<typeof toInputValues> }[] } = {
      eventId,
      reservationId,
      buyer: {
        firstName: buyer.firstName.trim(),
        lastName: buyer.lastName.trim(),
        email: buyer.email.trim(),
      },
      guests: guests.map((answers) => ({ form: toInputValues(form, answers) })),
      ...(coupon && !discountRefused ? { discount: { couponCode: coupon } } : {}),
      ...(paid ? { paymentDetails: { token: tokenForCard(card.number)! } } : {}),
    };
    checkout.mutate(request, {
      onSuccess: ({ order }) => {
        const { pathname } = window.location;
        const confirmed =
          confirmedCallback('thankYouPageUrl', pathname) ?? confirmedCallback('postFlowUrl', pathname);
        const next = afterCheckout(search, window.location.origin, confirmed);
        if (next.kind === 'here' || next.kind === 'away') {
          window.location.assign(next.kind === 'here' ? next.path : next.url);
          return;
        }
        const to = orderPath(slug, order.orderNumber);
        navigate(next.continueUrl ? `${to}?continue=${encodeURIComponent(next.continueUrl)}` : to);
      },
      onError: (error) => {
        const violations = violationsOf(error);
        if (violations.length) {
          const next: Errors = { buyer: {}, guests: tickets.map(() => ({})), card: {}, page: [] };
          for (const violation of violations) {
            const place = placeOf(violation, request);
            const sentence = violationSentence(violation);
            if (place.kind === 'buyer') next.buyer[place.field] ??= sentence;
            else if (place.kind === 'guest' && next.guests[place.guest])
              next.guests[place.guest]![place.inputName] ??= sentence;
            else if (place.kind === 'payment') next.card.number ??= 'Enter a card to pay with.';
            else next.page.push(sentence);
          }
          setErrors(next);
          setFailure(purchaseErrorMessage(error));
          setAttempt((n) => n + 1);
          return;
        }
        setErrors(NO_ERRORS);
        if (errorCode(error) === 'RESERVATION_EXPIRED' || errorCode(error) === 'RESERVATION_NOT_PENDING') {
          void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
        }
        setFailure(purchaseErrorMessage(error));
      },
    });
  };

  const total = formatMoneyOf(invoice.invoice.grandTotal);

  return (
    <Stack gap="lg" maw={1080} mx="auto">
      <div>
        <Title order={1}>Checkout</Title>
        <Text c="dimmed">{eventTitle}</Text>
      </div>
      <ReservationCountdown remaining={remaining} />
      <form onSubmit={onSubmit} noValidate aria-label="Checkout">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder p="md" component="section" aria-labelledby="buyer-heading">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="buyer-heading">
                    Your details
                  </Title>
                  <TextInput
                    label="First name"
                    required
                    autoComplete="given-name"
                    value={buyer.firstName}
                    error={errors.buyer.firstName}
                    onChange={(e) => setBuyer({ ...buyer, firstName: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Last name"
                    required
                    autoComplete="family-name"
                    value={buyer.lastName}
                    error={errors.buyer.lastName}
                    onChange={(e) => setBuyer({ ...buyer, lastName: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    required
                    autoComplete="email"
                    description="Your tickets are sent here."
                    value={buyer.email}
                    error={errors.buyer.email}
                    onChange={(e) => setBuyer({ ...buyer, email: e.currentTarget.value })}
                  />
                </Stack>
              </Paper>
              {tickets.map((name, i) => (
                <Paper key={i} withBorder p="md" component="section" aria-labelledby={`guest-${i}-heading`}>
                  <Stack gap="sm">
                    <Title order={2} size="h4" id={`guest-${i}-heading`}>
                      Ticket {i + 1}: {name}
                    </Title>
                    <GuestForm
                      form={form}
                      answers={guests[i] ?? {}}
                      errors={errors.guests[i] ?? {}}
                      onChange={setAnswer(i)}
                    />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Paper withBorder p="md">
                <InvoiceSummary invoice={invoice.invoice} />
              </Paper>
              <Paper withBorder p="md" component="section" aria-labelledby="discount-heading">
                <Stack gap="xs">
                  <Title order={2} size="h4" id="discount-heading">
                    Discount code
                  </Title>
                  <Group align="flex-start" gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label="Discount code"
                      style={{ flex: 1 }}
                      value={code}
                      error={discountRefused ? 'This code cannot be used for this order.' : undefined}
                      onChange={(e) => setCode(e.currentTarget.value)}
                    />
                    <Button
                      variant="default"
                      loading={couponPending && code.trim() === coupon && Boolean(coupon)}
                      onClick={() => onCoupon(code.trim())}
                    >
                      Apply
                    </Button>
                  </Group>
                  {coupon && !discountRefused && !couponPending && (
                    <Text size="sm" role="status">
                      Code {coupon} applied.
                    </Text>
                  )}
                </Stack>
              </Paper>
              {paid && (
                <Paper withBorder p="md">
                  <CardForm card={card} errors={errors.card} onChange={setCard} />
                </Paper>
              )}
              {errors.page.length > 0 && (
                <Alert color="red" variant="light" title="Please check">
                  {errors.page.join(' ')}
                </Alert>
              )}
              {failure && (
                <Alert color="red" variant="light" role="alert" title="The order was not placed">
                  {failure}
                </Alert>
              )}
              <Button type="submit" size="md" loading={checkout.isPending} fullWidth>
                {paid ? `Pay ${total}` : 'Place order'}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
