import { Select } from '@mantine/core';
import type { Event } from '@tessera/sdk';

/** Which event's guests are shown: a searchable list of event titles with their dates. */
export function EventPicker({
  events,
  value,
  onChange,
  loading,
}: {
  events: Event[];
  value: string | null;
  onChange: (eventId: string | null) => void;
  loading?: boolean;
}) {
  const data = events.map((event) => ({
    value: event.id ?? '',
    label: `${event.title || 'Untitled event'}${dateOf(event)}`,
  }));
  return (
    <Select
      label="Event"
      placeholder={loading ? 'Loading events…' : data.length ? 'Choose an event' : 'No events to choose from'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No event has that name"
      maw={520}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function dateOf(event: Event): string {
  const start = event.dateAndTimeSettings?.startDate;
  if (!start) return '';
  return ` — ${new Date(start).toLocaleDateString(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeZone: event.dateAndTimeSettings?.timeZoneId ?? 'UTC',
  })}`;
}
