import type { Category } from '@tessera/contracts/categories';
import type { CategoryRow } from './categories.store.ts';

export interface CategoryCounts {
  assignedEventsCount: number;
  assignedDraftEventsCount: number;
}

/** The states the categories API shows: its kind, and HIDDEN for a hidden one. */
export function statesOf(row: CategoryRow): Category['states'] {
  const states: Category['states'] = [row.type === 'RECURRING_EVENT' ? 'RECURRING_EVENT' : 'MANUAL'];
  if (row.hidden === 1) states.push('HIDDEN');
  return states;
}

/** The one wire shape of a category in the categories API (events v3 embeds its own). */
export const toWireCategory = (row: CategoryRow, counts?: CategoryCounts): Category => ({
  id: row.id,
  name: row.name,
  createdDate: row.created_date,
  ...(counts ? { counts } : {}),
  states: statesOf(row),
});
