import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRsvpCheckIn } from '@tessera/react';
import type { EventGuest } from '@tessera/sdk/guests-admin';
import { outcomeOfError, type CheckInOutcome } from './check-in-outcome.ts';
import { checkInLabel, guestName } from './guest-labels.ts';
import { TintBadge } from './TintBadge.tsx';

/** The door's search of RSVP guests: those attending whose name or email starts with the phrase. */
export const doorRsvpView = (eventId: string, phrase: string) =>
  ({ eventId, search: phrase, status: 'ATTENDING', limit: 20 }) as const;

/**
 * RSVP guests found at the door (the guest list is open to staff granted CHECK_IN_GUESTS): one card
 * each, checked in or not, and the one action that applies. A party checks in whole, as at the door.
 */
export function DoorRsvpGuests({
  guests,
  onOutcome,
}: {
  guests: EventGuest[];
  onOutcome: (outcome: CheckInOutcome) => void;
}) {
  const checkIn = useRsvpCheckIn();
  const [busy, setBusy] = useState<string | null>(null);

  const tap = async (guest: EventGuest, undo: boolean) => {
    const rsvpId = guest.rsvpId ?? guest.id;
    const name = guestName(guest);
    setBusy(rsvpId);
    try {
      await checkIn.mutateAsync({ rsvpIds: [rsvpId], undo });
      onOutcome(
        undo
          ? { tone: 'done', title: `Check-in undone: ${name}`, detail: 'The guest can check in again.' }
          : {
              tone: 'done',
              title: `Checked in: ${name}`,
              detail: guest.totalGuests > 1 ? `All ${guest.totalGuests} of the party are in.` : 'RSVP guest.',
            },
      );
    } catch (error) {
      onOutcome(outcomeOfError(error, false));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label="RSVP guests found" style={{ listStyle: 'none' }}>
      {guests.map((guest) => {
        const name = guestName(guest);
        const rsvpId = guest.rsvpId ?? guest.id;
        const inside = guest.checkedInGuestCount > 0;
        return (
          <Paper component="li" withBorder p="sm" key={guest.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  RSVP{guest.totalGuests > 1 ? ` · party of ${guest.totalGuests}` : ''}
                  {guest.guestDetails.email ? ` · ${guest.guestDetails.email}` : ''}
                </Text>
                {inside && (
                  <TintBadge color="green" mt={4}>
                    {checkInLabel(guest)}
                  </TintBadge>
                )}
              </div>
              {inside ? (
                <Button
                  variant="default"
                  loading={busy === rsvpId}
                  onClick={() => void tap(guest, true)}
                  aria-label={`Undo check-in of ${name}`}
                >
                  Undo
                </Button>
              ) : (
                <Button
                  loading={busy === rsvpId}
                  onClick={() => void tap(guest, false)}
                  aria-label={`Check in ${name}`}
                >
                  Check in
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
