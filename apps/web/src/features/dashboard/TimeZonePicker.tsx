import { useMemo } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { timeZoneOptions, zoneMatches } from './time-zones.ts';

// The list has ~420 zones; showing the first matches keeps the dropdown quick to open and scroll.
const SHOWN = 60;

const filter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => zoneMatches(option, search));

/** A searchable list of IANA zones ("Lisbon", "new york", "GMT+1"): no free text that fails later. */
export function TimeZonePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const data = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <Select
      label="Time zone"
      description="The clock the start and end are read on."
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone matches. Try a city, e.g. Lisbon."
      data={data}
      filter={filter}
      limit={SHOWN}
      maxDropdownHeight={280}
      value={value}
      error={error}
      onChange={(zone) => zone && onChange(zone)}
    />
  );
}
