/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. Throws RangeError on an unknown zone. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * A `datetime-local` value (`2025-06-01T19:30`) read as wall-clock time in `timeZone`, as an ISO instant.
 * Empty or unreadable input gives undefined; an unknown zone falls back to the browser's zone
 * (the server then reports the zone itself).
 */
export function zonedTimeToIso(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  try {
    const guess = asUtc - zoneOffset(asUtc, timeZone);
    // Near a DST switch the offset at the guessed instant can differ from the first one.
    return new Date(asUtc - zoneOffset(guess, timeZone)).toISOString();
  } catch {
    const local = new Date(year, month - 1, day, hour, minute);
    return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
  }
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
