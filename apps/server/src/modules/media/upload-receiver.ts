import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { validationError, violation } from '../../platform/errors.ts';

/** An upload written to a temporary file (memory stays bounded whatever the size). */
export interface ReceivedFile {
  path: string;
  head: Buffer;
  sizeInBytes: number;
  sha256: string;
  /** The client's name for the file: metadata only, never used as a path. */
  filename: string | null;
  fields: { altText?: string };
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

export interface ReceiveLimits {
  maxBytes: number;
  /** Directory of temporary files (the OS's by default). */
  tmpDir?: string;
}

const refuse = (
  field: string,
  description: string,
  rule: 'REQUIRED_FIELD' | 'MAX_SIZE' | 'FORMAT' | 'FIELD_NOT_ALLOWED',
) => validationError([violation(field, description, rule)]);

const HEAD_BYTES = 16;
const MAX_FILENAME = 255;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Keeps a filename as display text: the last path segment, no control characters, 255 characters. */
export function cleanFilename(name: string | undefined): string | null {
  if (!name) return null;
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(CONTROL, '').trim().slice(0, MAX_FILENAME);
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}

/**
 * Reads a multipart/form-data upload: exactly one `file` part and at most an `altText` field.
 * The file streams to a temporary file while its size is counted and its SHA-256 computed; past
 * the limit the request is refused and the partial file removed. Fields beyond the few declared
 * ones, a second file and oversized fields are refused by the parser's own limits.
 */
export async function receiveUpload(request: FastifyRequest, limits: ReceiveLimits): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw refuse('file', 'must be sent as multipart/form-data with one file part', 'REQUIRED_FIELD');
  }
  const fields: { altText?: string } = {};
  let received: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: 1, fields: 4, fieldSize: 4000, parts: 5, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'altText')
          throw refuse(part.fieldname.slice(0, 100), 'is not a field of an upload', 'FIELD_NOT_ALLOWED');
        if (typeof part.value !== 'string') throw refuse('altText', 'must be text', 'FORMAT');
        if (part.value.length > 1000) throw refuse('altText', 'must be at most 1000 characters', 'MAX_SIZE');
        fields.altText = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw refuse(
          part.fieldname.slice(0, 100),
          'is not a field of an upload; send the image as `file`',
          'FIELD_NOT_ALLOWED',
        );
      }
      received = await toTemporaryFile(part.file, cleanFilename(part.filename), fields, limits);
    }
  } catch (error) {
    await received?.discard();
    throw translateParserError(error, limits);
  }
  if (!received) throw refuse('file', 'is required: send the image as a `file` part', 'REQUIRED_FIELD');
  return received;
}

async function toTemporaryFile(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  filename: string | null,
  fields: { altText?: string },
  limits: ReceiveLimits,
): Promise<ReceivedFile> {
  const file = path.join(limits.tmpDir ?? os.tmpdir(), `tessera-upload-${randomUUID()}`);
  const discard = () => fs.promises.rm(file, { force: true });
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) headChunks.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (stream.truncated) throw tooLarge(limits);
  } catch (error) {
    await discard();
    throw error;
  }
  if (size === 0) {
    await discard();
    throw refuse('file', 'is empty', 'REQUIRED_FIELD');
  }
  return {
    path: file,
    head: Buffer.concat(headChunks),
    sizeInBytes: size,
    sha256: hash.digest('hex'),
    filename,
    // Read at the end: a field sent after the file part is still seen by the caller.
    get fields() {
      return fields;
    },
    discard,
  };
}

const tooLarge = (limits: ReceiveLimits) =>
  refuse('file', `must be at most ${limits.maxBytes.toLocaleString('en-US')} bytes`, 'MAX_SIZE');

/** The parser's own limit errors, said as field violations (never a 5xx). */
function translateParserError(error: unknown, limits: ReceiveLimits): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limits);
    case 'FST_FILES_LIMIT':
      return refuse('file', 'only one file may be sent', 'MAX_SIZE');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse('form', 'has too many parts: send one `file` and at most `altText`', 'MAX_SIZE');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
      return refuse('form', 'is not a well-formed multipart/form-data body', 'FORMAT');
    default:
      if (error instanceof Error && /Unexpected end of form|Malformed|boundary/i.test(error.message)) {
        return refuse('form', 'is not a well-formed multipart/form-data body', 'FORMAT');
      }
      return error;
  }
}
