import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvText } from '../src/features/dashboard/orders/csv.ts';
import {
  filtersFromParams,
  pageQuery,
  paramsFromFilters,
  statusFacetQuery,
} from '../src/features/dashboard/orders/order-filters.ts';
import { csvFileName } from '../src/features/dashboard/orders/orders-csv.ts';

describe('orders CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps formulas as text: = + - @ and tab or CR first get an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('a=b')).toBe('a=b');
    // Numbers are not text a spreadsheet could run.
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(csvText(['A', 'B'], [['1', 'x,y']])).toBe(`${CSV_BOM}A,B\r\n1,"x,y"\r\n`);
  });

  it('names the file by day and event', () => {
    const day = new Date('2030-05-01T10:00:00Z');
    expect(csvFileName(day)).toBe('orders-2030-05-01.csv');
    expect(csvFileName(day, 'Berlin Jazz Night!')).toBe('orders-berlin-jazz-night-2030-05-01.csv');
  });
});

describe('orders filters in the address', () => {
  it('round-trips and drops defaults and hostile values', () => {
    const params = new URLSearchParams(
      'event=e1&status=PAID&status=__proto__&status=PAID&archived=all&payment=nope&checkin=full&q=%20ada%20&page=3',
    );
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      eventId: 'e1',
      statuses: ['PAID'],
      archived: 'all',
      payment: 'all',
      checkIn: 'full',
      search: ' ada ',
      sort: 'created:desc',
      page: 2,
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'event=e1&status=PAID&archived=all&checkin=full&q=ada&page=3',
    );
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams())).toString()).toBe('');
    // A sort the route knows is kept; any other falls back to newest first.
    expect(filtersFromParams(new URLSearchParams('sort=total:desc')).sort).toBe('total:desc');
    expect(filtersFromParams(new URLSearchParams('sort=__proto__:asc')).sort).toBe('created:desc');
    expect(pageQuery(filtersFromParams(new URLSearchParams('sort=email:asc'))).sort).toBe('email:asc');
  });

  it('builds the page query and a status facet query without the statuses chosen', () => {
    const filters = filtersFromParams(new URLSearchParams('event=e1&status=FREE&payment=unconfirmed&page=2'));
    expect(pageQuery(filters)).toEqual({
      tag: ['NON_ARCHIVED', 'UNCONFIRMED'],
      eventId: ['e1'],
      status: ['FREE'],
      fieldset: ['DETAILS', 'TICKETS'],
      sort: 'created:desc',
      limit: 25,
      offset: 25,
    });
    expect(statusFacetQuery(filters)).toEqual({
      tag: ['NON_ARCHIVED', 'UNCONFIRMED'],
      eventId: ['e1'],
      facet: ['status'],
      limit: 0,
    });
  });
});
