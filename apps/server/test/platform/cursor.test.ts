import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { decodeCursor, encodeCursor, type CursorState } from '../../src/platform/query/cursor.ts';

const SECRET = 'test-secret';

const state: fc.Arbitrary<CursorState> = fc.record(
  {
    filter: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 })),
    sort: fc.array(
      fc.record({
        fieldName: fc.string({ maxLength: 10 }),
        order: fc.constantFrom('ASC' as const, 'DESC' as const),
      }),
      { maxLength: 3 },
    ),
    offset: fc.nat(),
    scope: fc.constantFrom('drafts', undefined),
  },
  { requiredKeys: ['offset'] },
);

const isInvalidCursor = (run: () => unknown) => {
  try {
    run();
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).violations?.[0]).toMatchObject({
      field: 'query.cursorPaging.cursor',
      violatedRule: 'FORMAT',
    });
    return true;
  }
};

describe('encodeCursor / decodeCursor', () => {
  it('round-trips any state', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(decodeCursor(SECRET, encodeCursor(SECRET, s))).toEqual(JSON.parse(JSON.stringify(s)));
      }),
    );
  });

  it('is opaque and URL-safe', () => {
    const cursor = encodeCursor(SECRET, { filter: { title: 'x' }, offset: 50 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('title');
  });

  it('refuses any changed character', () => {
    fc.assert(
      fc.property(state, fc.nat(), fc.constantFrom(...'AZaz09-_.x'), (s, at, char) => {
        const cursor = encodeCursor(SECRET, s);
        const i = at % cursor.length;
        fc.pre(cursor[i] !== char);
        const tampered = cursor.slice(0, i) + char + cursor.slice(i + 1);
        expect(isInvalidCursor(() => decodeCursor(SECRET, tampered))).toBe(true);
      }),
    );
  });

  it('refuses anything appended to a valid cursor', () => {
    const cursor = encodeCursor(SECRET, { offset: 10 });
    for (const suffix of ['.', '.x', '.abc.def', 'A']) {
      expect(
        isInvalidCursor(() => decodeCursor(SECRET, cursor + suffix)),
        suffix,
      ).toBe(true);
    }
  });

  it("refuses another secret's cursor", () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(isInvalidCursor(() => decodeCursor('other-secret', encodeCursor(SECRET, s)))).toBe(true);
      }),
    );
  });

  it('refuses a signed cursor whose content is not a valid state', () => {
    expect(isInvalidCursor(() => decodeCursor(SECRET, encodeCursor(SECRET, { offset: -1 })))).toBe(true);
    expect(isInvalidCursor(() => decodeCursor(SECRET, encodeCursor(SECRET, { offset: '5' } as any)))).toBe(
      true,
    );
  });

  it('refuses garbage without throwing anything but a validation error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (garbage) => {
        expect(isInvalidCursor(() => decodeCursor(SECRET, garbage))).toBe(true);
      }),
    );
  });

  it('reports the path it is given', () => {
    try {
      decodeCursor(SECRET, 'bad', 'cursorPaging.cursor');
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).violations?.[0].field).toBe('cursorPaging.cursor');
    }
  });
});
