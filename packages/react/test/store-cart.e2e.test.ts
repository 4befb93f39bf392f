import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import {
  addToCartMutationOptions,
  backInStockRequestMutationOptions,
  cartTotalsQueryOptions,
  createCheckoutMutationOptions,
  currentCartQueryOptions,
  placeOrderMutationOptions,
  saveProductMutationOptions,
  storeCheckoutQueryOptions,
  storeKeys,
  storeOrderActionMutationOptions,
  storeOrderQueryOptions,
  updateCartQuantitiesMutationOptions,
  updateCheckoutMutationOptions,
} from '../src/index.ts';

/** Runs a mutation's options as `useMutation` would: the call, then its success or settle step. */
async function mutate<V, R>(
  options: {
    mutationFn?: (variables: V, context: never) => Promise<R>;
    onSuccess?: (...args: never[]) => unknown;
    onSettled?: (...args: never[]) => unknown;
  },
  variables: V,
): Promise<R> {
  const answer = await options.mutationFn!(variables, undefined as never);
  await (options.onSuccess as ((a: R, v: V) => unknown) | undefined)?.(answer, variables);
  await (options.onSettled as ((a: R, e: null, v: V) => unknown) | undefined)?.(answer, null, variables);
  return answer;
}

const SHIP_TO = {
  address: { country: 'US', city: 'Boston', postalCode: '02101', addressLine1: '2 Elm St' },
  contactDetails: { firstName: 'Grace', lastName: 'Hopper' },
};

// The shopper's cart, checkout and order as the hooks run them, and the owner's refund, against a
// real server; bare clients (no store modules): the hooks build theirs.
describe('@tessera/react store cart, checkout and orders', () => {
  let app: TestApp;
  let baseUrl: string;
  let mug: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const product = await mutate(saveProductMutationOptions(owner(), new QueryClient()), {
      product: { name: 'Tea mug', productType: 'physical', priceData: { price: 9 } },
    });
    mug = product.id!;
  });
  afterAll(() => app.close());
  const visitor = () => createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });
  const owner = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  it('cart writes replace the cached cart with their answer (no refetch); totals priced from it', async () => {
    const client = visitor();
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(currentCartQueryOptions(client))).toBeNull();
    await queryClient.fetchQuery(cartTotalsQueryOptions(client)).catch(() => undefined);
    const cart = await mutate(addToCartMutationOptions(client, queryClient), [
      { productId: mug, quantity: 1 },
    ]);
    expect(queryClient.getQueryData(storeKeys.cart())).toEqual(cart);
    expect(queryClient.getQueryState(storeKeys.cart())?.isInvalidated).toBe(false);
    const line = cart.lineItems[0]!;
    const more = await mutate(updateCartQuantitiesMutationOptions(client, queryClient), [
      { id: line.id!, quantity: 3 },
    ]);
    expect(queryClient.getQueryData(storeKeys.cart())).toEqual(more);
    const totals = await queryClient.fetchQuery(cartTotalsQueryOptions(client));
    expect(totals.priceSummary.subtotal?.amount).toBe('27.00');
  });

  it('checks out, places and pays the order; the owner cancels it; back in stock sign-up', async () => {
    const client = visitor();
    const queryClient = new QueryClient();
    await mutate(addToCartMutationOptions(client, queryClient), [{ productId: mug, quantity: 2 }]);
    const checkoutId = await mutate(createCheckoutMutationOptions(client, queryClient), {
      email: 'grace@example.com',
    });
    await queryClient.fetchQuery(storeCheckoutQueryOptions(client, checkoutId));
    const addressed = await mutate(updateCheckoutMutationOptions(client, queryClient), {
      checkoutId,
      changes: { shippingAddress: SHIP_TO, billingInfo: SHIP_TO },
    });
    expect(queryClient.getQueryData(storeKeys.checkout(checkoutId))).toEqual(addressed);

    const placed = await mutate(placeOrderMutationOptions(client, queryClient), {
      checkoutId,
      paymentToken: 'tok_approve',
    });
    expect(placed.paymentStatus).toBe('PAID');
    const order = await queryClient.fetchQuery(storeOrderQueryOptions(client, placed.orderId));
    expect(order.paymentStatus).toBe('PAID');

    const ownerQueries = new QueryClient();
    const canceled = await mutate(storeOrderActionMutationOptions(owner(), ownerQueries), {
      orderId: placed.orderId,
      action: { type: 'cancel', request: { restockAllItems: true } },
    });
    expect(canceled).toMatchObject({ status: 'CANCELED' });

    const asked = await mutate(backInStockRequestMutationOptions(client), {
      item: { productId: mug },
      email: 'grace@example.com',
    });
    expect(asked.status).toBe('RECEIVED');
  });
});
