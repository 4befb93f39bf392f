import { brandsRibbonsRoutes } from '@tessera/contracts/routes/index';
import { describeAttacksOn } from '../support/hostile-inputs.ts';
import { brandsRibbonsSamples } from '../support/route-samples/brands-ribbons.ts';

// Every Catalog v3 brand and ribbon call attacked with hostile bodies (and `.r` queries): a 2xx or
// a 4xx in the wire envelope that writes nothing, never a 5xx, no prototype polluted.
describeAttacksOn('Catalog v3 brands and ribbons under attack', brandsRibbonsRoutes, brandsRibbonsSamples);
