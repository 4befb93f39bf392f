import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from '../../src/modules/events/events.slug.ts';

describe('slugify', () => {
  it.each([
    ['Leather Crafting 101', 'leather-crafting-101'],
    ['  Café Crème -- Brûlée!  ', 'cafe-creme-brulee'],
    ['ÅNGSTRÖM & Ørsted', 'angstrom-rsted'],
    ['Tom’s "Big" Night_Out', 'tom-s-big-night-out'],
    ['!!!', 'event'],
    ['🎉🎉', 'event'],
    ['', 'event'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles at 100 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('word '.repeat(60)).length).toBeLessThanOrEqual(100);
  });

  it('always yields a valid slug of at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (title) => {
        const slug = slugify(title);
        expect(isValidSlug(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is idempotent and keeps valid slugs as they are', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        const slug = slugify(title);
        expect(slugify(slug)).toBe(slug);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,5}$/), (slug) => {
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('isValidSlug', () => {
  it('accepts lowercase words joined by single dashes, up to 130 characters', () => {
    for (const slug of ['a', 'event-2', '2026-summer-fair', 'x'.repeat(130)])
      expect(isValidSlug(slug), slug).toBe(true);
    for (const slug of ['', 'A', 'a b', 'a--b', '-a', 'a-', 'a_b', 'ü', 'a/b', 'x'.repeat(131)]) {
      expect(isValidSlug(slug), slug).toBe(false);
    }
  });
});
