import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { validationError, violation } from '../../platform/errors.ts';
import type { ImageType } from './image-type.ts';

export interface ImageLimits {
  /** Largest upload in bytes. */
  maxBytes: number;
  /** Largest image in pixels (width × height), refused from the header before decoding. */
  maxPixels: number;
}

export const defaultImageLimits: ImageLimits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };

/** Widths of the WebP variants; an image narrower than one is never enlarged to it. */
export const VARIANT_WIDTHS = [320, 800, 1600] as const;

export interface RenderedVariant {
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageType;
  width: number;
  height: number;
  variants: RenderedVariant[];
}

/** sharp and libvips (some 17 MB resident) load with the first upload, not with the server. */
let sharpLoading: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpLoading ??= import('sharp'))).default;

const refuse = (description: string, rule: 'FORMAT' | 'MAX_SIZE' = 'FORMAT') =>
  validationError([violation('file', description, rule)]);

/**
 * Reads the header (dimensions; nothing decoded yet), refuses a pixel bomb there, then decodes
 * the whole image once per variant: a file whose header is an image but whose body is not
 * (a PNG signature on an HTML page) fails the decode and is refused. sharp's `limitInputPixels`
 * guards the decoder too, in case a header understates the size.
 */
export async function processImage(
  file: string,
  announced: ImageType,
  limits: ImageLimits,
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const input = () =>
    sharp(file, {
      limitInputPixels: limits.maxPixels,
      failOn: 'error',
      sequentialRead: true,
      animated: false,
    });
  let meta: Metadata;
  try {
    // The header alone (nothing decoded), read without the pixel limit so a bomb is named as one.
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('is not a readable image');
  }
  // The decoder must agree with the magic number (heif covers AVIF).
  const decoded = meta.format === 'heif' ? 'avif' : meta.format;
  if (decoded !== announced) throw refuse(`is not a ${announced} image`);
  // EXIF orientations 5–8 swap width and height on display.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  if (!width || !height) throw refuse('is not a readable image');
  if (width * height > limits.maxPixels) {
    throw refuse(
      `is ${width} × ${height} pixels; at most ${limits.maxPixels.toLocaleString('en-US')} pixels are accepted`,
      'MAX_SIZE',
    );
  }
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  const variants: RenderedVariant[] = [];
  try {
    for (const target of widths) {
      // rotate() applies the EXIF orientation; the output keeps no metadata (no GPS position).
      const { data, info } = await input()
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        bytes: data,
        sha256: createHash('sha256').update(data).digest('hex'),
        width: info.width,
        height: info.height,
      });
    }
  } catch {
    throw refuse('is not a readable image');
  }
  return { format: announced, width, height, variants };
}
