import { mediaRoutes } from '@tessera/contracts/routes/media.routes';
import os from 'node:os';
import path from 'node:path';
import { defineModule } from '../../platform/module.ts';
import { DiskMediaStore } from './disk-store.ts';
import { defaultImageLimits } from './image-processing.ts';
import type { MediaConfig } from './media-config.ts';
import type { MediaStore } from './media-store.ts';
import { MediaService } from './media.service.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { S3MediaStore } from './s3-store.ts';
import * as mediaMigration from './migrations/0017_media.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** Where uploaded images are stored (disk or S3) and their size limits (modules/media). */
    media?: Partial<MediaConfig>;
  }
}

export function mediaStoreOf(config: MediaConfig['store']): MediaStore {
  return config.kind === 'disk' ? new DiskMediaStore(config.root) : new S3MediaStore(config);
}

/** Uploads, image reads and serving; without a configuration, a disk store in the OS's temp dir. */
export const mediaModule = defineModule({
  name: 'media',
  routeGroups: [mediaRoutes],
  migrations: { '0017_media': mediaMigration },
  setup({ db, uow, publicUrl, clock, options }) {
    const config = options.media;
    const store = mediaStoreOf(
      config?.store ?? { kind: 'disk', root: path.join(os.tmpdir(), 'tessera-media') },
    );
    const limits = { ...defaultImageLimits, ...config?.limits };
    const service = new MediaService({
      db,
      uow,
      publicUrl,
      clock,
      store,
      limits,
      tmpDir: config?.uploadTmpDir,
    });
    return {
      routes: (server) => registerMediaRoutes(server, { media: service, store, maxBytes: limits.maxBytes }),
      exports: { service, store },
      close: () => store.close?.(),
    };
  },
});
