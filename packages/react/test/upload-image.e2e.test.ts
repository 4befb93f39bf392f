import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, ValidationError, createClient } from '@tessera/sdk';
import type { MediaImage } from '@tessera/sdk/media-admin';
import { pngImage } from '../../../apps/server/test/media/media-fixtures.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { mediaKeys, uploadImageMutationOptions } from '../src/index.ts';

// The upload hook's logic against a real server, without a DOM: a real PNG goes up through the
// provider's owner client (which carries no media module: the hook builds it on its transport).
describe('@tessera/react useUploadImage', () => {
  let app: TestApp;
  let baseUrl: string;
  const ownerClient = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('uploads a file with its alt text and caches the stored image under its id', async () => {
    const queryClient = new QueryClient();
    const upload = uploadImageMutationOptions(ownerClient(), queryClient);
    const png = new Uint8Array(await pngImage(900, 300));
    const image = await upload.mutationFn({ file: new File([png], 'banner.png'), altText: 'A banner' });
    expect(image).toMatchObject({ filename: 'banner.png', altText: 'A banner', width: 900, height: 300 });
    upload.onSuccess(image);
    expect(queryClient.getQueryData<MediaImage>(mediaKeys.image(image.id))).toEqual(image);
    expect(upload.retry).toBe(false);
  });

  it('bytes that are not an image reject with a field violation on file', async () => {
    const upload = uploadImageMutationOptions(ownerClient(), new QueryClient());
    const error = await upload
      .mutationFn({ file: new Blob(['GIF89a but not really']), filename: 'fake.gif' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('file');
  });
});
