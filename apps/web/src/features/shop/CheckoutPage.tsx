import { useState } from 'react';
import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { Checkout } from '@tessera/sdk/checkouts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { usePlaceAndPay, useStoreCheckout, useUpdateStoreCheckout } from './checkout-calls.ts';
import { ContactForm } from './ContactForm.tsx';
import {
  contactChanges,
  contactDetailsOf,
  contactProblems,
  contactSaved,
  hasProblems,
  NO_ERRORS,
} from './contact-details.ts';
import { PageLoading, PageProblem } from './PageStates.tsx';
import { CART_PATH } from './paths.ts';
import { PayForm } from './PayForm.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import { problemsByLine } from './shop-errors.ts';
import { detailsOf, Summary } from './Summary.tsx';
import { TipPicker } from './TipPicker.tsx';

/**
 * The store's checkout (`/store/checkout/:checkoutId`, where the cart's "Check out", the checkout
 * URL and a redirect session's `ecomCheckout` lead): email, shipping and billing addresses, the
 * shipping options the totals offer, the summary with tax, and the test gateway's card form.
 * Paying places the order (stock taken then, all or nothing) and charges it.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { checkoutId = '' } = useParams();
  const checkout = useStoreCheckout(checkoutId);
  if (checkout.error) {
    return (
      <PageProblem heading="Checkout" title="This checkout cannot be shown" error={checkout.error}>
        <Button component={Link} to={CART_PATH} variant="light">
          Back to the cart
        </Button>
      </PageProblem>
    );
  }
  if (!checkout.data) return <PageLoading text="Loading your checkout…" />;
  return <CheckoutForm key={checkout.data.id} checkout={checkout.data} />;
}

function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const update = useUpdateStoreCheckout(checkout.id);
  const pay = usePlaceAndPay(checkout.id);
  const [details, setDetails] = useState(() => contactDetailsOf(checkout));
  const [errors, setErrors] = useState(NO_ERRORS);

  const saved = contactSaved(details, checkout);
  const problems = problemsByLine(checkout.violations);
  const blocked = [...problems.values()].flat().some((p) => p.blocking);

  const saveDetails = () => {
    const found = contactProblems(details);
    setErrors(found);
    if (!hasProblems(found)) update.mutate(contactChanges(details));
  };

  // Placing the order completes the checkout: a declined card stays here to pay again.
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
            <ContactForm
              details={details}
              errors={errors}
              saved={saved}
              pending={update.isPending}
              error={update.error}
              onChange={setDetails}
              onSubmit={saveDetails}
            />
            {saved && (
              <ShippingOptions
                checkout={checkout}
                disabled={update.isPending}
                onSelect={(option) => update.mutate({ selectedShippingOption: option })}
              />
            )}
            {saved && <TipPicker checkoutId={checkout.id} />}
            {saved && (
              <PayForm
                pay={pay}
                total={checkout.priceSummary.total?.formattedAmount ?? ''}
                disabled={blocked || update.isPending}
              />
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
              fees={checkout.additionalFees}
              summary={{
                ...checkout.priceSummary,
                ...(saved ? {} : { shipping: undefined, tax: undefined }),
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
