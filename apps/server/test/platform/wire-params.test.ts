import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import {
  decodeWireQuery,
  parseWireQueryString,
  parseWireQueryStringLazily,
  rejectInvalidEncodedQuery,
} from '../../src/platform/wire-params.ts';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const rejects = (query: Record<string, unknown>) => {
  try {
    rejectInvalidEncodedQuery({ query } as any);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).violations?.[0]).toMatchObject({ field: '.r', violatedRule: 'FORMAT' });
    return true;
  }
};

/** The flattened form a client sends: dotted keys, arrays as repeated keys. */
function flatten(value: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, v]): [string, string][] => {
    const path = `${prefix}${key}`;
    if (Array.isArray(v)) return v.map((item) => [path, String(item)]);
    if (v !== null && typeof v === 'object') return flatten(v as Record<string, unknown>, `${path}.`);
    return [[path, String(v)]];
  });
}

const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,5}$/);
const text = fc.string({ maxLength: 8 });
// Leaves are strings or lists of two or more strings: a list of one is sent like a scalar.
const leaf = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 4 }));
const nested: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('node')), { minKeys: 1, maxKeys: 4 }),
})).node as fc.Arbitrary<Record<string, unknown>>;

describe('parseWireQueryString', () => {
  it('nests dotted keys and repeats keys into arrays', () => {
    expect(
      parseWireQueryString(
        'fieldsets=TICKETS&fieldsets=DETAILS&query.paging.limit=10&query.paging.offset=5&a=b%20c',
      ),
    ).toEqual({
      fieldsets: ['TICKETS', 'DETAILS'],
      query: { paging: { limit: '10', offset: '5' } },
      a: 'b c',
    });
  });

  it('keeps a single value as a scalar (schemas coerce it to a list)', () => {
    expect(parseWireQueryString('fields=DETAILS')).toEqual({ fields: 'DETAILS' });
  });

  it('reads the payload of .r and ignores the other keys', () => {
    const payload = { query: { filter: { $or: [{ a: 1 }, { b: [2, 3] }] } }, fields: ['X'] };
    expect(parseWireQueryString(`.r=${encodeURIComponent(base64(payload))}&fields=Y`)).toEqual(payload);
  });

  it('flags a .r that is not a base64 JSON object', () => {
    for (const bad of ['%%%', base64([1, 2]), base64('text'), base64(null), '']) {
      const parsed = parseWireQueryString(`.r=${encodeURIComponent(bad)}`);
      expect(rejects(parsed), bad).toBe(true);
    }
    expect(rejects(parseWireQueryString(`.r=${base64({ ok: true })}`))).toBe(false);
    expect(rejects(parseWireQueryString('fields=DETAILS'))).toBe(false);
  });

  it('never writes to object prototypes', () => {
    const parsed = parseWireQueryString(
      '__proto__.polluted=1&constructor.prototype.polluted=1&a.__proto__=x',
    );
    expect(({} as any).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('ignores an unsafe key but keeps the parameters after it', () => {
    expect(parseWireQueryString('__proto__.x=1&fields=DETAILS')).toEqual({ fields: 'DETAILS' });
  });

  it('round-trips any nested payload through the flattened form', () => {
    fc.assert(
      fc.property(nested, (payload) => {
        const raw = new URLSearchParams(flatten(payload)).toString();
        expect(parseWireQueryString(raw)).toEqual(payload);
      }),
    );
  });

  it('round-trips any JSON object through .r', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.jsonValue()), (payload) => {
        const parsed = parseWireQueryString(new URLSearchParams({ '.r': base64(payload) }).toString());
        expect(parsed).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
    );
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        expect(typeof parseWireQueryString(raw)).toBe('object');
      }),
    );
  });
});

// The router's parser keeps a `.r=` query string unparsed until the first preValidation hook (a cached hit never
// decodes it); once decoded, the request's query is what the eager parser gives, or the same 400.
describe('parseWireQueryStringLazily and decodeWireQuery', () => {
  const decodedLazily = (raw: string) => {
    const request = { query: parseWireQueryStringLazily(raw) } as any;
    decodeWireQuery(request);
    return request.query as Record<string, unknown>;
  };

  it('keeps a .r payload encoded and invisible until decoded', () => {
    const raw = `.r=${base64({ query: { paging: { limit: 2 } } })}`;
    const lazy = parseWireQueryStringLazily(raw);
    expect(Object.keys(lazy)).toEqual([]);
    expect(decodedLazily(raw)).toEqual({ query: { paging: { limit: 2 } } });
  });

  it('parses the flattened form at once, as the eager parser does', () => {
    const raw = 'fieldsets=TICKETS&fieldsets=DETAILS&query.paging.limit=10';
    expect(parseWireQueryStringLazily(raw)).toEqual(parseWireQueryString(raw));
  });

  it('rejects a .r that is not a base64 JSON object when it is decoded', () => {
    for (const bad of ['%%%', base64([1, 2]), base64('text'), base64(null), '']) {
      expect(() => decodedLazily(`.r=${encodeURIComponent(bad)}`), bad).toThrow(AppError);
    }
  });

  it('ends with what the eager parser gives, whatever the query string', () => {
    const anyRaw = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 200 }).map((rest) => `.r=${rest}`),
      fc.dictionary(key, fc.jsonValue()).map((payload) => `.r=${encodeURIComponent(base64(payload))}`),
    );
    fc.assert(
      fc.property(anyRaw, (raw) => {
        const eager = parseWireQueryString(raw);
        if (rejects(eager)) expect(() => decodedLazily(raw)).toThrow(AppError);
        else expect(decodedLazily(raw)).toEqual(eager);
      }),
    );
  });
});
