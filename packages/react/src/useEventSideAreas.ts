import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { CategoriesModule } from '@tessera/sdk/categories';
import type { PoliciesModule } from '@tessera/sdk/policies';
import type { ScheduleModule } from '@tessera/sdk/schedule';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// What an event page shows beside the event: its agenda, policies and categories (visitor reads;
// the client must carry the module, so a visitor bundle keeps only what it was built with).

const SCHEDULE: ModuleLookup<ScheduleModule> = {
  name: 'schedule',
  has: 'listScheduleItems',
  needs: 'the schedule module (@tessera/sdk/schedule)',
};
const POLICIES: ModuleLookup<PoliciesModule> = {
  name: 'policies',
  has: 'eventPolicies',
  needs: 'the policies module (@tessera/sdk/policies)',
};
const CATEGORIES: ModuleLookup<CategoriesModule> = {
  name: 'categories',
  has: 'listEventCategories',
  needs: 'the categories module (@tessera/sdk/categories)',
};

export const eventSideKeys = {
  agenda: (eventId: string) => ['tessera', 'events', eventId, 'agenda'] as const,
  policies: (eventId: string) => ['tessera', 'events', eventId, 'policies'] as const,
  categories: (eventId: string) => ['tessera', 'events', eventId, 'categories'] as const,
};

/** The published, visible agenda of an event, in time order. */
export const agendaQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: eventSideKeys.agenda(eventId),
    queryFn: async ({ signal }) =>
      (await moduleOf(client, SCHEDULE).listScheduleItems({ eventId: [eventId] }, { signal })).items,
  });

/** The policies of an event, in the owner's order. */
export const eventPoliciesQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: eventSideKeys.policies(eventId),
    queryFn: ({ signal }) => moduleOf(client, POLICIES).eventPolicies(eventId, { signal }),
  });

/** The categories of an event (hidden ones left out for visitors). */
export const eventCategoriesQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: eventSideKeys.categories(eventId),
    queryFn: ({ signal }) => moduleOf(client, CATEGORIES).listEventCategories(eventId, { signal }),
  });

export function useEventAgenda(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...agendaQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}

export function useEventPolicies(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...eventPoliciesQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}

export function useEventCategories(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...eventCategoriesQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}
