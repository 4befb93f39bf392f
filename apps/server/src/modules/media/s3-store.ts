import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStore, type StoredObject } from './media-store.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a test server); AWS itself when absent. */
  endpoint?: string;
  /** Bucket in the path rather than the host name (most S3-compatible servers want it). */
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prefix of every key in the bucket, e.g. `tessera/`. */
  prefix?: string;
}

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Images in an S3-compatible bucket; the server streams them out at the same URLs as the disk store. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly options: S3StoreOptions) {
    this.prefix = options.prefix ?? '';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string): string {
    assertMediaKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    const Bucket = this.options.bucket;
    try {
      // Content-addressed: an object already there holds these very bytes.
      await this.client.send(new HeadObjectCommand({ Bucket, Key }));
      return;
    } catch (error) {
      if (!notFound(error)) throw error;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return {
        body: answer.Body as Readable,
        sizeInBytes: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'image/webp',
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
