import { Card, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { AccountTabs } from './AccountTabs.tsx';
import { MemberGate } from './MemberGate.tsx';

/** "My tickets": the member's orders with their tickets (filled in by the member orders route). */
export function MyTicketsPage() {
  usePageTitle('My tickets');
  return (
    <MemberGate title="My tickets" path="/account/tickets">
      <Stack gap="lg" maw={720} mx="auto">
        <AccountTabs />
        <Title order={1}>My tickets</Title>
        <Card withBorder padding="lg">
          <Text>You have no tickets yet.</Text>
        </Card>
      </Stack>
    </MemberGate>
  );
}
