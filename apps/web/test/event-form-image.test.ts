import { ValidationError } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  initialEventFormValues,
  sortViolations,
  toEventInput,
  uploadErrorMessage,
} from '../src/features/dashboard/event-form.ts';

// The new-event form's image (no DOM): what it sends, and refusals in words.
describe('the event form image', () => {
  const base = { ...initialEventFormValues(), title: 'Gallery Night', timeZone: 'UTC' };
  const image = { id: 'img_1', url: 'http://x/_media/s/a.webp', width: 1600, height: 800 };

  it('sends the upload by id with its trimmed alt text, and nothing without an image', () => {
    expect(toEventInput({ ...base, image, imageAltText: '  A wall  ' }).mainImage).toEqual({
      id: 'img_1',
      altText: 'A wall',
    });
    expect(toEventInput({ ...base, image, imageAltText: ' ' }).mainImage).toEqual({
      id: 'img_1',
      altText: null,
    });
    expect('mainImage' in toEventInput(base)).toBe(false);
  });

  it("puts the server's mainImage violations next to the image and its alt text", () => {
    const sorted = sortViolations([
      { field: 'event.mainImage.id', description: 'must be the id of an uploaded image' },
      { field: 'event.mainImage.altText', description: 'must be at most 1000 characters' },
    ]);
    expect(Object.keys(sorted.byField).sort()).toEqual(['image', 'imageAltText']);
    expect(sorted.other).toEqual([]);
  });

  it('says an upload refusal about "the image", never the part name', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = new ValidationError(
      [{ field: 'file', description: 'must be at most 10,000,000 bytes' }],
      { status: 400 },
    );
    expect(uploadErrorMessage(refused)).toBe('The image must be at most 10,000,000 bytes.');
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch.');
  });
});
