import { BrandSchemas as B, RibbonSchemas as R } from '../brands-ribbons.ts';
import * as endpoints from './brands-ribbons.endpoints.ts';
import { route } from './route.ts';

const ribbonTags = ['Stores ribbons v3'] as const;
const brandTags = ['Stores brands v3'] as const;
/** Writes: the owner, or staff holding the store's management scope (as catalog v1 writes). */
const manage = { scope: 'stores.manage' } as const;
/** Reads: any caller of the site, cached per site and dropped by any catalog write (products carry them). */
const visitorCache = { per: 'site', dependsOn: ['products'] } as const;

/** Catalog v3 ribbons and brands (modules/store-catalog, brands-ribbons.handlers.ts). */
export const brandsRibbonsRoutes = {
  createRibbon: route(endpoints.createRibbon, {
    tags: ribbonTags,
    access: manage,
    description:
      'Creates a ribbon; its name (1–30 characters, trimmed) is unique on the site, case aside (409).',
    input: R.CreateRequest,
    response: R.Response,
  }),
  getRibbon: route(endpoints.getRibbon, {
    tags: ribbonTags,
    access: 'visitor',
    params: R.Params,
    input: R.GetRequest,
    response: R.Response,
    visitorCache,
  }),
  updateRibbon: route(endpoints.updateRibbon, {
    tags: ribbonTags,
    access: manage,
    description:
      'Renames a ribbon (and the products that carry it); `revision` must be the current one (409 otherwise).',
    params: R.Params,
    input: R.UpdateRequest,
    response: R.Response,
  }),
  deleteRibbon: route(endpoints.deleteRibbon, {
    tags: ribbonTags,
    access: manage,
    description: 'Deletes a ribbon and takes it off the products that carry it.',
    params: R.Params,
    input: R.DeleteRequest,
    response: R.DeleteResponse,
  }),
  queryRibbons: route(endpoints.queryRibbons, {
    tags: ribbonTags,
    access: 'visitor',
    input: R.QueryRequest,
    response: R.QueryResponse,
    visitorCache,
    idempotency: false,
  }),
  countRibbons: route(endpoints.countRibbons, {
    tags: ribbonTags,
    access: 'visitor',
    input: R.CountRequest,
    response: R.CountResponse,
    visitorCache,
    idempotency: false,
  }),
  bulkCreateRibbons: route(endpoints.bulkCreateRibbons, {
    tags: ribbonTags,
    access: manage,
    input: R.BulkCreateRequest,
    response: R.BulkResponse,
  }),
  bulkUpdateRibbons: route(endpoints.bulkUpdateRibbons, {
    tags: ribbonTags,
    access: manage,
    input: R.BulkUpdateRequest,
    response: R.BulkResponse,
  }),
  getOrCreateRibbon: route(endpoints.getOrCreateRibbon, {
    tags: ribbonTags,
    access: manage,
    description: 'The ribbon of that name (case aside), created when the site has none.',
    input: R.GetOrCreateRequest,
    response: R.Response,
  }),
  bulkGetOrCreateRibbons: route(endpoints.bulkGetOrCreateRibbons, {
    tags: ribbonTags,
    access: manage,
    input: R.BulkGetOrCreateRequest,
    response: R.BulkResponse,
  }),
  bulkDeleteRibbons: route(endpoints.bulkDeleteRibbons, {
    tags: ribbonTags,
    access: manage,
    input: R.BulkDeleteRequest,
    response: R.BulkDeleteResponse,
  }),

  createBrand: route(endpoints.createBrand, {
    tags: brandTags,
    access: manage,
    description:
      'Creates a brand; its name (1–50 characters, trimmed) is unique on the site, case aside (409).',
    input: B.CreateRequest,
    response: B.Response,
  }),
  getBrand: route(endpoints.getBrand, {
    tags: brandTags,
    access: 'visitor',
    params: B.Params,
    input: B.GetRequest,
    response: B.Response,
    visitorCache,
  }),
  updateBrand: route(endpoints.updateBrand, {
    tags: brandTags,
    access: manage,
    description:
      'Renames a brand (and the products that carry it); `revision` must be the current one (409 otherwise).',
    params: B.Params,
    input: B.UpdateRequest,
    response: B.Response,
  }),
  deleteBrand: route(endpoints.deleteBrand, {
    tags: brandTags,
    access: manage,
    description: 'Deletes a brand and takes it off the products that carry it.',
    params: B.Params,
    input: B.DeleteRequest,
    response: B.DeleteResponse,
  }),
  queryBrands: route(endpoints.queryBrands, {
    tags: brandTags,
    access: 'visitor',
    input: B.QueryRequest,
    response: B.QueryResponse,
    visitorCache,
  }),
  countBrands: route(endpoints.countBrands, {
    tags: brandTags,
    access: 'visitor',
    input: B.CountRequest,
    response: B.CountResponse,
    visitorCache,
    idempotency: false,
  }),
  bulkCreateBrands: route(endpoints.bulkCreateBrands, {
    tags: brandTags,
    access: manage,
    input: B.BulkCreateRequest,
    response: B.BulkResponse,
  }),
  bulkUpdateBrands: route(endpoints.bulkUpdateBrands, {
    tags: brandTags,
    access: manage,
    input: B.BulkUpdateRequest,
    response: B.BulkResponse,
  }),
  getOrCreateBrand: route(endpoints.getOrCreateBrand, {
    tags: brandTags,
    access: manage,
    description: 'The brand of that name (case aside), created when the site has none.',
    input: B.GetOrCreateRequest,
    response: B.Response,
  }),
  bulkGetOrCreateBrands: route(endpoints.bulkGetOrCreateBrands, {
    tags: brandTags,
    access: manage,
    input: B.BulkGetOrCreateRequest,
    response: B.BulkResponse,
  }),
  bulkDeleteBrands: route(endpoints.bulkDeleteBrands, {
    tags: brandTags,
    access: manage,
    input: B.BulkDeleteRequest,
    response: B.BulkDeleteResponse,
  }),
} as const;
