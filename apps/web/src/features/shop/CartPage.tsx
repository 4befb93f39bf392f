import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Image,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  useApplyCoupon,
  useCartTotals,
  useCreateCheckout,
  useCurrentCart,
  useRemoveCartLines,
  useRemoveCoupon,
  useUpdateCartQuantities,
} from '@tessera/react';
import type { Cart } from '@tessera/sdk/current-cart';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { itemsIn, writeCartCount } from './cart-count.ts';
import { checkoutPath, SHOP_PATH } from './paths.ts';
import { problemsByLine, shopErrorMessage } from './shop-errors.ts';
import { detailsOf, Summary } from './Summary.tsx';

/** The shopper's cart (`/cart`): lines with quantities, item problems, the coupon, the totals, checkout. */
export function CartPage() {
  usePageTitle('Cart');
  const cart = useCurrentCart();
  useEffect(() => {
    if (cart.data !== undefined) writeCartCount(itemsIn(cart.data));
  }, [cart.data]);

  if (cart.error) {
    return (
      <Alert color="red" title="Your cart cannot be shown" role="alert">
        {shopErrorMessage(cart.error)}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (cart.data === undefined) {
    return (
      <Group justify="center" my="xl" gap="sm">
        <Loader size="sm" aria-hidden />
        <Text role="status">Loading your cart…</Text>
      </Group>
    );
  }
  if (!cart.data || cart.data.lineItems.length === 0) {
    return (
      <Stack align="flex-start">
        <Title order={1}>Your cart</Title>
        <Text>Your cart is empty.</Text>
        <Button component={Link} to={SHOP_PATH}>
          Browse the shop
        </Button>
      </Stack>
    );
  }
  return <CartContents cart={cart.data} />;
}

function CartContents({ cart }: { cart: Cart }) {
  const totals = useCartTotals();
  const quantities = useUpdateCartQuantities();
  const remove = useRemoveCartLines();
  const createCheckout = useCreateCheckout();
  const navigate = useNavigate();
  const problems = problemsByLine(totals.data?.violations ?? []);
  const blocked = [...problems.values()].flat().some((p) => p.blocking);
  const failure = quantities.error ?? remove.error ?? createCheckout.error;
  const priced = new Map((totals.data?.calculatedLineItems ?? []).map((l) => [l.lineItemId, l]));

  const toCheckout = () =>
    createCheckout.mutate({}, { onSuccess: (checkoutId) => navigate(checkoutPath(checkoutId)) });

  return (
    <Stack gap="lg">
      <Title order={1}>Your cart</Title>
      {failure && (
        <Alert color="red" role="alert">
          {shopErrorMessage(failure)}
        </Alert>
      )}
      {problems.get('')?.map((p) => (
        <Alert key={p.text} color={p.blocking ? 'red' : 'yellow'}>
          {p.text}
        </Alert>
      ))}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack
            gap="md"
            component="ul"
            aria-label="Items"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {cart.lineItems.map((line) => {
              const name = line.productName.translated ?? line.productName.original;
              const lineProblems = problems.get(line.id) ?? [];
              const lineTotal = priced.get(line.id)?.pricesBreakdown?.totalPriceBeforeTax;
              return (
                <Paper component="li" key={line.id} withBorder p="sm" radius="md" aria-label={name}>
                  <Group align="flex-start" wrap="nowrap" gap="md">
                    {line.image?.url ? (
                      <Image src={line.image.url} alt="" w={72} h={72} radius="sm" fit="cover" />
                    ) : null}
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600}>{name}</Text>
                      {detailsOf(line.descriptionLines) && (
                        <Text size="sm" c="dimmed">
                          {detailsOf(line.descriptionLines)}
                        </Text>
                      )}
                      <Text size="sm">
                        {line.price.formattedAmount} each
                        {lineTotal?.formattedAmount ? ` · ${lineTotal.formattedAmount}` : ''}
                      </Text>
                      {lineProblems.map((p) => (
                        <Text key={p.text} size="sm" c={p.blocking ? 'red.8' : 'yellow.9'}>
                          {p.text}
                        </Text>
                      ))}
                      <Group gap="sm" align="flex-end">
                        <NumberInput
                          label="Quantity"
                          aria-label={`Quantity of ${name}`}
                          min={1}
                          max={99}
                          w={120}
                          defaultValue={line.quantity}
                          key={`${line.id}-${line.quantity}`}
                          disabled={quantities.isPending}
                          onBlur={(e) => {
                            const quantity = Math.floor(Number(e.currentTarget.value));
                            if (quantity >= 1 && quantity !== line.quantity)
                              quantities.mutate([{ id: line.id, quantity }]);
                          }}
                        />
                        <Button
                          variant="subtle"
                          color="red"
                          onClick={() => remove.mutate([line.id])}
                          loading={remove.isPending && remove.variables?.[0] === line.id}
                          aria-label={`Remove ${name}`}
                        >
                          Remove
                        </Button>
                      </Group>
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <Anchor component={Link} to={SHOP_PATH} mt="md" display="inline-block">
            Continue shopping
          </Anchor>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Coupon cart={cart} />
              {totals.data ? (
                <Summary
                  title="Cart summary"
                  lines={[]}
                  summary={{ ...totals.data.priceSummary, shipping: undefined, tax: undefined }}
                />
              ) : totals.error ? (
                <Text c="red.8">{shopErrorMessage(totals.error)}</Text>
              ) : (
                <Text role="status" c="dimmed">
                  Working out the totals…
                </Text>
              )}
              <Text size="sm" c="dimmed">
                Shipping and tax are added at checkout.
              </Text>
              <Button size="md" onClick={toCheckout} loading={createCheckout.isPending} disabled={blocked}>
                Check out
              </Button>
              {blocked && (
                <Text size="sm" c="red.8">
                  Fix the problems above before checking out.
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Coupon({ cart }: { cart: Cart }) {
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const applied = cart.appliedDiscounts.find((d) => d.coupon)?.coupon;
  if (applied) {
    return (
      <Group justify="space-between">
        <Text size="sm" role="status">
          Coupon <strong>{applied.code}</strong> applied.
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => remove.mutate()} loading={remove.isPending}>
          Remove coupon
        </Button>
      </Group>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code.trim());
  };
  return (
    <form onSubmit={onSubmit}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Coupon code"
          value={code}
          maxLength={100}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={apply.error ? shopErrorMessage(apply.error) : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={apply.isPending}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
