import { afterAll, beforeAll, describe, it } from 'vitest';
import { brandsRibbonsRoutes } from '@tessera/contracts/routes/index';
import { attackRoute } from '../support/hostile-inputs.ts';
import { brandsRibbonsSamples } from '../support/route-samples/brands-ribbons.ts';
import type { SampleFixtures } from '../support/route-samples/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Every Catalog v3 brand and ribbon call attacked with hostile bodies (and `.r` queries): a 2xx or
// a 4xx in the wire envelope that writes nothing, never a 5xx, no prototype polluted.
describe('Catalog v3 brands and ribbons under attack', () => {
  let app: TestApp;
  let fx: SampleFixtures;
  beforeAll(async () => {
    app = await createTestApp();
    fx = {
      app,
      eventId: 'none',
      slug: 'none',
      categoryId: 'none',
      freshEvent: () => Promise.resolve('none'),
    };
  });
  afterAll(() => app.close());

  for (const spec of Object.values(brandsRibbonsRoutes)) {
    it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
      await attackRoute(
        app,
        fx,
        spec,
        brandsRibbonsSamples[spec.operationId as keyof typeof brandsRibbonsSamples],
      );
    }, 240_000);
  }
});
