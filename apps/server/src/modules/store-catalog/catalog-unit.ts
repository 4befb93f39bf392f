import { isUniqueViolation } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { INVENTORY_CHANGES } from '../store-inventory/index.ts';
import { normalizeSlug } from './product-input.ts';

// What every catalog write shares: its unit of work (products, and stock when variants come or
// go), the retry when a unique index refuses a racing slug or numeric id, and the not-founds.

const ATTEMPTS = 8;

/** Runs a catalog write; a unique index refusing a racing slug or numeric id runs it again. */
export async function catalogUnit<T>(
  uow: UnitOfWork,
  siteId: string,
  work: (unit: SiteTx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await uow.run(siteId, work, { changes: ['products', INVENTORY_CHANGES] });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

export const productNotFound = (id?: string) =>
  notFound('PRODUCT_NOT_FOUND', 'Product not found', id ? { productId: id } : undefined);
export const collectionNotFound = () => notFound('COLLECTION_NOT_FOUND', 'Collection not found');
export const variantNotFound = () => notFound('VARIANT_NOT_FOUND', 'Variant not found');

export const invalid = (code: string, description: string) => new AppError('INVALID', code, description);

type SlugTable = 'store_products' | 'store_collections';

/**
 * A free slug: `wanted` when the caller chose it (taken by another → a field violation), else
 * the name's slug with the first free suffix (`shirt`, `shirt-2`, …). Two creators racing for the
 * same one meet the unique index; the unit runs again and picks the next.
 */
export async function freeSlug(
  scope: SiteScope,
  table: SlugTable,
  source: { wanted?: string; name: string; fallback: string },
  field: string,
  selfId?: string,
): Promise<string> {
  if (source.wanted) {
    let query = selectFromSite(scope, table).select('id').where('slug', '=', source.wanted);
    if (selfId) query = query.where('id', '<>', selfId);
    if (await query.executeTakeFirst())
      throw validationError([
        violation(field, `the slug ${source.wanted} is taken`, 'VALIDATION', { slug: source.wanted }),
      ]);
    return source.wanted;
  }
  const base = normalizeSlug(source.name) ?? source.fallback;
  const taken = new Set(
    (
      await selectFromSite(scope, table)
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
