import type { Event, FieldViolation } from '@tessera/contracts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { nowIso } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { cleanCategoryName } from './category-name.ts';
import {
  findCategory,
  findManualCategoryByName,
  insertManualCategory,
  insertPlatformCategory,
  type CategoryRow,
} from './categories.store.ts';

// What the events module asks of categories, in the events write's own unit of work. Nothing
// else of this module is the events module's business.
export {
  categoriesOfEvents,
  findCategory,
  setEventCategories,
  type CategoryRow,
} from './categories.store.ts';

type CategoryInput = NonNullable<NonNullable<Event['categories']>['categories']>[number];

/**
 * Resolves the categories named on an event: an `id` must exist on the site, a `name` is found
 * or created as a manual category. Two writers naming the same new category at once get one
 * category: the insert is a no-op for the second (unique name per site) and the row is read back.
 */
export async function resolveCategories(
  scope: SiteScope,
  inputs: CategoryInput[],
  path = 'event.categories.categories',
): Promise<CategoryRow[]> {
  const result: CategoryRow[] = [];
  const violations: FieldViolation[] = [];
  for (const [i, input] of inputs.entries()) {
    if (input.id) {
      const found = await findCategory(scope, input.id);
      if (found) result.push(found);
      else
        violations.push(
          violation(`${path}[${i}].id`, 'category does not exist', 'VALIDATION', { id: input.id }),
        );
    } else if (input.name?.trim()) {
      result.push(await findOrCreateManualCategory(scope, cleanCategoryName(input.name)));
    } else {
      violations.push(violation(`${path}[${i}]`, 'needs an id or a name', 'REQUIRED_ONE_OF_FIELD'));
    }
  }
  if (violations.length) throw validationError(violations);
  return result;
}

/** The manual category of this name (any spelling), created when there is none. */
export async function findOrCreateManualCategory(scope: SiteScope, name: string): Promise<CategoryRow> {
  const existing = await findManualCategoryByName(scope, name);
  if (existing) return existing;
  const created = await insertManualCategory(scope, {
    id: newId(),
    name,
    type: 'MANUAL',
    hidden: 0,
    created_date: nowIso(),
  });
  // Undefined: a concurrent writer created it after our read (its commit is visible now).
  return created ?? (await findManualCategoryByName(scope, name))!;
}

/** The hidden category that ties the occurrences of a recurring event together. */
export async function createRecurringCategory(scope: SiteScope, title: string): Promise<CategoryRow> {
  const category: CategoryRow = {
    site_id: scope.siteId,
    id: newId(),
    name: title.slice(0, 100),
    type: 'RECURRING_EVENT',
    hidden: 1,
    created_date: nowIso(),
    name_key: null,
  };
  await insertPlatformCategory(scope, category);
  return category;
}
