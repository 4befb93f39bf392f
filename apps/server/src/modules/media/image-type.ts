/**
 * The image type a file's first bytes announce (magic numbers), whatever its name or the
 * Content-Type the client sent. Only raster formats sharp decodes safely; SVG (which can carry
 * scripts) and everything else is refused. Announcing a type is not being one: sharp decoding
 * the whole image is the real check (image-processing.ts).
 */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function imageTypeOf(head: Buffer): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('ftypavif'), 4) || startsWith(head, ascii('ftypavis'), 4)) return 'avif';
  return null;
}

/** How many leading bytes `imageTypeOf` needs. */
export const IMAGE_TYPE_HEAD_BYTES = 16;
