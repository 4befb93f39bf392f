import { useState } from 'react';
import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { AccountTabs } from '../../shared/AccountTabs.tsx';
import { MemberGate } from '../../shared/MemberGate.tsx';
import { Pager } from '../../shared/Pager.tsx';
import { useMyStoreOrders } from './my-orders-calls.ts';
import { MyOrderCard } from './MyOrderCard.tsx';
import { MY_ORDERS_PATH, SHOP_PATH } from './paths.ts';
import { shopErrorMessage } from './shop-errors.ts';

/** "My orders" (`/account/orders`): the member's store orders, newest first, a page at a time. */
export function MyOrdersPage() {
  usePageTitle('My orders');
  return (
    <MemberGate title="My orders" path={MY_ORDERS_PATH} visitorMessage="Log in to see your orders.">
      <MyOrders />
    </MemberGate>
  );
}

function MyOrders() {
  const list = useMyStoreOrders();
  // The page shown; the pages read so far stay cached, so Previous costs no call.
  const [page, setPage] = useState(0);
  const pages = list.data?.pages ?? [];
  const data = pages[Math.min(page, pages.length - 1)];
  const hasNext = page < pages.length - 1 || list.hasNextPage;
  const onPage = (next: number) => {
    if (next < pages.length) setPage(next);
    else void list.fetchNextPage().then((answer) => !answer.isError && setPage(next));
  };
  const fetchingNext = list.isFetchingNextPage;

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <AccountTabs />
      <Title order={1}>My orders</Title>
      {list.isPending && <Loader aria-label="Loading your orders" />}
      {list.error && (
        <Alert color="red" variant="light" title="Your orders could not be loaded" role="alert">
          {shopErrorMessage(list.error)}{' '}
          <Anchor component="button" type="button" onClick={() => void list.refetch()}>
            Try again
          </Anchor>
        </Alert>
      )}
      {data?.items.length === 0 && page === 0 && (
        <Card withBorder padding="lg">
          <Text>You have not ordered anything from the shop yet.</Text>
          <Anchor component={Link} to={SHOP_PATH}>
            Visit the shop
          </Anchor>
        </Card>
      )}
      {data && data.items.length > 0 && (
        <Stack
          gap="md"
          component="ul"
          aria-label="Your orders, newest first"
          aria-busy={fetchingNext}
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: fetchingNext ? 0.6 : 1 }}
        >
          {data.items.map((order) => (
            <MyOrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
      {data && <Pager page={page} hasNext={hasNext} onPage={onPage} />}
    </Stack>
  );
}
