import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { useCancelRsvp, useMyRsvps } from '@tessera/react';
import type { Event } from '@tessera/sdk';
import type { Rsvp } from '@tessera/sdk/rsvps';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatEventDate } from '../../shared/dates.ts';
import { AccountTabs } from '../../shared/AccountTabs.tsx';
import { MemberGate } from '../../shared/MemberGate.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useEventsOf } from './useEventsOf.ts';

const STATUS = {
  YES: { label: 'Going', color: 'green' },
  WAITLIST: { label: 'On the waitlist', color: 'yellow' },
  NO: { label: 'Not going', color: 'gray' },
} as const;

/** "My RSVPs": the member's answers to events that have not ended, with a way to withdraw one. */
export function MyRsvpsPage() {
  usePageTitle('My RSVPs');
  return (
    <MemberGate title="My RSVPs" path="/account/rsvps" visitorMessage="Log in to see your RSVPs.">
      <MyRsvps />
    </MemberGate>
  );
}

function MyRsvps() {
  const rsvps = useMyRsvps();
  const { byId, loading: loadingEvents } = useEventsOf(rsvps.data);
  const [withdrawing, setWithdrawing] = useState<Rsvp | null>(null);
  const cancel = useCancelRsvp();

  const confirmWithdraw = () => {
    const rsvp = withdrawing;
    setWithdrawing(null);
    if (!rsvp) return;
    const title = byId.get(rsvp.eventId)?.title ?? 'the event';
    cancel.mutate(rsvp.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: `Your RSVP to ${title} is canceled.`,
          autoClose: 5000,
        }),
      onError: () =>
        notifications.show({
          color: 'red',
          message: `Your RSVP to ${title} could not be canceled. Please try again.`,
        }),
    });
  };

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <AccountTabs />
      <Title order={1}>My RSVPs</Title>
      {rsvps.isPending && <Loader aria-label="Loading your RSVPs" />}
      {rsvps.isError && (
        <Alert color="red" variant="light" title="Your RSVPs could not be loaded">
          Check your connection and{' '}
          <Anchor component="button" type="button" onClick={() => void rsvps.refetch()}>
            try again
          </Anchor>
          .
        </Alert>
      )}
      {rsvps.data?.length === 0 && (
        <Card withBorder padding="lg">
          <Text>You have no RSVPs to upcoming events.</Text>
          <Anchor component={Link} to="/">
            Find an event
          </Anchor>
        </Card>
      )}
      {rsvps.data && rsvps.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rsvps.data.map((rsvp) => (
            <RsvpCard
              key={rsvp.id}
              rsvp={rsvp}
              event={byId.get(rsvp.eventId)}
              loadingEvent={loadingEvents}
              busy={cancel.isPending && cancel.variables === rsvp.id}
              onWithdraw={() => setWithdrawing(rsvp)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title="Cancel this RSVP?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="lg">
          <Text size="sm">
            Your place at {withdrawing ? (byId.get(withdrawing.eventId)?.title ?? 'the event') : 'the event'}{' '}
            goes to the next person on the waitlist. You can RSVP again while registration is open.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setWithdrawing(null)} data-autofocus>
              Keep my RSVP
            </Button>
            <Button color="red.9" onClick={confirmWithdraw}>
              Cancel RSVP
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function RsvpCard({
  rsvp,
  event,
  loadingEvent,
  busy,
  onWithdraw,
}: {
  rsvp: Rsvp;
  event: Event | undefined;
  loadingEvent: boolean;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const status = STATUS[rsvp.status];
  const guests = rsvp.totalGuests - 1;
  return (
    <Card withBorder padding="md" component="li" aria-busy={busy}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={2} size="h4">
            {event?.slug ? (
              <Anchor component={Link} to={`/events/${event.slug}`}>
                {event.title}
              </Anchor>
            ) : loadingEvent ? (
              'Loading the event…'
            ) : (
              (event?.title ?? 'An event')
            )}
          </Title>
          {event && (
            <Text size="sm" c="dimmed">
              {formatEventDate(event) || 'Date to be announced'}
            </Text>
          )}
          <Group gap="xs">
            <StatusBadge color={status.color} label={status.label} />
            {guests > 0 && (
              <Text size="sm">
                with {guests} {guests === 1 ? 'guest' : 'guests'}
              </Text>
            )}
          </Group>
        </Stack>
        <Button variant="default" color="red" onClick={onWithdraw} loading={busy}>
          Cancel RSVP
        </Button>
      </Group>
    </Card>
  );
}
