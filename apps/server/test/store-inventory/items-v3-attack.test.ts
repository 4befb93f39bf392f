import { afterAll, beforeAll, describe, it } from 'vitest';
import { inventoryItemsV3Routes } from '@tessera/contracts/routes/index';
import { attackRoute } from '../support/hostile-inputs.ts';
import { inventoryItemsV3Samples } from '../support/route-samples/inventory-items-v3.ts';
import type { SampleFixtures } from '../support/route-samples/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Every Catalog v3 inventory item call attacked with hostile bodies (and `.r` queries): a 2xx or
// a 4xx in the wire envelope that writes nothing, never a 5xx, no prototype polluted.
describe('Catalog v3 inventory items under attack', () => {
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

  for (const spec of Object.values(inventoryItemsV3Routes)) {
    it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
      await attackRoute(
        app,
        fx,
        spec,
        inventoryItemsV3Samples[spec.operationId as keyof typeof inventoryItemsV3Samples],
      );
    }, 240_000);
  }
});
