import { describe, expect, it } from 'vitest';
import { demoEvents } from '../../src/seed/demo-events.ts';

// A new user opening the demo saw the Lisbon events on Berlin time: each venue's events must run
// on the clock of the venue's own city.
describe('demo events', () => {
  const events = demoEvents().map(({ request }) => request.event);

  it('gives every event at a venue the time zone of its city', () => {
    const venues = events.filter((event) => event.location?.type === 'VENUE');
    expect(venues.length).toBeGreaterThan(0);
    for (const event of venues) {
      const city = event.location?.address?.city;
      const zone = event.dateAndTimeSettings?.timeZoneId ?? '';
      // IANA zones are named after a city: Europe/Lisbon, Europe/Berlin.
      expect({ title: event.title, zone: zone.split('/').pop() }).toEqual({ title: event.title, zone: city });
    }
  });

  it('has Lisbon events on Europe/Lisbon', () => {
    const lisbon = events.filter((event) => event.location?.address?.city === 'Lisbon');
    expect(lisbon.map((event) => event.dateAndTimeSettings?.timeZoneId)).toEqual(
      lisbon.map(() => 'Europe/Lisbon'),
    );
    expect(lisbon.length).toBeGreaterThan(1);
  });

  it('gives online events a real zone', () => {
    for (const event of events.filter((e) => e.location?.type === 'ONLINE')) {
      expect(
        () => new Intl.DateTimeFormat('en', { timeZone: event.dateAndTimeSettings?.timeZoneId ?? '' }),
      ).not.toThrow();
    }
  });
});
