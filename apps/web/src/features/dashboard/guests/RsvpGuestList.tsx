import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { EventGuest } from '@tessera/sdk/guests-admin';
import { ATTENDANCE_COLORS, ATTENDANCE_LABELS, checkInLabel, guestName } from './guest-labels.ts';
import { TintBadge } from './TintBadge.tsx';

/**
 * RSVP guests of an event, one card each: name, email, answer, check-in state; check in or undo
 * (only attending guests check in), and a box to select them for a bulk check-in.
 */
export function RsvpGuestList({
  guests,
  selected,
  busy,
  onSelect,
  onCheckIn,
}: {
  guests: EventGuest[];
  selected: ReadonlySet<string>;
  busy: string | null;
  onSelect: (rsvpId: string, on: boolean) => void;
  onCheckIn: (guest: EventGuest, undo: boolean) => void;
}) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label="RSVP guests" style={{ listStyle: 'none' }}>
      {guests.map((guest) => {
        const name = guestName(guest);
        const rsvpId = guest.rsvpId ?? guest.id;
        const attending = guest.attendanceStatus === 'ATTENDING';
        const fully = guest.guestDetails.checkedIn;
        return (
          <Paper component="li" withBorder p="sm" key={guest.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
              <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                <Checkbox
                  aria-label={`Select ${name}`}
                  disabled={!attending || fully}
                  checked={selected.has(rsvpId)}
                  onChange={(e) => onSelect(rsvpId, e.currentTarget.checked)}
                />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {name}
                  </Text>
                  {guest.guestDetails.email && (
                    <Text size="sm" c="dimmed" truncate>
                      {guest.guestDetails.email}
                    </Text>
                  )}
                  <Group gap={6} mt={4}>
                    <TintBadge color={ATTENDANCE_COLORS[guest.attendanceStatus]}>
                      {ATTENDANCE_LABELS[guest.attendanceStatus]}
                    </TintBadge>
                    {attending && (
                      <TintBadge color={fully ? 'green' : 'gray'} variant="outline">
                        {checkInLabel(guest)}
                      </TintBadge>
                    )}
                  </Group>
                </div>
              </Group>
              {attending &&
                (guest.checkedInGuestCount > 0 ? (
                  <Button
                    variant="default"
                    loading={busy === rsvpId}
                    onClick={() => onCheckIn(guest, true)}
                    aria-label={`Undo check-in of ${name}`}
                  >
                    Undo
                  </Button>
                ) : (
                  <Button
                    loading={busy === rsvpId}
                    onClick={() => onCheckIn(guest, false)}
                    aria-label={`Check in ${name}`}
                  >
                    Check in
                  </Button>
                ))}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
