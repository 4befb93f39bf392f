import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, normalizeFieldMask, pathsOf } from '../../src/platform/field-mask.ts';

type Doc = Record<string, any>;

const get = (doc: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<any>((current, s) => (current && typeof current === 'object' ? current[s] : undefined), doc);

// Keys without dots (a dot separates path segments) and never `__proto__`.
const key = fc.constantFrom('a', 'b', 'c', 'd');
const scalar = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const doc: fc.Arbitrary<Doc> = fc.letrec((tie) => ({
  node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, scalar, tie('node')), { maxKeys: 4 }),
})).node as fc.Arbitrary<Doc>;

describe('normalizeFieldMask', () => {
  it('accepts a comma-separated string or a list and trims the paths', () => {
    expect(normalizeFieldMask('title, location.name ,')).toEqual(['title', 'location.name']);
    expect(normalizeFieldMask(['title', ' registration.type '])).toEqual(['title', 'registration.type']);
  });

  it('treats an absent or empty mask as no mask', () => {
    expect(normalizeFieldMask(undefined)).toBeUndefined();
    expect(normalizeFieldMask('')).toBeUndefined();
    expect(normalizeFieldMask([' ', ''])).toBeUndefined();
  });
});

describe('pathsOf', () => {
  it('lists leaf paths; arrays and empty objects are leaves', () => {
    expect(
      pathsOf({ title: 'x', location: { name: 'y', address: { city: 'z' } }, tags: [1], empty: {} }),
    ).toEqual(['title', 'location.name', 'location.address.city', 'tags', 'empty']);
  });
});

describe('applyPatch', () => {
  it('writes present paths and keeps the rest without a mask', () => {
    const target = { title: 'Old', location: { name: 'Hall', type: 'VENUE' }, keep: 1 };
    expect(applyPatch(target, { location: { name: 'Room' } })).toEqual({
      title: 'Old',
      location: { name: 'Room', type: 'VENUE' },
      keep: 1,
    });
  });

  it('clears a masked path that the patch leaves out or sends as null', () => {
    const target = { title: 'Old', shortDescription: 'Text', location: { name: 'Hall', type: 'VENUE' } };
    expect(applyPatch(target, { title: 'New' }, ['title', 'shortDescription', 'location.name'])).toEqual({
      title: 'New',
      location: { type: 'VENUE' },
    });
    expect(applyPatch(target, { shortDescription: null })).toEqual({
      title: 'Old',
      location: { name: 'Hall', type: 'VENUE' },
    });
  });

  it('replaces a whole object named by the mask', () => {
    const target = { location: { name: 'Hall', type: 'VENUE' } };
    expect(applyPatch(target, { location: { type: 'ONLINE' } }, ['location'])).toEqual({
      location: { type: 'ONLINE' },
    });
  });

  it('ignores patch paths outside the mask', () => {
    expect(applyPatch({ a: 1, b: 2 }, { a: 10, b: 20 }, ['b'])).toEqual({ a: 1, b: 20 });
  });

  it('writes every patch leaf and leaves unrelated target leaves alone', () => {
    fc.assert(
      fc.property(doc, doc, (target, patch) => {
        const result = applyPatch(target, patch);
        const written = pathsOf(patch);
        for (const p of written) expect(get(result, p)).toEqual(get(patch, p));
        const related = (q: string) =>
          written.some((p) => q === p || q.startsWith(`${p}.`) || p.startsWith(`${q}.`));
        for (const q of pathsOf(target).filter((q) => !related(q)))
          expect(get(result, q)).toEqual(get(target, q));
      }),
    );
  });

  it('is idempotent and does not change its inputs', () => {
    fc.assert(
      fc.property(doc, doc, (target, patch) => {
        const [targetCopy, patchCopy] = [structuredClone(target), structuredClone(patch)];
        const once = applyPatch(target, patch);
        expect(applyPatch(once, patch)).toEqual(once);
        expect(target).toEqual(targetCopy);
        expect(patch).toEqual(patchCopy);
      }),
    );
  });

  it('with the mask of the patch paths, equals no mask', () => {
    fc.assert(
      fc.property(doc, doc, (target, patch) => {
        expect(applyPatch(target, patch, pathsOf(patch))).toEqual(applyPatch(target, patch));
      }),
    );
  });

  it('with a mask, touches nothing outside the masked paths', () => {
    fc.assert(
      fc.property(
        doc,
        doc,
        fc.array(fc.constantFrom('a', 'b', 'a.c', 'b.d', 'c.a.b'), { maxLength: 3 }),
        (target, patch, mask) => {
          const result = applyPatch(target, patch, mask);
          const masked = (q: string) =>
            mask.some((p) => q === p || q.startsWith(`${p}.`) || p.startsWith(`${q}.`));
          for (const q of pathsOf(target).filter((q) => !masked(q)))
            expect(get(result, q)).toEqual(get(target, q));
          for (const p of mask) {
            const value = get(patch, p);
            if (value === undefined || value === null) {
              if (typeof get(result, p.split('.').slice(0, -1).join('.') || '') !== 'string') {
                expect(get(result, p)).toBeUndefined();
              }
            } else expect(get(result, p)).toEqual(value);
          }
        },
      ),
    );
  });
});
