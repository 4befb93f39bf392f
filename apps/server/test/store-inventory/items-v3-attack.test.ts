import { inventoryItemsV3Routes } from '@tessera/contracts/routes/index';
import { describeAttacksOn } from '../support/hostile-inputs.ts';
import { inventoryItemsV3Samples } from '../support/route-samples/inventory-items-v3.ts';

// Every Catalog v3 inventory item call attacked with hostile bodies (and `.r` queries): a 2xx or a
// 4xx in the wire envelope that writes nothing, never a 5xx, no prototype polluted.
describeAttacksOn('Catalog v3 inventory items under attack', inventoryItemsV3Routes, inventoryItemsV3Samples);
