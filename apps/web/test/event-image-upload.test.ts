import { ValidationError } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  editorValuesOf,
  editorWrite,
  sortEditorViolations,
} from '../src/features/dashboard/event-editor/editor-values.ts';
import { uploadErrorMessage } from '../src/features/dashboard/event-form.ts';

// The event editor's main image (no DOM): what a save sends, and refusals in words.
describe('the event image in the editor', () => {
  const base = { ...editorValuesOf(), title: 'Gallery Night', timeZone: 'UTC' };
  const image = { id: 'img_1', url: 'http://x/_media/s/a.webp', width: 1600, height: 800 };

  it('sends the upload by id with its trimmed alt text, and nothing without an image', () => {
    expect(editorWrite({ ...base, image, imageAltText: '  A wall  ' }).event.mainImage).toEqual({
      id: 'img_1',
      altText: 'A wall',
    });
    expect(editorWrite({ ...base, image, imageAltText: ' ' }).event.mainImage).toEqual({
      id: 'img_1',
      altText: null,
    });
    expect('mainImage' in editorWrite(base).event).toBe(false);
  });

  it("puts the server's mainImage violations next to the image and its alt text", () => {
    const sorted = sortEditorViolations([
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
