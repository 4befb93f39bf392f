import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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

type Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK (some 20 MB resident) is loaded by the first S3 store, never by a server on disk. */
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

const notFound = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Images in an S3-compatible bucket; the server streams them out at the same URLs as the disk store. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly prefix: string;
  private readonly connected: Promise<{ sdk: Sdk; client: S3Client }>;
  private client?: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.prefix = options.prefix ?? '';
    this.connected = loadSdk().then((sdk) => {
      this.client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      });
      return { sdk, client: this.client };
    });
    this.connected.catch(() => {}); // reported by the first call that needs it
  }

  private objectKey(key: string): string {
    assertMediaKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    const Bucket = this.options.bucket;
    const { sdk, client } = await this.connected;
    try {
      // Content-addressed: an object already there holds these very bytes.
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
      return;
    } catch (error) {
      if (!notFound(sdk, error)) throw error;
    }
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connected;
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key }));
      return {
        body: answer.Body as Readable,
        sizeInBytes: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'image/webp',
      };
    } catch (error) {
      if (notFound(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connected;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
  }

  close(): void {
    this.client?.destroy();
  }
}
