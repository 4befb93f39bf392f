import { ApplicationError, SystemError, ValidationError } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage, violationMessage } from '../src/features/dashboard/error-message.ts';
import { splitMailLinks } from '../src/features/dashboard/mail-links.ts';
import {
  API_KEY_KEPT_MS,
  clearOwnerCredentials,
  loadOwnerCredentials,
  saveOwnerCredentials,
} from '../src/features/dashboard/owner-session.ts';
import { timeZoneOptions, zoneMatches } from '../src/features/dashboard/time-zones.ts';
import { dateTile, eventZone, formatEventDate, formatEventStart } from '../src/shared/dates.ts';

// The dashboard's plain helpers (no DOM): the words people see, dates, links and the kept session.

describe('errorMessage', () => {
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('says a validation failure in sentences, without field paths', () => {
    const spy = quiet();
    const error = new ValidationError(
      [
        { field: 'event.dateAndTimeSettings.endDate', description: 'must be after startDate' },
        { field: 'event.title', description: 'must not be empty' },
        { field: 'password', description: 'must be at least 6 characters' },
      ],
      { status: 400 },
    );
    const message = errorMessage(error);
    expect(message).toContain('The end must be after the start.');
    expect(message).toContain('The title is required.');
    expect(message).toContain('The password must be at least 6 characters.');
    expect(message).not.toMatch(/startDate|event\.|INVALID_ARGUMENT/);
    spy.mockRestore();
  });

  it('keeps codes out of the sentence and puts them in the console', () => {
    const spy = quiet();
    const unauthenticated = new ApplicationError(
      'x',
      { code: 'UNAUTHENTICATED', description: 'Missing or invalid Authorization header' },
      { status: 401, requestId: 'req-1' },
    );
    expect(errorMessage(unauthenticated)).toBe(
      'You are not signed in, or your sign-in has ended. Please sign in again.',
    );
    const credentials = new ApplicationError(
      'x',
      { code: 'INVALID_CREDENTIALS', description: 'Wrong email or password' },
      { status: 401 },
    );
    expect(errorMessage(credentials)).toBe('Wrong email or password.');
    expect(errorMessage(credentials)).not.toContain('INVALID_CREDENTIALS');
    expect(spy.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/UNAUTHENTICATED.*req-1/);
    // Each failure is logged once however often a page re-renders it.
    expect(spy.mock.calls.filter((call) => String(call[0]).includes('INVALID_CREDENTIALS'))).toHaveLength(1);
    spy.mockRestore();
  });

  it('names a wrong API key, an unreachable server and a server failure plainly', () => {
    const spy = quiet();
    expect(
      errorMessage(
        new ApplicationError(
          'x',
          { code: 'UNAUTHENTICATED', description: 'API key is invalid' },
          { status: 401 },
        ),
      ),
    ).toBe('This API key is not valid. Check the key and the site id.');
    expect(errorMessage(new SystemError('fetch failed', { code: 'NETWORK' }))).toMatch(
      /could not be reached/,
    );
    expect(errorMessage(new SystemError('x', { code: 'INTERNAL', status: 500 }))).toMatch(/on the server/);
    spy.mockRestore();
  });

  it('turns an unknown field into words', () => {
    expect(violationMessage({ field: 'settings.maxTicketsPerOrder', description: 'must be positive' })).toBe(
      'The max tickets per order must be positive.',
    );
  });
});

describe('dates', () => {
  // Intl puts thin and narrow no-break spaces around "–" and before "PM".
  const plain = (text: string) => text.replace(/\s/g, ' ');
  const lisbon = {
    dateAndTimeSettings: {
      startDate: '2030-12-01T18:00:00.000Z',
      endDate: '2030-12-01T20:00:00.000Z',
      timeZoneId: 'Europe/Lisbon',
      formatted: { dateAndTime: 'December 1, 2030, 6:00 PM – 8:00 PM', startDate: '', startTime: '' },
    },
  };

  it('shows the event in its own zone and names the zone', () => {
    expect(plain(formatEventDate(lisbon))).toBe('Dec 1, 2030, 6:00 – 8:00 PM · Lisbon time (GMT+0)');
    expect(plain(formatEventStart(lisbon))).toBe('Dec 1, 2030, 6:00 PM');
    expect(eventZone(lisbon)).toBe('Lisbon time (GMT+0)');
    const berlin = { dateAndTimeSettings: { ...lisbon.dateAndTimeSettings, timeZoneId: 'Europe/Berlin' } };
    expect(plain(formatEventDate(berlin))).toBe('Dec 1, 2030, 7:00 – 9:00 PM · Berlin time (GMT+1)');
  });

  it('formats the tile and the line in one locale', () => {
    // The page's language (en here): "Dec" on the tile, "Dec" in the line, never "DEZ".
    expect(dateTile(lisbon)).toEqual({ month: 'Dec', day: '1' });
    expect(formatEventDate(lisbon)).toContain('Dec 1');
  });

  it('falls back to UTC for an unknown zone and says so', () => {
    const odd = { dateAndTimeSettings: { ...lisbon.dateAndTimeSettings, timeZoneId: 'Berlin' } };
    expect(plain(formatEventDate(odd))).toBe('Dec 1, 2030, 6:00 – 8:00 PM · UTC');
  });

  it('says when a date is not set', () => {
    expect(formatEventDate({ dateAndTimeSettings: { dateAndTimeTbd: true } })).toBe('Date to be announced');
    expect(formatEventStart({ dateAndTimeSettings: { dateAndTimeTbd: true } })).toBe('To be announced');
    expect(eventZone({ dateAndTimeSettings: { dateAndTimeTbd: true } })).toBe('');
  });
});

describe('time zone picker', () => {
  const options = timeZoneOptions('Europe/Berlin', new Date('2030-01-15T12:00:00Z'));
  const search = (text: string) => options.filter((option) => zoneMatches(option, text)).map((o) => o.value);

  it('finds zones by city, in any case, with spaces or accents', () => {
    expect(search('Berlin')).toEqual(['Europe/Berlin']);
    expect(search('lisbon')).toEqual(['Europe/Lisbon']);
    expect(search('new york')).toContain('America/New_York');
    expect(search('são paulo')).toContain('America/Sao_Paulo');
  });

  it('keeps a browser zone the list lacks', () => {
    expect(timeZoneOptions('Asia/Calcutta').map((o) => o.value)).toContain('Asia/Calcutta');
  });
});

describe('mail links', () => {
  it('makes http(s) URLs links and leaves sentence punctuation out', () => {
    const parts = splitMailLinks('Reset it: https://site.example/account/recover?token=a_b-1. Thanks');
    expect(parts).toEqual([
      { text: 'Reset it: ' },
      {
        text: 'https://site.example/account/recover?token=a_b-1',
        href: 'https://site.example/account/recover?token=a_b-1',
      },
      { text: '. Thanks' },
    ]);
  });

  it('never links another scheme', () => {
    const body = 'javascript:alert(1) data:text/html,x vbscript:x ftp://x.example';
    expect(splitMailLinks(body)).toEqual([{ text: body }]);
    expect(splitMailLinks('see http://[bad')).toEqual([{ text: 'see http://[bad' }]);
  });
});

describe('owner session', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };
  const now = Date.parse('2030-01-01T00:00:00Z');

  it('keeps a session token until its expiry, then forgets it', () => {
    const storage = memoryStorage();
    const expiresDate = new Date(now + 60_000).toISOString();
    saveOwnerCredentials({ apiKey: 'tok', siteId: 's1', email: 'o@x.example', expiresDate }, storage, now);
    expect(loadOwnerCredentials(storage, now + 59_000)).toEqual({
      apiKey: 'tok',
      siteId: 's1',
      email: 'o@x.example',
      expiresDate,
    });
    expect(loadOwnerCredentials(storage, now + 60_000)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('keeps a pasted API key for a bounded time', () => {
    const storage = memoryStorage();
    saveOwnerCredentials({ apiKey: 'key', siteId: 's1' }, storage, now);
    expect(loadOwnerCredentials(storage, now + API_KEY_KEPT_MS - 1)?.apiKey).toBe('key');
    expect(loadOwnerCredentials(storage, now + API_KEY_KEPT_MS)).toBeNull();
  });

  it('forgets on sign-out and ignores entries without an expiry', () => {
    const storage = memoryStorage();
    saveOwnerCredentials({ apiKey: 'key', siteId: 's1' }, storage, now);
    clearOwnerCredentials(storage);
    expect(loadOwnerCredentials(storage, now)).toBeNull();
    storage.setItem('tessera.owner', JSON.stringify({ apiKey: 'key', siteId: 's1' }));
    expect(loadOwnerCredentials(storage, now)).toBeNull();
  });
});
