import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEventGuests, useGuestCounts, useRsvpCheckIn } from '@tessera/react';
import type { AttendanceStatus, EventGuest } from '@tessera/sdk/guests-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { ATTENDANCE_LABELS, guestName } from './guest-labels.ts';
import { RsvpGuestList } from './RsvpGuestList.tsx';
import { notifications } from '@mantine/notifications';

type Facet = 'ALL' | AttendanceStatus;
const FACETS: Facet[] = ['ALL', 'ATTENDING', 'IN_WAITLIST', 'NOT_ATTENDING'];

const failed = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error), autoClose: 8000 });

/** An event's RSVP guests: counts by answer, a name search, check-in one by one or the selected ones. */
export function RsvpGuestsSection({ eventId }: { eventId: string }) {
  const [facet, setFacet] = useState<Facet>('ALL');
  const [search, setSearch] = useState('');
  const [phrase] = useDebouncedValue(search.trim(), 250);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const counts = useGuestCounts(eventId);
  const guests = useEventGuests({ eventId, search: phrase, ...(facet === 'ALL' ? {} : { status: facet }) });
  const checkIn = useRsvpCheckIn();
  const list = guests.data?.items ?? [];
  const total = counts.data ? Object.values(counts.data).reduce((a, b) => a + b, 0) : undefined;
  const label = (f: Facet) => {
    const n = f === 'ALL' ? total : counts.data?.[f];
    return `${f === 'ALL' ? 'All' : ATTENDANCE_LABELS[f]}${n === undefined ? '' : ` (${n})`}`;
  };

  const one = async (guest: EventGuest, undo: boolean) => {
    const rsvpId = guest.rsvpId ?? guest.id;
    setBusy(rsvpId);
    try {
      await checkIn.mutateAsync({ rsvpIds: [rsvpId], undo });
      notifyDone(undo ? `${guestName(guest)}'s check-in was undone.` : `${guestName(guest)} is checked in.`);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const bulk = async () => {
    const rsvpIds = [...selected];
    try {
      await checkIn.mutateAsync({ rsvpIds });
      setSelected(new Set());
      notifyDone(rsvpIds.length === 1 ? '1 RSVP is checked in.' : `${rsvpIds.length} RSVPs are checked in.`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          RSVP guests
        </Title>
        <SegmentedControl
          aria-label="Show guests"
          value={facet}
          onChange={(value) => setFacet(value as Facet)}
          data={FACETS.map((f) => ({ value: f, label: label(f) }))}
          orientation="horizontal"
          fullWidth
          styles={{ root: { flexWrap: 'wrap' } }}
        />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search by name or email"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            disabled={selected.size === 0}
            loading={checkIn.isPending && busy === null}
            onClick={() => void bulk()}
          >
            Check in selected ({selected.size})
          </Button>
        </Group>
        {guests.isPending && <Skeleton height={120} aria-busy="true" />}
        {guests.error && (
          <LoadFailure what="Guests" error={guests.error} onRetry={() => void guests.refetch()} />
        )}
        {guests.data && list.length === 0 && (
          <Text c="dimmed" role="status">
            {phrase ? `No guest matches “${phrase}”.` : 'No RSVP guests here yet.'}
          </Text>
        )}
        {list.length > 0 && (
          <RsvpGuestList
            guests={list}
            selected={selected}
            busy={busy}
            onSelect={(id, on) =>
              setSelected((now) => {
                const next = new Set(now);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            onCheckIn={(guest, undo) => void one(guest, undo)}
          />
        )}
      </Stack>
    </Paper>
  );
}
