import type { Event, FieldViolation } from '@tessera/contracts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { nowIso } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { findCategory, findCategoryByName, insertCategory, type CategoryRow } from './events.store.ts';

type CategoryInput = NonNullable<NonNullable<Event['categories']>['categories']>[number];

/**
 * Resolves the categories named on an event: an `id` must exist on the site, a `name` is
 * found or created as a manual category.
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
      const name = input.name.trim();
      let found = await findCategoryByName(scope, name);
      if (!found) {
        found = {
          site_id: scope.siteId,
          id: newId(),
          name,
          type: 'MANUAL',
          hidden: 0,
          created_date: nowIso(),
        };
        await insertCategory(scope, found);
      }
      result.push(found);
    } else {
      violations.push(violation(`${path}[${i}]`, 'needs an id or a name', 'REQUIRED_ONE_OF_FIELD'));
    }
  }
  if (violations.length) throw validationError(violations);
  return result;
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
  };
  await insertCategory(scope, category);
  return category;
}
