import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { DiskMediaStore } from './disk-store.ts';
import { defaultImageLimits } from './image-processing.ts';
import type { MediaConfig } from './media-config.ts';
import type { MediaStore } from './media-store.ts';
import { MediaService } from './media.service.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { S3MediaStore } from './s3-store.ts';

export interface MediaModule {
  service: MediaService;
  store: MediaStore;
  close(): void;
}

export function mediaStoreOf(config: MediaConfig['store']): MediaStore {
  return config.kind === 'disk' ? new DiskMediaStore(config.root) : new S3MediaStore(config);
}

/** Uploads, image reads and serving; without a configuration, a disk store in the OS's temp dir. */
export async function registerMedia(
  server: FastifyInstance,
  deps: { db: Db; uow: UnitOfWork; publicUrl: string; clock: Clock },
  config?: Partial<MediaConfig>,
): Promise<MediaModule> {
  const store = mediaStoreOf(
    config?.store ?? { kind: 'disk', root: path.join(os.tmpdir(), 'tessera-media') },
  );
  const limits = { ...defaultImageLimits, ...config?.limits };
  const service = new MediaService({ ...deps, store, limits });
  await registerMediaRoutes(server, { media: service, store, maxBytes: limits.maxBytes });
  return { service, store, close: () => store.close?.() };
}
