import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventOptions, Event, EventInput, RequestedField, UpdateEventOptions } from '@tessera/sdk';
import type { BaseClient } from '@tessera/sdk/core';
import { categories, type Category, type CategoriesModule } from '@tessera/sdk/categories';
import { categoriesAdmin, type CategoriesAdminModule } from '@tessera/sdk/categories-admin';
import { eventsAdmin, moduleOf, type ModuleLookup } from './client-modules.ts';
import { eventKeys } from './query-keys.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's event editor: one event by id (drafts too) with every group it edits, its save,
// and the site's categories with the event's own assigned and unassigned through the categories
// modules. Owner calls: the modules are built on the client's transport when it lacks them.

const CATEGORIES_READ: ModuleLookup<CategoriesModule> = {
  name: 'categories',
  has: 'queryCategories',
  build: categories,
  needs: 'the categories module (@tessera/sdk/categories)',
};
const CATEGORIES_ADMIN: ModuleLookup<CategoriesAdminModule> = {
  name: 'categoriesAdmin',
  has: 'assignEvents',
  build: categoriesAdmin,
  needs: 'the categories-admin module (@tessera/sdk/categories-admin)',
};

/** What the editor reads of an event: every group an owner sets. */
export const EDITOR_EVENT_FIELDS: RequestedField[] = [
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
  'SEO_SETTINGS',
  'CATEGORIES',
];

export const eventEditorKeys = {
  event: (eventId: string) => [...eventKeys.all, 'editor', eventId] as const,
  categories: () => [...eventKeys.all, 'editor', 'categories'] as const,
};

export const editorEventQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: eventEditorKeys.event(eventId),
    queryFn: ({ signal }) => eventsAdmin(client).getEvent(eventId, { fields: EDITOR_EVENT_FIELDS, signal }),
  });

/** The event as the editor edits it (drafts included: the owner's client reads them). */
export function useEditorEvent(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...editorEventQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}

export interface SaveEventVariables {
  /** Absent: a new event. */
  eventId?: string;
  event: EventInput;
  /** An update writes exactly these paths (a masked path the event leaves out is cleared). */
  fieldMask?: string[];
  /** A new event only. */
  draft?: boolean;
}

/** Creates or updates an event; every cached event read is refreshed afterwards. */
export function useSaveEvent() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, event, fieldMask, draft }: SaveEventVariables): Promise<Event> => {
      const admin = eventsAdmin(client);
      if (!eventId) {
        const options: CreateEventOptions = { fields: EDITOR_EVENT_FIELDS, draft };
        return admin.createEvent(event, options);
      }
      const options: UpdateEventOptions = { fields: EDITOR_EVENT_FIELDS, fieldMask };
      return admin.updateEvent(eventId, event, options);
    },
    onSuccess: async (saved) => {
      if (saved.id) queryClient.setQueryData(eventEditorKeys.event(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/** The site's own categories (MANUAL; a recurring series' hidden one is not the owner's to pick). */
export function useSiteCategories() {
  const client = useTesseraClient();
  return useQuery({
    queryKey: eventEditorKeys.categories(),
    queryFn: async ({ signal }): Promise<Category[]> => {
      const page = await moduleOf(client, CATEGORIES_READ).queryCategories(
        { paging: { limit: 100 } },
        { signal },
      );
      return page.items.filter((category) => category.states.includes('MANUAL'));
    },
  });
}

export interface SetEventCategoriesVariables {
  eventId: string;
  /** The names the event should be in; a name no category has yet becomes a new category. */
  names: string[];
  /** The event's categories now. */
  current: { id?: string; name?: string; type?: string }[];
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Assigns and unassigns (creating missing categories) until the event is in exactly `names`. */
export function useSetEventCategories() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, names, current }: SetEventCategoriesVariables): Promise<void> => {
      const admin = moduleOf(client, CATEGORIES_ADMIN);
      const site = await queryClient.fetchQuery({
        queryKey: eventEditorKeys.categories(),
        queryFn: async () =>
          (await moduleOf(client, CATEGORIES_READ).queryCategories({ paging: { limit: 100 } })).items,
        staleTime: 0,
      });
      for (const name of names) {
        if (current.some((c) => c.name && sameName(c.name, name))) continue;
        const existing = site.find((c) => sameName(c.name, name));
        const categoryId = existing?.id ?? (await admin.createCategory(name.trim())).id;
        await admin.assignEvents(categoryId, [eventId]);
      }
      for (const category of current) {
        // A recurring series' own category is the platform's, never unassigned here.
        if (!category.id || category.type === 'RECURRING_EVENT') continue;
        if (names.some((name) => category.name && sameName(category.name, name))) continue;
        await admin.unassignEvents(category.id, [eventId]);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
