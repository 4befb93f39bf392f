import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaConfigFromEnv } from '../../src/modules/media/media-config.ts';

describe('media configuration', () => {
  it('stores on disk under DATA_DIR by default', () => {
    const config = mediaConfigFromEnv({}, '/srv/tessera');
    expect(config.store).toEqual({ kind: 'disk', root: path.resolve('/srv/tessera/media') });
    expect(config.limits).toEqual({ maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 });
  });

  it('reads the S3 settings and refuses an incomplete or unknown store by name', () => {
    const config = mediaConfigFromEnv(
      {
        MEDIA_STORE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_MAX_BYTES: '1000',
      },
      '/data',
    );
    expect(config.store).toMatchObject({ kind: 's3', bucket: 'media', endpoint: 'http://127.0.0.1:9000' });
    expect(config.limits.maxBytes).toBe(1000);
    expect(() => mediaConfigFromEnv({ MEDIA_STORE: 's3' }, '/data')).toThrow('S3_BUCKET');
    expect(() => mediaConfigFromEnv({ MEDIA_STORE: 'ftp' }, '/data')).toThrow('MEDIA_STORE');
  });
});
