import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { rsvps, type NewRsvp, type Rsvp, type RsvpChanges, type RsvpsModule } from '@tessera/sdk/rsvps';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { memberKeys } from './member-client.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// A visitor's or member's own RSVPs. The module is built on the client's transport when the client
// lacks it: these hooks import it anyway, and only the pages that RSVP load them.

const RSVPS: ModuleLookup<RsvpsModule> = {
  name: 'rsvps',
  has: 'createRsvp',
  build: rsvps,
  needs: 'the rsvps module (@tessera/sdk/rsvps)',
};

export const rsvpsModule = (client: BaseClient): RsvpsModule => moduleOf(client, RSVPS);

/** Query keys of the RSVP hooks, so callers can invalidate what they cache. */
export const rsvpKeys = {
  all: ['tessera', 'rsvps'] as const,
  form: (eventId: string) => [...rsvpKeys.all, 'form', eventId] as const,
  /** The caller's current RSVPs: under the member's keys, so logging in or out drops them. */
  mine: () => [...memberKeys.all, 'rsvps'] as const,
};

/** Most RSVPs "my RSVPs" reads (pages of 100): a person answers few events still to come. */
export const MY_RSVPS_MAX = 500;

/** The published form of an event: what an RSVP answers. */
export const rsvpFormQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: rsvpKeys.form(eventId),
    queryFn: ({ signal }) => rsvpsModule(client).getRsvpForm(eventId, { signal }),
  });

/** The caller's RSVPs to events that have not ended, oldest answer first (every page, up to MY_RSVPS_MAX). */
export const myRsvpsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: rsvpKeys.mine(),
    queryFn: async ({ signal }): Promise<Rsvp[]> => {
      let page = await rsvpsModule(client).listCurrentRsvps({ limit: 100, signal });
      const items = [...page.items];
      while (page.hasNext() && items.length < MY_RSVPS_MAX) {
        page = await page.next();
        items.push(...page.items);
      }
      return items;
    },
  });

const refreshMine = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: rsvpKeys.mine() });

/** Answers an event; the answer's `status` says YES or WAITLIST (or NO). */
export const createRsvpMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (rsvp: NewRsvp) => rsvpsModule(client).createRsvp(rsvp),
  onSuccess: () => refreshMine(queryClient),
});

export interface UpdateRsvpVariables {
  rsvpId: string;
  changes: RsvpChanges;
  /** The revision read: a change made elsewhere since is refused rather than overwritten. */
  revision?: string;
}

export const updateRsvpMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ rsvpId, changes, revision }: UpdateRsvpVariables) =>
    rsvpsModule(client).updateRsvp(rsvpId, changes, revision ? { revision } : {}),
  onSuccess: () => refreshMine(queryClient),
});

/** Withdraws an RSVP (its places go to the waitlist). */
export const cancelRsvpMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (rsvpId: string) => rsvpsModule(client).cancelRsvp(rsvpId),
  onSuccess: () => refreshMine(queryClient),
});

export function useRsvpForm(eventId: string | undefined) {
  const client = useTesseraClient();
  return useQuery({ ...rsvpFormQueryOptions(client, eventId ?? ''), enabled: Boolean(eventId) });
}

export function useMyRsvps(options: { enabled?: boolean } = {}) {
  const client = useTesseraClient();
  return useQuery({ ...myRsvpsQueryOptions(client), enabled: options.enabled ?? true });
}

export function useCreateRsvp() {
  const client = useTesseraClient();
  return useMutation(createRsvpMutationOptions(client, useQueryClient()));
}

export function useUpdateRsvp() {
  const client = useTesseraClient();
  return useMutation(updateRsvpMutationOptions(client, useQueryClient()));
}

export function useCancelRsvp() {
  const client = useTesseraClient();
  return useMutation(cancelRsvpMutationOptions(client, useQueryClient()));
}
