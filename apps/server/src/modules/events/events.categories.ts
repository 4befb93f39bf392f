// Categories live in modules/categories; the events module reaches them through its port only.
export {
  categoriesOfEvents,
  createRecurringCategory,
  findCategory,
  resolveCategories,
  setEventCategories,
  type CategoryRow,
} from '../categories/index.ts';
