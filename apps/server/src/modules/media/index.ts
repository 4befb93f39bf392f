// The media module's only entry: other modules and the app import from here, never deeper.
export { mediaModule, mediaStoreOf } from './media.module.ts';
export { fillEventMainImage, resolveImageRef, type ImageThumbnail } from './image-refs.ts';
export { mediaConfigFromEnv, type MediaConfig } from './media-config.ts';
export type { MediaStore } from './media-store.ts';
export type { MediaService } from './media.service.ts';
