import { ALL_PRODUCTS_COLLECTION_ID, ALL_PRODUCTS_COLLECTION_SLUG } from '@tessera/contracts/catalog';
import type { InputOf, ResponseOf, catalogRoutes as R } from '@tessera/contracts/routes/index';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { deleteFromSite, insertIntoSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import { catalogUnit, collectionNotFound, freeSlug, invalid } from './catalog-unit.ts';
import { recordCatalogEvent } from './catalog-events.ts';
import {
  countProducts,
  existingProductIds,
  findCollection,
  findCollectionBySlug,
  productCounts,
} from './catalog.store.ts';
import { toWireCollection } from './catalog.wire.ts';
import { nextCollectionImage, storedImage } from './collections.media.ts';
import { normalizeSlug } from './product-input.ts';
import type { CatalogDeps } from './products.service.ts';

type CollectionAnswer = ResponseOf<typeof R.getCollectionBySlug>;

/**
 * Collections v1: create, update, delete, products in and out, read by slug. "All Products"
 * (the hosted platform's fixed id) is not stored: every product is in it, it cannot be changed.
 */
export class CollectionsService {
  constructor(private readonly deps: CatalogDeps) {}

  private now = () => isoAt(this.deps.clock.now());

  private async view(siteId: string, id: string): Promise<CollectionAnswer> {
    const scope = siteScope(this.deps.db, siteId);
    const row = await findCollection(scope, id);
    if (!row) throw collectionNotFound();
    return { collection: toWireCollection(row, (await productCounts(scope, [id])).get(id) ?? 0) };
  }

  async create(caller: Caller, input: InputOf<typeof R.createCollection>): Promise<CollectionAnswer> {
    const name = input.collection.name?.trim();
    if (!name) throw validationError([violation('collection.name', 'must not be empty', 'REQUIRED_FIELD')]);
    const wanted = this.wantedSlug(input.collection.slug);
    const id = newId();
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const now = this.now();
      const slug = await freeSlug(
        unit,
        'store_collections',
        { wanted, name, fallback: 'collection' },
        'collection.slug',
      );
      const visible = input.collection.visible ?? true;
      const image = await nextCollectionImage(unit, input.collection.media, null, this.deps.publicUrl);
      await insertIntoSite(unit, 'store_collections', [
        {
          id,
          name,
          slug,
          description: input.collection.description ?? null,
          visible: visible ? 1 : 0,
          revision: 1,
          created_date: now,
          updated_date: now,
          main_media: image ? JSON.stringify(image) : null,
        },
      ]).execute();
      await recordCatalogEvent(
        unit,
        'collection_created',
        id,
        { collectionId: id, name, slug, visible },
        now,
      );
    });
    return this.view(caller.siteId, id);
  }

  async update(
    caller: Caller,
    id: string,
    input: InputOf<typeof R.updateCollection>,
  ): Promise<CollectionAnswer> {
    this.refuseAllProducts(id);
    const c = input.collection;
    if (c.id && c.id !== id)
      throw validationError([violation('collection.id', 'must be the id of the path', 'VALIDATION')]);
    if (c.name !== undefined && !c.name?.trim())
      throw validationError([violation('collection.name', 'must not be empty', 'REQUIRED_FIELD')]);
    const wanted = this.wantedSlug(c.slug);
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const row = await unit
        .forUpdate(
          unit.db
            .selectFrom('store_collections')
            .selectAll()
            .where('site_id', '=', caller.siteId)
            .where('id', '=', id),
        )
        .executeTakeFirst();
      if (!row) throw collectionNotFound();
      const now = this.now();
      const slug =
        wanted && wanted !== row.slug
          ? await freeSlug(
              unit,
              'store_collections',
              { wanted, name: '', fallback: 'collection' },
              'collection.slug',
              id,
            )
          : undefined;
      const image = await nextCollectionImage(
        unit,
        c.media,
        storedImage(row.main_media),
        this.deps.publicUrl,
      );
      await updateSiteTable(unit, 'store_collections')
        .set({
          ...(c.name ? { name: c.name.trim() } : {}),
          ...(slug ? { slug } : {}),
          ...(c.description !== undefined ? { description: c.description } : {}),
          ...(c.visible !== undefined && c.visible !== null ? { visible: c.visible ? 1 : 0 } : {}),
          ...(image !== undefined ? { main_media: image ? JSON.stringify(image) : null } : {}),
          revision: row.revision + 1,
          updated_date: now,
        })
        .where('id', '=', id)
        .execute();
      const changedFields = ['name', 'slug', 'description', 'visible', 'media'].filter(
        (k) => (c as Record<string, unknown>)[k] !== undefined,
      );
      await recordCatalogEvent(unit, 'collection_changed', id, { collectionId: id, changedFields }, now);
    });
    return this.view(caller.siteId, id);
  }

  async delete(caller: Caller, id: string): Promise<Record<string, never>> {
    this.refuseAllProducts(id);
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const result = await deleteFromSite(unit, 'store_collections').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw collectionNotFound();
      await deleteFromSite(unit, 'store_product_collections').where('collection_id', '=', id).execute();
      await recordCatalogEvent(unit, 'collection_deleted', id, { collectionId: id }, this.now());
    });
    return {};
  }

  /** Adds or removes products; an id that is not a product of the site is refused (nothing changes). */
  async changeProducts(
    caller: Caller,
    id: string,
    productIds: readonly string[],
    add: boolean,
  ): Promise<Record<string, never>> {
    this.refuseAllProducts(id);
    await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const row = await unit
        .forUpdate(
          unit.db
            .selectFrom('store_collections')
            .select(['id', 'revision'])
            .where('site_id', '=', caller.siteId)
            .where('id', '=', id),
        )
        .executeTakeFirst();
      if (!row) throw collectionNotFound();
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return;
      const now = this.now();
      if (add) {
        const found = await existingProductIds(unit, ids);
        const missing = productIds.flatMap((p, i) => (found.has(p) ? [] : [i]));
        if (missing.length > 0) {
          throw validationError(
            missing
              .slice(0, 20)
              .map((i) => violation(`productIds[${i}]`, 'is not a product of the site', 'VALIDATION')),
          );
        }
        await insertIntoSite(
          unit,
          'store_product_collections',
          ids.map((productId) => ({ collection_id: id, product_id: productId, added_date: now })),
        )
          .onConflict((oc) => oc.columns(['collection_id', 'product_id']).doNothing())
          .execute();
      } else {
        await deleteFromSite(unit, 'store_product_collections')
          .where('collection_id', '=', id)
          .where('product_id', 'in', ids)
          .execute();
      }
      await updateSiteTable(unit, 'store_collections')
        .set({ revision: row.revision + 1, updated_date: now })
        .where('id', '=', id)
        .execute();
      await recordCatalogEvent(
        unit,
        'collection_changed',
        id,
        { collectionId: id, changedFields: ['productIds'] },
        now,
      );
    });
    return {};
  }

  async getBySlug(caller: Caller, slug: string): Promise<CollectionAnswer> {
    const scope = siteScope(this.deps.db, caller.siteId);
    if (slug === ALL_PRODUCTS_COLLECTION_SLUG) {
      return {
        collection: {
          id: ALL_PRODUCTS_COLLECTION_ID,
          name: 'All Products',
          media: { items: [] },
          numberOfProducts: await countProducts(scope, !can(caller, 'stores.manage')),
          slug: ALL_PRODUCTS_COLLECTION_SLUG,
          visible: true,
        },
      };
    }
    const row = await findCollectionBySlug(scope, slug);
    if (!row) throw collectionNotFound();
    return { collection: toWireCollection(row, (await productCounts(scope, [row.id])).get(row.id) ?? 0) };
  }

  private wantedSlug(raw: string | null | undefined): string | undefined {
    if (raw === undefined || raw === null) return undefined;
    const slug = normalizeSlug(raw);
    if (!slug) throw validationError([violation('collection.slug', 'must hold letters or digits', 'FORMAT')]);
    if (slug === ALL_PRODUCTS_COLLECTION_SLUG)
      throw validationError([violation('collection.slug', 'is reserved', 'VALIDATION')]);
    return slug;
  }

  private refuseAllProducts(id: string) {
    if (id === ALL_PRODUCTS_COLLECTION_ID)
      throw invalid(
        'ALL_PRODUCTS_COLLECTION_READ_ONLY',
        'The All Products collection holds every product and cannot be changed',
      );
  }
}
