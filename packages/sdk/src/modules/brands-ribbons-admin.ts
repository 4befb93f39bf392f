import type { Brand, Ribbon } from '@tessera/contracts/brands-ribbons';
import {
  bulkDeleteBrands as bulkDeleteBrandsEndpoint,
  bulkDeleteRibbons as bulkDeleteRibbonsEndpoint,
  bulkGetOrCreateBrands as bulkGetOrCreateBrandsEndpoint,
  bulkGetOrCreateRibbons as bulkGetOrCreateRibbonsEndpoint,
  countBrands as countBrandsEndpoint,
  countRibbons as countRibbonsEndpoint,
  createBrand as createBrandEndpoint,
  createRibbon as createRibbonEndpoint,
  deleteBrand as deleteBrandEndpoint,
  deleteRibbon as deleteRibbonEndpoint,
  getBrand as getBrandEndpoint,
  getOrCreateBrand as getOrCreateBrandEndpoint,
  getOrCreateRibbon as getOrCreateRibbonEndpoint,
  getRibbon as getRibbonEndpoint,
  queryBrands as queryBrandsEndpoint,
  queryRibbons as queryRibbonsEndpoint,
  updateBrand as updateBrandEndpoint,
  updateRibbon as updateRibbonEndpoint,
} from '@tessera/contracts/routes/brands-ribbons.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallInput } from './endpoint-call.ts';

export type { Brand, Ribbon } from '@tessera/contracts/brands-ribbons';

/** A query of brands or ribbons: a filter (`{ name: { $startsWith: 'A' } }`), a sort and a cursor page. */
export type LabelQuery = NonNullable<CallInput<typeof queryRibbonsEndpoint>['query']>;

/** One page of a listing: its items, and the cursor of the next page when there is one. */
export interface LabelPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * `@tessera/sdk/brands-ribbons-admin`: the store's Catalog v3 brands and ribbons — list them with
 * the number of products that carry each, create, get or create by name, rename (the products
 * carrying one are renamed too; `revision` refuses a stale change with 409 REVISION_MISMATCH) and
 * delete (taken off its products). Names are unique per site, case aside (409 …_ALREADY_EXISTS).
 * Owner or staff holding the store's scope; reads are open to any caller of the site.
 */
export function brandsRibbonsAdmin(http: HttpClient) {
  const call = callerOf(http);
  const hasRibbon = hasObject('ribbon');
  const hasBrand = hasObject('brand');
  return {
    /** Ribbons with their product counts; `query` filters, sorts and pages (100 at most). */
    async queryRibbons(query: LabelQuery = {}, options?: CallOptions): Promise<LabelPage<Ribbon>> {
      const answer = await call(
        queryRibbonsEndpoint,
        {},
        { query, fields: ['ASSIGNED_PRODUCT_COUNT'] },
        { ...options, idempotent: true, check: hasArray('ribbons') },
      );
      return { items: answer.ribbons, nextCursor: answer.pagingMetadata.cursors.next };
    },
    async countRibbons(filter: LabelQuery['filter'] = {}, options?: CallOptions): Promise<number> {
      return (await call(countRibbonsEndpoint, {}, { filter }, { ...options, idempotent: true })).count;
    },
    async getRibbon(ribbonId: string, options?: CallOptions): Promise<Ribbon> {
      return (
        await call(
          getRibbonEndpoint,
          { ribbonId },
          { fields: ['ASSIGNED_PRODUCT_COUNT'] },
          { ...options, check: hasRibbon },
        )
      ).ribbon;
    },
    async createRibbon(name: string, options?: CallOptions): Promise<Ribbon> {
      return (await call(createRibbonEndpoint, {}, { ribbon: { name } }, { ...options, check: hasRibbon }))
        .ribbon;
    },
    /** The ribbon of that name (case aside), created when there is none. */
    async getOrCreateRibbon(name: string, options?: CallOptions): Promise<Ribbon> {
      return (
        await call(
          getOrCreateRibbonEndpoint,
          {},
          { ribbonName: name, fields: ['ASSIGNED_PRODUCT_COUNT'] },
          { ...options, check: hasRibbon },
        )
      ).ribbon;
    },
    bulkGetOrCreateRibbons(names: string[], options?: CallOptions) {
      return call(bulkGetOrCreateRibbonsEndpoint, {}, { ribbonNames: names }, options);
    },
    /** Renames a ribbon and the products that carry it; `revision` is the one read. */
    async renameRibbon(
      ribbonId: string,
      revision: string,
      name: string,
      options?: CallOptions,
    ): Promise<Ribbon> {
      return (
        await call(
          updateRibbonEndpoint,
          { ribbonId },
          { ribbon: { revision, name }, fields: ['ASSIGNED_PRODUCT_COUNT'] },
          { ...options, check: hasRibbon },
        )
      ).ribbon;
    },
    /** Deletes a ribbon; the products that carry it lose it. */
    async deleteRibbon(ribbonId: string, options?: CallOptions): Promise<void> {
      await call(deleteRibbonEndpoint, { ribbonId }, {}, options);
    },
    bulkDeleteRibbons(ribbonIds: string[], options?: CallOptions) {
      return call(bulkDeleteRibbonsEndpoint, {}, { ribbonIds }, options);
    },

    /** Brands with their product counts; `query` filters, sorts and pages (300 at most). */
    async queryBrands(query: LabelQuery = {}, options?: CallOptions): Promise<LabelPage<Brand>> {
      const answer = await call(
        queryBrandsEndpoint,
        {},
        { query, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
        { ...options, check: hasArray('brands') },
      );
      return { items: answer.brands, nextCursor: answer.pagingMetadata.cursors.next };
    },
    async countBrands(filter: LabelQuery['filter'] = {}, options?: CallOptions): Promise<number> {
      return (await call(countBrandsEndpoint, {}, { filter }, { ...options, idempotent: true })).count;
    },
    async getBrand(brandId: string, options?: CallOptions): Promise<Brand> {
      return (
        await call(
          getBrandEndpoint,
          { brandId },
          { fields: ['ASSIGNED_PRODUCTS_COUNT'] },
          { ...options, check: hasBrand },
        )
      ).brand;
    },
    async createBrand(name: string, options?: CallOptions): Promise<Brand> {
      return (await call(createBrandEndpoint, {}, { brand: { name } }, { ...options, check: hasBrand }))
        .brand;
    },
    /** The brand of that name (case aside), created when there is none. */
    async getOrCreateBrand(name: string, options?: CallOptions): Promise<Brand> {
      return (
        await call(
          getOrCreateBrandEndpoint,
          {},
          { brandName: name, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
          { ...options, check: hasBrand },
        )
      ).brand;
    },
    bulkGetOrCreateBrands(names: string[], options?: CallOptions) {
      return call(bulkGetOrCreateBrandsEndpoint, {}, { brandNames: names }, options);
    },
    /** Renames a brand and the products that carry it; `revision` is the one read. */
    async renameBrand(
      brandId: string,
      revision: string,
      name: string,
      options?: CallOptions,
    ): Promise<Brand> {
      return (
        await call(
          updateBrandEndpoint,
          { brandId },
          { brand: { revision, name }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
          { ...options, check: hasBrand },
        )
      ).brand;
    },
    /** Deletes a brand; the products that carry it lose it. */
    async deleteBrand(brandId: string, options?: CallOptions): Promise<void> {
      await call(deleteBrandEndpoint, { brandId }, {}, options);
    },
    bulkDeleteBrands(brandIds: string[], options?: CallOptions) {
      return call(bulkDeleteBrandsEndpoint, {}, { brandIds }, options);
    },
  };
}

export type BrandsRibbonsAdminModule = ReturnType<typeof brandsRibbonsAdmin>;
