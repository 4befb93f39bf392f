import { useEffect, useState, type FormEvent } from 'react';
import { Button, Chip, Collapse, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import type { EventOrderStatus } from '@tessera/sdk/event-orders-admin';
import { FILTER_STATUSES, ORDER_STATUS } from './order-labels.ts';
import {
  ORDER_SORTS,
  type ArchivedFilter,
  type CheckInFilter,
  type OrderFilters as Filters,
  type OrderSort,
  type PaymentFilter,
} from './order-filters.ts';

type Counts = Record<string, number>;

const ARCHIVED: { value: ArchivedFilter; label: string }[] = [
  { value: 'current', label: 'Current orders' },
  { value: 'archived', label: 'Archived orders' },
  { value: 'all', label: 'Current and archived' },
];
const PAYMENT: { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'Any payment' },
  { value: 'confirmed', label: 'Confirmed (paid, free, authorized, at the door)' },
  { value: 'unconfirmed', label: 'Not confirmed' },
];
const CHECK_IN: { value: CheckInFilter; label: string }[] = [
  { value: 'all', label: 'Any check-in' },
  { value: 'full', label: 'Fully checked in' },
  { value: 'partial', label: 'Not fully checked in' },
];

/**
 * The list's filters: a search phrase (applied on submit), the event and the statuses with their
 * counts, and the tags (archived, payment, check-in). Every change starts again at page one. On a
 * phone all but the search fold behind "Filters", which says how many are on.
 */
export function OrderFilters({
  filters,
  onChange,
  events,
  statusCounts,
  eventCounts,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  events: { id: string; title: string }[];
  statusCounts: Counts | undefined;
  eventCounts: Counts | undefined;
}) {
  const phone = usePhoneLayout();
  const [unfolded, fold] = useDisclosure(false);
  const [phrase, setPhrase] = useState(filters.search);
  // The address changed (back button, a link): show its phrase.
  useEffect(() => setPhrase(filters.search), [filters.search]);
  const change = (next: Partial<Filters>) => onChange({ ...filters, ...next, page: 0 });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    change({ search: phrase.trim() });
  };
  const count = (counts: Counts | undefined, key: string) => (counts ? ` (${counts[key] ?? 0})` : '');

  const eventOptions = [
    { value: '', label: 'All events' },
    ...events.map((event) => ({
      value: event.id,
      label: `${event.title}${count(eventCounts, event.id)}`,
    })),
  ];
  // An event named by the address but not among the latest 100 stays selectable.
  if (filters.eventId && !events.some((event) => event.id === filters.eventId)) {
    eventOptions.push({
      value: filters.eventId,
      label: `Event ${filters.eventId}${count(eventCounts, filters.eventId)}`,
    });
  }

  const active =
    (filters.eventId ? 1 : 0) +
    (filters.statuses.length ? 1 : 0) +
    (filters.archived !== 'current' ? 1 : 0) +
    (filters.payment !== 'all' ? 1 : 0) +
    (filters.checkIn !== 'all' ? 1 : 0);

  const search = (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Search orders"
          placeholder="Buyer name, email or order number"
          value={phrase}
          onChange={(input) => setPhrase(input.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );

  const more = (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="Event"
          data={eventOptions}
          value={filters.eventId ?? ''}
          onChange={(value) => change({ eventId: value || null })}
          allowDeselect={false}
          searchable
          miw={200}
        />
        <Select
          label="Archive"
          data={ARCHIVED}
          value={filters.archived}
          onChange={(value) => change({ archived: (value as ArchivedFilter) ?? 'current' })}
          allowDeselect={false}
          miw={180}
        />
        <Select
          label="Payment"
          data={PAYMENT}
          value={filters.payment}
          onChange={(value) => change({ payment: (value as PaymentFilter) ?? 'all' })}
          allowDeselect={false}
          miw={180}
        />
        <Select
          label="Sort"
          data={ORDER_SORTS}
          value={filters.sort}
          onChange={(value) => change({ sort: (value as OrderSort | null) ?? 'created:desc' })}
          allowDeselect={false}
          miw={180}
        />
        <Select
          label="Check-in"
          data={CHECK_IN}
          value={filters.checkIn}
          onChange={(value) => change({ checkIn: (value as CheckInFilter) ?? 'all' })}
          allowDeselect={false}
          miw={180}
        />
      </Group>
      <div role="group" aria-labelledby="order-status-filter">
        <Text id="order-status-filter" size="sm" fw={500} mb={4}>
          Status{' '}
          {filters.statuses.length === 0 && (
            <Text span size="sm" c="dimmed">
              (all)
            </Text>
          )}
        </Text>
        <Chip.Group
          multiple
          value={filters.statuses}
          onChange={(value) => change({ statuses: value as EventOrderStatus[] })}
        >
          <Group gap={6}>
            {FILTER_STATUSES.map((status) => (
              <Chip key={status} value={status} size="sm" variant="outline">
                {ORDER_STATUS[status].label}
                {count(statusCounts, status)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  );

  return (
    <Stack gap="sm" component="section" aria-label="Filter orders">
      {search}
      {phone ? (
        <>
          <Button
            variant="default"
            onClick={fold.toggle}
            aria-expanded={unfolded}
            aria-controls="order-filters-more"
            style={{ alignSelf: 'flex-start' }}
          >
            {unfolded ? 'Hide filters' : `Filters${active ? ` (${active} on)` : ''}`}
          </Button>
          <Collapse expanded={unfolded} id="order-filters-more">
            {more}
          </Collapse>
        </>
      ) : (
        more
      )}
    </Stack>
  );
}
