import path from 'node:path';
import { defaultImageLimits, type ImageLimits } from './image-processing.ts';
import type { S3StoreOptions } from './s3-store.ts';

/** Where images are stored and how large they may be (MEDIA_* and S3_* variables). */
export interface MediaConfig {
  store: { kind: 'disk'; root: string } | ({ kind: 's3' } & S3StoreOptions);
  limits: ImageLimits;
  /** Where uploads are received before they are checked (the OS's temp dir by default). */
  uploadTmpDir?: string;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the media settings; a missing S3 setting with MEDIA_STORE=s3 stops the start with its name. */
export function mediaConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MediaConfig {
  const limits = {
    maxBytes: positive(env.MEDIA_MAX_BYTES, defaultImageLimits.maxBytes),
    maxPixels: positive(env.MEDIA_MAX_PIXELS, defaultImageLimits.maxPixels),
  };
  const kind = (env.MEDIA_STORE ?? 'disk').trim().toLowerCase();
  if (kind === 'disk') {
    return {
      store: { kind: 'disk', root: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')) },
      limits,
    };
  }
  if (kind !== 's3')
    throw new Error(`MEDIA_STORE must be disk or s3, not ${JSON.stringify(env.MEDIA_STORE)}`);
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
  return {
    store: {
      kind: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      prefix: env.S3_PREFIX || undefined,
    },
    limits,
  };
}
