import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compileFilter } from '../../platform/query/filter.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import { eventQueryFields } from '../events/index.ts';

// What categories need of events: whether they exist and are published, and the events filter
// language of QueryEvents (for the by-filter calls). The only place this module reads events.

/**
 * The condition an events filter (QueryEvents' language, as the owner may write it) puts on
 * `events.*`; a malformed filter is a 400 with violations under `path`.
 */
export function eventsFilterCondition(
  siteId: string,
  filter: Record<string, unknown> | null,
  now: string,
  path = 'filter',
): RawBuilder<SqlBool> {
  if (!filter || Object.keys(filter).length === 0) return sql<SqlBool>`1 = 1`;
  return compileFilter(filter, eventQueryFields(now, siteId, true), path);
}

/** Up to `limit` events matching `condition` that are (in: true) or are not (in: false) in the category. */
export async function eventsMatching(
  scope: SiteScope,
  condition: RawBuilder<SqlBool>,
  categoryId: string,
  member: boolean,
  limit: number,
): Promise<string[]> {
  const membership = sql<SqlBool>`EXISTS (SELECT 1 FROM event_categories ec WHERE ec.site_id = events.site_id
    AND ec.event_id = events.id AND ec.category_id = ${categoryId})`;
  const rows = await selectFromSite(scope, 'events')
    .select('events.id')
    .where(condition)
    .where(member ? membership : sql<SqlBool>`NOT ${membership}`)
    .orderBy('events.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The event's lifecycle (DRAFT, PUBLISHED, CANCELED), or undefined when the site has no such event. */
export async function eventLifecycle(scope: SiteScope, eventId: string): Promise<string | undefined> {
  const row = await selectFromSite(scope, 'events')
    .select('lifecycle')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.lifecycle;
}
