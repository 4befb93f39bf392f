import { Type, type Static } from '@sinclair/typebox';

// Tessera's own media routes: images an owner uploads (an event's main image; later product media).

const closed = { additionalProperties: false } as const;

/** One resized copy of an image (WebP), served at a content-addressed URL with immutable caching. */
export const MediaImageVariant = Type.Object(
  {
    url: Type.String({ maxLength: 2000 }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
  },
  closed,
);
export type MediaImageVariant = Static<typeof MediaImageVariant>;

/**
 * An uploaded image. `url`, `width` and `height` are the largest variant's (what a page shows),
 * so they fill the wire image fields of an event's `mainImage` as they are; `original` is the
 * uploaded file's size in pixels. `filename` is the uploader's name for it: metadata only.
 */
export const MediaImage = Type.Object(
  {
    id: Type.String(),
    url: Type.String({ maxLength: 2000 }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    altText: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
    filename: Type.Union([Type.String({ maxLength: 255 }), Type.Null()]),
    original: Type.Object(
      {
        width: Type.Integer({ minimum: 1 }),
        height: Type.Integer({ minimum: 1 }),
        format: Type.String(),
        sizeInBytes: Type.Integer({ minimum: 0 }),
      },
      closed,
    ),
    variants: Type.Array(MediaImageVariant),
    createdDate: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type MediaImage = Static<typeof MediaImage>;

export const MediaImageResponse = Type.Object({ image: MediaImage }, closed);
export type MediaImageResponse = Static<typeof MediaImageResponse>;

export const MediaImageParams = Type.Object(
  { imageId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) },
  closed,
);

/** Changing an uploaded image's alternative text (the bytes of an image never change). */
export const UpdateMediaImageRequest = Type.Object(
  { image: Type.Object({ altText: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]) }, closed) },
  closed,
);
export type UpdateMediaImageRequest = Static<typeof UpdateMediaImageRequest>;
