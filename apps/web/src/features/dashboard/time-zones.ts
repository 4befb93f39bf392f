import { zoneCity, zoneOffsetName } from '../../shared/dates.ts';

export interface TimeZoneOption {
  value: string;
  /** `Lisbon — Europe/Lisbon (GMT+1)`: the city first, since people search by city. */
  label: string;
}

function zoneOptionLabel(zone: string, at: Date): string {
  const city = zoneCity(zone);
  if (city === zone || city === 'UTC')
    return zone === 'UTC' ? 'UTC' : `${zone} (${zoneOffsetName(zone, at)})`;
  return `${city} — ${zone} (${zoneOffsetName(zone, at)})`;
}

/** Every zone the browser knows, plus `current` (the browser's zone can be an alias not listed). */
export function timeZoneOptions(current: string, at: Date = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (current) zones.add(current);
  return [...zones]
    .map((zone) => ({ value: zone, label: zoneOptionLabel(zone, at) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Lower case, no accents, `_` and `/` as spaces: "são paulo" finds America/Sao_Paulo. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[_/]/g, ' ')
    .toLowerCase()
    .trim();

/** Whether a zone matches what was typed: every typed word appears in its label. */
export function zoneMatches(option: TimeZoneOption, search: string): boolean {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  const label = normalise(option.label);
  return words.every((word) => label.includes(word));
}
