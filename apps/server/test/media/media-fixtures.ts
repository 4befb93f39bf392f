import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import S3rver from 's3rver';
import { freePort } from '../support/free-port.ts';
import type { MediaConfig } from '../../src/modules/media/media-config.ts';

export const UPLOAD_PATH = '/_api/tessera/v1/media/images';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so a test controls every byte (hostile names too). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like PNG (a gradient, so resizing has work to do). */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export const jpegImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .jpeg()
    .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return pngChunk('IHDR', data);
}

/**
 * A 20,000 × 20,000 pixel bomb: a valid header, and a few kilobytes of compressed zeros that
 * would inflate to 1.2 GB of pixels if anyone decoded them.
 */
export function pixelBomb(side = 20_000): Buffer {
  const rows = Buffer.alloc((side * 3 + 1) * 64); // the first 64 rows; enough to look real
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(side, side),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG signature and header on an HTML page: announces an image, is not one. */
export const pngHeaderOnHtml = () =>
  Buffer.concat([
    PNG_SIGNATURE,
    ihdr(100, 100),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  ]);

/** A local S3-compatible server (s3rver) with one bucket, in a temporary directory. */
export async function startS3(): Promise<{
  config: MediaConfig['store'];
  directory: string;
  close(): Promise<void>;
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-s3-'));
  const port = await freePort();
  const bucket = 'tessera-media';
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    directory,
    config: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'test/',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const diskStore = (): { config: MediaConfig['store']; directory: string; close(): Promise<void> } => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-media-test-'));
  return {
    directory,
    config: { kind: 'disk', root: directory },
    close: async () => fs.rmSync(directory, { recursive: true, force: true }),
  };
};
