import {
  MAX_LINE_ITEMS,
  MAX_QUANTITY,
  STORES_APP_ID,
  type CustomLineItemInput,
  type LineItemInput,
} from '@tessera/contracts/ecom-common';
import type { FieldViolation } from '@tessera/contracts';
import { can, type Caller } from '../../platform/auth/caller.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { storeCurrencyOf } from '../store-settings/index.ts';
import type { FindCatalogItems } from './catalog-port.ts';
import type { LineRow } from './cart.store.ts';
import { canonicalOptions, catalogLineRow, customDataOf, sameItem } from './lines.ts';
import { assertWithinTotalLimit } from './lines-total-limit.ts';

/** Staff scope (or the owner) for what only the store may set: custom lines, override URLs. */
export const STORE_MANAGE_SCOPE = 'store.manage';

export type NewLines = { lineItems?: LineItemInput[]; customLineItems?: CustomLineItemInput[] };

export function assertMayManage(caller: Caller, field: string): void {
  if (!can(caller, STORE_MANAGE_SCOPE)) {
    throw new AppError(
      'PERMISSION_DENIED',
      'PERMISSION_DENIED',
      `${field} can be set only by the owner or an API key with ${STORE_MANAGE_SCOPE}`,
    );
  }
}

/**
 * The lines after adding `input` to `existing`: catalog items checked against the catalog (an
 * unknown item is a 400 naming its line), the same item and options again adds to that line's
 * quantity, custom lines only for the store. Writes nothing; refuses the whole call on any problem.
 */
export async function withAddedLines(
  db: Executor,
  siteId: string,
  caller: Caller,
  existing: readonly LineRow[],
  input: NewLines,
  context: { currency: string; findCatalogItems: FindCatalogItems; field?: string },
): Promise<LineRow[]> {
  const lineItems = input.lineItems ?? [];
  const customLineItems = input.customLineItems ?? [];
  if (customLineItems.length) assertMayManage(caller, 'customLineItems');
  const violations: FieldViolation[] = [];
  const known = lineItems
    .map((line, i) => ({ line, i }))
    .filter(({ line, i }) => {
      if (line.catalogReference.appId === STORES_APP_ID) return true;
      violations.push(
        violation(
          `lineItems[${i}].catalogReference.appId`,
          'no catalog has this app id',
          'OTHER',
          undefined,
          'CATALOG_NOT_FOUND',
        ),
      );
      return false;
    });
  const items = known.length
    ? await context.findCatalogItems(
        db,
        siteId,
        known.map(({ line }) => line.catalogReference),
      )
    : [];
  known.forEach(({ i }, k) => {
    const item = items[k];
    if (!item || !item.visible) {
      violations.push(
        violation(
          `lineItems[${i}].catalogReference`,
          'the catalog has no such item (product, variant or options)',
          'OTHER',
          undefined,
          'CATALOG_ITEM_NOT_FOUND',
        ),
      );
    }
  });
  if (violations.length) throw validationError(violations);

  const lines = existing.map((row) => ({ ...row }));
  let position = lines.reduce((max, row) => Math.max(max, row.position), -1) + 1;
  known.forEach(({ line, i }, k) => {
    const same = lines.find((row) => sameItem(row, line.catalogReference));
    const quantity = line.quantity ?? 1;
    if (same) {
      if (same.quantity + quantity > MAX_QUANTITY) {
        violations.push(violation(`lineItems[${i}].quantity`, `a line holds at most ${MAX_QUANTITY}`, 'MAX'));
      }
      same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
      return;
    }
    lines.push({ ...catalogLineRow(newId(), position++, line, items[k]!.name), site_id: siteId });
  });
  customLineItems.forEach((line, i) => {
    lines.push({
      id: newId(),
      site_id: siteId,
      parent_id: '',
      position: position++,
      catalog_item_id: line.catalogReference?.catalogItemId ?? null,
      app_id: line.catalogReference?.appId ?? null,
      options: canonicalOptions(line.catalogReference?.options),
      quantity: line.quantity,
      name: line.productName.original,
      custom: JSON.stringify(customDataOf(line, context.currency, `customLineItems[${i}]`)),
    });
  });
  if (lines.length > MAX_LINE_ITEMS) {
    violations.push(violation('lineItems', `at most ${MAX_LINE_ITEMS} lines`, 'MAX_SIZE'));
  }
  if (violations.length) throw validationError(violations);
  await assertWithinTotalLimit(db, siteId, lines, context.findCatalogItems);
  return lines;
}

/**
 * `withAddedLines` in a unit of a cart or checkout: nothing to add answers the lines as they are;
 * the store's currency is read only for custom lines (their price is parsed in it).
 */
export async function addedLines(
  unit: SiteTx,
  caller: Caller,
  lines: LineRow[],
  input: NewLines,
  findCatalogItems: FindCatalogItems,
): Promise<LineRow[]> {
  if (!input.lineItems?.length && !input.customLineItems?.length) return lines;
  const currency = input.customLineItems?.length ? await storeCurrencyOf(unit.db, caller.siteId) : '';
  return withAddedLines(unit.db, caller.siteId, caller, lines, input, { currency, findCatalogItems });
}

/** Lines without those named (ids not held are ignored, as the hosted API does). */
export const withoutLines = (lines: readonly LineRow[], ids: readonly string[]): LineRow[] => {
  const removed = new Set(ids);
  return lines.filter((row) => !removed.has(row.id));
};

/** Lines with new quantities; an id not held is a 400 naming it. */
export function withQuantities(
  lines: readonly LineRow[],
  updates: readonly { id: string; quantity: number }[],
): LineRow[] {
  const byId = new Map(lines.map((row) => [row.id, { ...row }]));
  const violations: FieldViolation[] = [];
  updates.forEach((update, i) => {
    const row = byId.get(update.id);
    if (!row)
      violations.push(
        violation(`lineItems[${i}].id`, 'no line has this id', 'OTHER', undefined, 'LINE_ITEM_NOT_FOUND'),
      );
    else row.quantity = update.quantity;
  });
  if (violations.length) throw validationError(violations);
  return lines.map((row) => byId.get(row.id)!);
}

/** withQuantities, refused when the lines would cost more than one order can charge. */
export async function withCheckedQuantities(
  db: Executor,
  siteId: string,
  lines: readonly LineRow[],
  updates: readonly { id: string; quantity: number }[],
  findCatalogItems: FindCatalogItems,
): Promise<LineRow[]> {
  const next = withQuantities(lines, updates);
  await assertWithinTotalLimit(db, siteId, next, findCatalogItems);
  return next;
}

/** Rows of `lines` for `parentId`, renumbered in order (new ids when copied to another parent). */
export const rowsFor = (
  parentId: string,
  lines: readonly LineRow[],
  copy = false,
): Omit<LineRow, 'site_id'>[] =>
  lines.map((row, position) => ({
    id: copy ? newId() : row.id,
    parent_id: parentId,
    position,
    catalog_item_id: row.catalog_item_id,
    app_id: row.app_id,
    options: row.options,
    quantity: row.quantity,
    name: row.name,
    custom: row.custom,
  }));
