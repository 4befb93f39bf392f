import type { mediaRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

/**
 * Media (modules/media): the upload's body is multipart (a JSON body is refused with a 400);
 * test/media/ uploads real files.
 */
export const mediaSamples: SamplesOf<typeof mediaRoutes> = {
  UploadImage: () => ({ input: {} }),
  GetImage: async (fx) => ({ params: { imageId: await sampleImage(fx) } }),
  UpdateImage: async (fx) => ({
    params: { imageId: await sampleImage(fx) },
    input: { image: { altText: 'A hall' } },
  }),
};

/** An image row of the fixture site (its bytes are not needed by the calls that read the row). */
async function sampleImage(fx: SampleFixtures): Promise<string> {
  const id = newId();
  const key = `${fx.app.site.siteId}/${'0'.repeat(64)}.webp`;
  await fx.app.db
    .insertInto('media_images')
    .values({
      id,
      site_id: fx.app.site.siteId,
      filename: 'hall.png',
      alt_text: null,
      format: 'png',
      width: 640,
      height: 480,
      size_in_bytes: 1000,
      sha256: '0'.repeat(64),
      variants: JSON.stringify([{ key, width: 320, height: 240, sizeInBytes: 500 }]),
      created_date: new Date().toISOString(),
    })
    .execute();
  return id;
}
