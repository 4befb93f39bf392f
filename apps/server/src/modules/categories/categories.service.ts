import { sql } from 'kysely';
import { EntityFqdn, type DomainEventName, type FieldViolation } from '@tessera/contracts';
import type { BulkCategoryResponse, Category } from '@tessera/contracts/categories';
import type { categoriesRoutes } from '@tessera/contracts/routes/categories.routes';
import type { InputOf } from '@tessera/contracts/routes/index';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { bulkAnswer } from '../../platform/bulk-results.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation, type Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { openListing } from '../../platform/query/listing.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { categoryNameKey, cleanCategoryName } from './category-name.ts';
import { categoriesListing } from './categories.listing.ts';
import { eventLifecycle, eventsFilterCondition, eventsMatching } from './categories.events-port.ts';
import { toWireCategory, type CategoryCounts } from './categories.mapper.ts';
import {
  addMemberships,
  categoriesOfEvents,
  deleteCategoryRow,
  existingEventIds,
  findCategories,
  findCategory,
  insertManualCategory,
  orderedMembers,
  removeMemberships,
  renameManualCategory,
  writeMemberOrder,
  type CategoryRow,
} from './categories.store.ts';

type R = typeof categoriesRoutes;
type Empty = Record<string, never>;

/** Events per transaction of the by-filter calls. */
const BY_FILTER_CHUNK = 100;

export const categoryNotFound = (categoryId: string) =>
  notFound('CATEGORY_NOT_FOUND', `Category ${categoryId} not found`, { categoryId });
const nameTaken = (name: string) =>
  new AppError('CONFLICT', 'CATEGORY_NAME_ALREADY_EXISTS', `A category named "${name}" already exists`, {
    name,
  });
const notManual = (categoryId: string) =>
  new AppError(
    'INVALID',
    'CATEGORY_NOT_MANUAL',
    "Only manual categories change by hand; this one is the platform's",
    {
      categoryId,
    },
  );

/**
 * Event categories. A MANUAL category's name is unique per site in any spelling; the unique
 * index on (site, name_key) decides between concurrent creators, never a read before the write.
 * Category data belongs to the `events` kind (event listings filter and embed categories).
 */
export class CategoriesService {
  private readonly listing;

  constructor(
    private readonly deps: {
      db: Executor;
      uow: UnitOfWork;
      clock: Clock;
      secrets: { cursorSecret(siteId: string): Promise<string> };
    },
  ) {
    this.listing = openListing(categoriesListing, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
    });
  }

  private now(): string {
    return isoAt(this.deps.clock.now());
  }

  private unit<T>(siteId: string, work: (unit: SiteTx) => Promise<T>): Promise<T> {
    return this.deps.uow.run(siteId, work, { changes: ['events'] });
  }

  private record(unit: SiteTx, name: DomainEventName, row: CategoryRow): Promise<void> {
    return recordDomainEvent(unit.db, {
      siteId: unit.siteId,
      name,
      entityFqdn: EntityFqdn.category,
      entityId: row.id,
      payload: { categoryId: row.id, name: row.name, timestamp: this.now() },
    });
  }

  /** Inserts one manual category in the unit; undefined when its name is taken. */
  private async insertOne(unit: SiteTx, name: string): Promise<CategoryRow | undefined> {
    const row = await insertManualCategory(unit, {
      id: newId(),
      name,
      type: 'MANUAL',
      hidden: 0,
      created_date: this.now(),
    });
    if (row) await this.record(unit, 'category_created', row);
    return row;
  }

  async create(caller: Caller, input: InputOf<R['createCategory']>): Promise<{ category: Category }> {
    const name = writableName(input.category, 'category');
    const row = await this.unit(caller.siteId, (unit) => this.insertOne(unit, name));
    if (!row) throw nameTaken(name);
    return { category: toWireCategory(row) };
  }

  async bulkCreate(caller: Caller, input: InputOf<R['bulkCreateCategory']>): Promise<BulkCategoryResponse> {
    const names = input.categories.map((c, i) => writableName(c, `categories[${i}]`));
    const rows = await this.unit(caller.siteId, async (unit) => {
      const created: (CategoryRow | undefined)[] = [];
      for (const name of names) created.push(await this.insertOne(unit, name));
      return created;
    });
    return bulkAnswer(
      rows.map((row, originalIndex) =>
        row
          ? { itemMetadata: { id: row.id, originalIndex, success: true }, item: toWireCategory(row) }
          : failure(
              originalIndex,
              null,
              'CATEGORY_NAME_ALREADY_EXISTS',
              `A category named "${names[originalIndex]}" already exists`,
            ),
      ),
    );
  }

  async update(
    caller: Caller,
    categoryId: string,
    input: InputOf<R['updateCategory']>,
  ): Promise<{ category: Category }> {
    if (input.category.id && input.category.id !== categoryId) {
      throw validationError([
        violation('category.id', 'must match the category id in the path', 'VALIDATION'),
      ]);
    }
    const name = writableName(input.category, 'category');
    try {
      const row = await this.unit(caller.siteId, async (unit) => {
        const current = await unit
          .forUpdate(
            unit.db
              .selectFrom('categories')
              .selectAll()
              .where('site_id', '=', unit.siteId)
              .where('id', '=', categoryId),
          )
          .executeTakeFirst();
        if (!current) throw categoryNotFound(categoryId);
        if (current.type !== 'MANUAL') throw notManual(categoryId);
        if (current.name === name) return current;
        if (!(await renameManualCategory(unit, categoryId, name))) throw nameTaken(name);
        const renamed = { ...current, name, name_key: categoryNameKey(name) };
        await this.record(unit, 'category_updated', renamed);
        return renamed;
      });
      return { category: toWireCategory(row) };
    } catch (error) {
      // Two renames to one name at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  async delete(caller: Caller, categoryId: string): Promise<Empty> {
    await this.unit(caller.siteId, async (unit) => {
      const current = await findCategory(unit, categoryId);
      if (!current) throw categoryNotFound(categoryId);
      await deleteCategoryRow(unit, categoryId);
      await this.record(unit, 'category_deleted', current);
    });
    return {};
  }

  async query(caller: Caller, input: InputOf<R['queryCategories']>) {
    const page = await this.listing.page(caller.siteId, caller, input.query);
    const counts = input.fieldset?.includes('COUNTS')
      ? await countsOf(
          siteScope(this.deps.db, caller.siteId),
          page.rows.map((r) => r.id),
          can(caller, 'events.manage'),
        )
      : undefined;
    return {
      categories: page.rows.map((row) => toWireCategory(row, counts?.get(row.id) ?? (counts && noCounts))),
      metaData: page.pagingMetadata,
    };
  }

  async assign(caller: Caller, categoryId: string, eventIds: readonly string[]): Promise<Empty> {
    await this.unit(caller.siteId, async (unit) => {
      await this.manualCategory(unit, categoryId);
      await assertEvents(unit, eventIds);
      await addMemberships(unit, categoryId, eventIds);
    });
    return {};
  }

  async unassign(caller: Caller, categoryId: string, eventIds: readonly string[]): Promise<Empty> {
    await this.unit(caller.siteId, async (unit) => {
      await this.manualCategory(unit, categoryId);
      await removeMemberships(unit, categoryId, eventIds);
    });
    return {};
  }

  /** Every listed event into (or out of) every listed category; a result per category. */
  async bulkMembership(
    caller: Caller,
    categoryIds: readonly string[],
    eventIds: readonly string[] | 'all',
    assign: boolean,
  ): Promise<BulkCategoryResponse> {
    const results = await this.unit(caller.siteId, async (unit) => {
      if (eventIds !== 'all') await assertEvents(unit, eventIds);
      const found = new Map((await findCategories(unit, categoryIds)).map((c) => [c.id, c]));
      const answers: BulkCategoryResponse['results'] = [];
      for (const [originalIndex, categoryId] of categoryIds.entries()) {
        const category = found.get(categoryId);
        if (!category) {
          answers.push(
            failure(originalIndex, categoryId, 'CATEGORY_NOT_FOUND', `Category ${categoryId} not found`),
          );
        } else if (category.type !== 'MANUAL') {
          answers.push(
            failure(originalIndex, categoryId, 'CATEGORY_NOT_MANUAL', "The platform's own category"),
          );
        } else {
          if (assign) await addMemberships(unit, categoryId, eventIds as readonly string[]);
          else await removeMemberships(unit, categoryId, eventIds);
          answers.push({
            itemMetadata: { id: categoryId, originalIndex, success: true },
            item: toWireCategory(category),
          });
        }
      }
      return answers;
    });
    return bulkAnswer(results);
  }

  /**
   * The by-filter calls ("async" on the platform): the categories and the filter are checked
   * first (a 400 before anything is written), then the work runs in transactions of 100 events,
   * repeated until no matching event is left, like the events' bulk calls by filter. Each chunk
   * adds or removes only missing or present memberships, so a repeated call converges.
   */
  async byFilter(
    caller: Caller,
    input: InputOf<R['bulkAssignEventsAsync']>,
    assign: boolean,
  ): Promise<Empty> {
    eventsFilterCondition(caller.siteId, input.filter, this.now());
    const found = await findCategories(siteScope(this.deps.db, caller.siteId), input.categoryId);
    const violations: FieldViolation[] = [];
    for (const [i, id] of input.categoryId.entries()) {
      const category = found.find((c) => c.id === id);
      if (!category)
        violations.push(violation(`categoryId[${i}]`, 'category does not exist', 'VALIDATION', { id }));
      else if (category.type !== 'MANUAL') {
        violations.push(
          violation(`categoryId[${i}]`, "is the platform's own category", 'VALIDATION', { id }),
        );
      }
    }
    if (violations.length) throw validationError(violations);
    for (const categoryId of new Set(input.categoryId)) {
      for (;;) {
        const moved = await this.unit(caller.siteId, async (unit) => {
          if (!(await findCategory(unit, categoryId))) return 0;
          const condition = eventsFilterCondition(caller.siteId, input.filter, this.now());
          const ids = await eventsMatching(unit, condition, categoryId, !assign, BY_FILTER_CHUNK);
          if (assign) await addMemberships(unit, categoryId, ids);
          else await removeMemberships(unit, categoryId, ids);
          return ids.length;
        });
        if (moved < BY_FILTER_CHUNK) break;
      }
    }
    return {};
  }

  /** An event's categories; visitors ask only of published events and see no hidden category. */
  async listOfEvent(caller: Caller, eventId: string): Promise<{ categories: Category[] }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const owner = can(caller, 'events.manage');
    const lifecycle = await eventLifecycle(scope, eventId);
    if (!lifecycle || (!owner && lifecycle === 'DRAFT')) {
      throw notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });
    }
    const rows = (await categoriesOfEvents(scope, [eventId])).get(eventId) ?? [];
    return { categories: rows.filter((row) => owner || row.hidden === 0).map((row) => toWireCategory(row)) };
  }

  /** Moves an event just before or after another of the category (last with neither). */
  async reorder(
    caller: Caller,
    categoryId: string,
    input: InputOf<R['reorderCategoryEvents']>,
  ): Promise<Empty> {
    if (input.beforeEventId !== undefined && input.afterEventId !== undefined) {
      throw new AppError(
        'INVALID',
        'INVALID_REORDER_INSTRUCTION',
        'Give beforeEventId or afterEventId, not both',
        {},
      );
    }
    const reference = input.beforeEventId ?? input.afterEventId;
    if (reference === input.eventId) {
      throw new AppError('INVALID', 'INVALID_REORDER_INSTRUCTION', 'An event cannot move next to itself', {});
    }
    await this.unit(caller.siteId, async (unit) => {
      await this.manualCategory(unit, categoryId);
      const order = await orderedMembers(unit, categoryId);
      if (!order.includes(input.eventId)) throw notInCategory(input.eventId, categoryId);
      const rest = order.filter((id) => id !== input.eventId);
      if (reference === undefined) rest.push(input.eventId);
      else {
        const at = rest.indexOf(reference);
        if (at < 0) throw notInCategory(reference, categoryId);
        rest.splice(input.beforeEventId ? at : at + 1, 0, input.eventId);
      }
      await writeMemberOrder(unit, categoryId, rest);
    });
    return {};
  }

  /** The category, locked, when it is a manual one. */
  private async manualCategory(unit: SiteTx, categoryId: string): Promise<CategoryRow> {
    const row = await unit
      .forUpdate(
        unit.db
          .selectFrom('categories')
          .selectAll()
          .where('site_id', '=', unit.siteId)
          .where('id', '=', categoryId),
      )
      .executeTakeFirst();
    if (!row) throw categoryNotFound(categoryId);
    if (row.type !== 'MANUAL') throw notManual(categoryId);
    return row;
  }
}

const notInCategory = (eventId: string, categoryId: string) =>
  new AppError(
    'INVALID',
    'INVALID_REORDER_INSTRUCTION',
    `Event ${eventId} is not in category ${categoryId}`,
    {
      eventId,
      categoryId,
    },
  );

/** The name a create or rename writes: only MANUAL categories are written by hand. */
function writableName(category: { name: string; states?: readonly string[] }, path: string): string {
  if (category.states?.some((s) => s !== 'MANUAL')) {
    throw validationError([
      violation(`${path}.states`, 'only MANUAL categories are created or changed by hand', 'VALIDATION'),
    ]);
  }
  const name = cleanCategoryName(category.name);
  if (!name) throw validationError([violation(`${path}.name`, 'must not be empty', 'REQUIRED_FIELD')]);
  return name;
}

/** Refuses (400) event ids the site does not have; nothing is written. */
async function assertEvents(scope: SiteScope, eventIds: readonly string[]): Promise<void> {
  const existing = await existingEventIds(scope, eventIds);
  const violations = eventIds.flatMap((id, i) =>
    existing.has(id) ? [] : [violation(`eventId[${i}]`, 'event does not exist', 'VALIDATION', { id })],
  );
  if (violations.length) throw validationError(violations);
}

function failure(originalIndex: number, id: string | null, code: string, description: string) {
  return { itemMetadata: { id, originalIndex, success: false, error: { code, description } } };
}

const noCounts: CategoryCounts = { assignedEventsCount: 0, assignedDraftEventsCount: 0 };

/** Published and draft events per category, in one grouped pass (drafts only for events managers). */
async function countsOf(
  scope: SiteScope,
  ids: string[],
  owner: boolean,
): Promise<Map<string, CategoryCounts>> {
  const result = new Map<string, CategoryCounts>();
  if (ids.length === 0) return result;
  const rows = await scope.db
    .selectFrom('event_categories')
    .innerJoin('events', (join) =>
      join
        .onRef('events.site_id', '=', 'event_categories.site_id')
        .onRef('events.id', '=', 'event_categories.event_id'),
    )
    .select((eb) => [
      'event_categories.category_id as id',
      eb.fn.sum<number | string>(sql`CASE WHEN events.lifecycle = 'DRAFT' THEN 0 ELSE 1 END`).as('published'),
      eb.fn.sum<number | string>(sql`CASE WHEN events.lifecycle = 'DRAFT' THEN 1 ELSE 0 END`).as('drafts'),
    ])
    .where('event_categories.site_id', '=', scope.siteId)
    .where('event_categories.category_id', 'in', ids)
    .groupBy('event_categories.category_id')
    .execute();
  for (const row of rows) {
    result.set(row.id, {
      assignedEventsCount: Number(row.published),
      assignedDraftEventsCount: owner ? Number(row.drafts) : 0,
    });
  }
  return result;
}
