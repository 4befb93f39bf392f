// The categories module's only entry: other modules and the app import from here, never deeper.
export { categoriesModule } from './categories.module.ts';
export type { CategoriesTable } from './categories.schema.ts';
// The port the events module calls when an event names categories (in the event write's unit).
export {
  categoriesOfEvents,
  createRecurringCategory,
  findCategory,
  findOrCreateManualCategory,
  resolveCategories,
  setEventCategories,
  type CategoryRow,
} from './categories.port.ts';
export { categoryNameKey } from './category-name.ts';
