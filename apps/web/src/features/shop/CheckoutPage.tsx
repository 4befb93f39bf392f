import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Checkout } from '@tessera/sdk/checkouts';
import { confirmedCallback } from '../../app/redirect-session.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { CardForm } from '../../shared/payment/CardForm.tsx';
import { cardProblems, tokenForCard, type CardDetails } from '../../shared/payment/test-cards.ts';
import { afterCheckout } from '../../shared/post-flow.ts';
import { writeCartCount } from './cart-count.ts';
import { usePlaceAndPay, useStoreCheckout, useUpdateStoreCheckout } from './checkout-calls.ts';
import { COUNTRIES } from './countries.ts';
import { CART_PATH, orderPath } from './paths.ts';
import { problemsByLine, shopErrorMessage } from './shop-errors.ts';
import { detailsOf, Summary } from './Summary.tsx';

interface Details {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  addressLine1: string;
  city: string;
  postalCode: string;
}

const detailsOfCheckout = (checkout: Checkout): Details => {
  const destination = checkout.shippingInfo.shippingDestination;
  return {
    email: checkout.buyerInfo.email ?? '',
    firstName: destination?.contactDetails?.firstName ?? '',
    lastName: destination?.contactDetails?.lastName ?? '',
    country: destination?.address?.country ?? 'US',
    addressLine1: destination?.address?.addressLine1 ?? '',
    city: destination?.address?.city ?? '',
    postalCode: destination?.address?.postalCode ?? '',
  };
};

/**
 * The store's checkout (`/store/checkout/:checkoutId`, where the cart's "Check out", the checkout
 * URL and a redirect session's `ecomCheckout` lead): email and shipping address, the shipping
 * options the totals offer, the summary with tax, and the test gateway's card form. Paying places
 * the order (stock taken then, all or nothing) and charges it.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { checkoutId = '' } = useParams();
  const checkout = useStoreCheckout(checkoutId);
  if (checkout.error) {
    return (
      <Stack align="flex-start">
        <Title order={1}>Checkout</Title>
        <Alert color="red" title="This checkout cannot be shown" role="alert">
          {shopErrorMessage(checkout.error)}
        </Alert>
        <Button component={Link} to={CART_PATH} variant="light">
          Back to the cart
        </Button>
      </Stack>
    );
  }
  if (!checkout.data) {
    return (
      <Group justify="center" my="xl" gap="sm">
        <Loader size="sm" aria-hidden />
        <Text role="status">Loading your checkout…</Text>
      </Group>
    );
  }
  return <CheckoutForm key={checkout.data.id} checkout={checkout.data} />;
}

function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const update = useUpdateStoreCheckout(checkout.id);
  const pay = usePlaceAndPay(checkout.id);
  const [details, setDetails] = useState<Details>(() => detailsOfCheckout(checkout));
  const [detailErrors, setDetailErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardDetails, string>>>({});
  const [declined, setDeclined] = useState(false);

  const saved = detailsOfCheckout(checkout);
  const addressSaved =
    Boolean(checkout.buyerInfo.email) &&
    Boolean(checkout.shippingInfo.shippingDestination?.address?.country) &&
    (Object.keys(details) as (keyof Details)[]).every((k) => details[k].trim() === saved[k]);
  const options = (checkout.shippingInfo.carrierServiceOptions ?? []).flatMap((carrier) =>
    carrier.shippingOptions.map((option) => ({ carrierId: carrier.carrierId, ...option })),
  );
  const selected = checkout.shippingInfo.selectedCarrierServiceOption;
  const problems = problemsByLine(checkout.violations);
  const blocked = [...problems.values()].flat().some((p) => p.blocking);
  const total = checkout.priceSummary.total?.formattedAmount ?? '';

  const set = (field: keyof Details) => (value: string) => setDetails({ ...details, [field]: value });

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof Details, string>> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
      problems.email = 'Enter a valid email address.';
    for (const field of ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode'] as const) {
      if (!details[field].trim()) problems[field] = 'This is required.';
    }
    setDetailErrors(problems);
    if (Object.keys(problems).length) return;
    const contact = {
      address: {
        country: details.country,
        addressLine1: details.addressLine1.trim(),
        city: details.city.trim(),
        postalCode: details.postalCode.trim(),
      },
      contactDetails: { firstName: details.firstName.trim(), lastName: details.lastName.trim() },
    };
    update.mutate({ email: details.email.trim(), shippingAddress: contact, billingInfo: contact });
  };

  const onPay = (event: FormEvent) => {
    event.preventDefault();
    const problems = cardProblems(card, new Date());
    setCardErrors(problems);
    if (Object.keys(problems).length) return;
    setDeclined(false);
    pay.mutate(tokenForCard(card.number)!, {
      onSuccess: ({ orderId, paymentStatus }) => {
        if (paymentStatus === 'DECLINED') {
          setDeclined(true);
          return;
        }
        writeCartCount(0);
        const { pathname } = window.location;
        const confirmed =
          confirmedCallback('thankYouPageUrl', pathname) ?? confirmedCallback('postFlowUrl', pathname);
        const next = afterCheckout(search, window.location.origin, confirmed);
        if (next.kind === 'here' || next.kind === 'away') {
          window.location.assign(next.kind === 'here' ? next.path : next.url);
          return;
        }
        const to = orderPath(orderId);
        navigate(next.continueUrl ? `${to}?continue=${encodeURIComponent(next.continueUrl)}` : to);
      },
    });
  };

  if (checkout.completed && !pay.isPending && !pay.isSuccess) {
    return (
      <Stack align="flex-start">
        <Title order={1}>Checkout</Title>
        <Alert color="blue">This checkout was already completed: its order was placed.</Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Checkout</Title>
      {problems.get('')?.map((p) => (
        <Alert key={p.text} color={p.blocking ? 'red' : 'yellow'}>
          {p.text}
        </Alert>
      ))}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <form onSubmit={saveDetails} noValidate>
              <Stack gap="sm" component="section" aria-labelledby="shipping-heading">
                <Title order={2} size="h4" id="shipping-heading">
                  Contact and shipping address
                </Title>
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  value={details.email}
                  error={detailErrors.email}
                  onChange={(e) => set('email')(e.currentTarget.value)}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput
                    label="First name"
                    autoComplete="given-name"
                    required
                    value={details.firstName}
                    error={detailErrors.firstName}
                    onChange={(e) => set('firstName')(e.currentTarget.value)}
                  />
                  <TextInput
                    label="Last name"
                    autoComplete="family-name"
                    required
                    value={details.lastName}
                    error={detailErrors.lastName}
                    onChange={(e) => set('lastName')(e.currentTarget.value)}
                  />
                </SimpleGrid>
                <NativeSelect
                  label="Country"
                  autoComplete="country"
                  data={COUNTRIES.map(([code, name]) => ({ value: code, label: name }))}
                  value={details.country}
                  onChange={(e) => set('country')(e.currentTarget.value)}
                />
                <TextInput
                  label="Street address"
                  autoComplete="address-line1"
                  required
                  value={details.addressLine1}
                  error={detailErrors.addressLine1}
                  onChange={(e) => set('addressLine1')(e.currentTarget.value)}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput
                    label="City"
                    autoComplete="address-level2"
                    required
                    value={details.city}
                    error={detailErrors.city}
                    onChange={(e) => set('city')(e.currentTarget.value)}
                  />
                  <TextInput
                    label="Postal code"
                    autoComplete="postal-code"
                    required
                    value={details.postalCode}
                    error={detailErrors.postalCode}
                    onChange={(e) => set('postalCode')(e.currentTarget.value)}
                  />
                </SimpleGrid>
                {update.error && (
                  <Alert color="red" role="alert">
                    {shopErrorMessage(update.error)}
                  </Alert>
                )}
                <Group>
                  <Button
                    type="submit"
                    variant={addressSaved ? 'light' : 'filled'}
                    loading={update.isPending}
                  >
                    {addressSaved ? 'Address saved' : 'Continue to shipping'}
                  </Button>
                </Group>
              </Stack>
            </form>

            {addressSaved && (
              <Stack gap="sm" component="section" aria-labelledby="delivery-heading">
                <Title order={2} size="h4" id="delivery-heading">
                  Delivery
                </Title>
                {options.length === 0 ? (
                  <Text c="dimmed">
                    {checkout.calculationErrors?.generalShippingCalculationError
                      ? 'This store does not ship to this address.'
                      : 'No delivery is needed for this order.'}
                  </Text>
                ) : (
                  <Radio.Group
                    label="Shipping option"
                    value={selected?.code ?? ''}
                    onChange={(code) => {
                      const option = options.find((o) => o.code === code);
                      if (option)
                        update.mutate({
                          selectedShippingOption: { code: option.code, carrierId: option.carrierId },
                        });
                    }}
                  >
                    <Stack gap="xs" mt="xs">
                      {options.map((option) => (
                        <Radio
                          key={`${option.carrierId}-${option.code}`}
                          value={option.code}
                          disabled={update.isPending}
                          label={`${option.title} — ${option.cost?.price?.formattedAmount ?? 'free'}`}
                          description={option.logistics?.deliveryTime ?? undefined}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              </Stack>
            )}

            {addressSaved && (
              <form onSubmit={onPay} noValidate>
                <Stack gap="md">
                  <CardForm card={card} errors={cardErrors} onChange={setCard} />
                  {declined && (
                    <Alert color="red" role="alert">
                      Your card was declined. Check the card details or use another card, then try again.
                    </Alert>
                  )}
                  {pay.error && (
                    <Alert color="red" role="alert">
                      {shopErrorMessage(pay.error)}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    size="md"
                    loading={pay.isPending}
                    disabled={blocked || update.isPending}
                  >
                    Pay {total}
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Summary
              lines={checkout.lineItems.map((line) => ({
                id: line.id,
                name: line.productName.translated ?? line.productName.original,
                details: [
                  detailsOf(line.descriptionLines),
                  ...(problems.get(line.id) ?? []).map((p) => p.text),
                ]
                  .filter(Boolean)
                  .join(' · '),
                quantity: line.quantity,
                amount: (line.totalPriceBeforeTax ?? line.price).formattedAmount,
              }))}
              summary={{
                ...checkout.priceSummary,
                ...(addressSaved ? {} : { shipping: undefined, tax: undefined }),
              }}
            />
            {checkout.appliedDiscounts.map((d) =>
              d.coupon ? (
                <Text key={d.coupon.code} size="sm" c="dimmed" mt="xs">
                  Coupon {d.coupon.code} applied.
                </Text>
              ) : null,
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
