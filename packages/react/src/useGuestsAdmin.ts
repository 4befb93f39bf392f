import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  guestsAdmin,
  type AttendanceStatus,
  type GuestsAdminModule,
  type TicketsQuery,
} from '@tessera/sdk/guests-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// Guest lists and check-in at the door. The calls work with an owner client and with a member
// client of staff granted CHECK_IN_GUESTS (the door list and check-ins; the guest list is
// `events.manage`), so the module is built on whichever client the provider holds.

const GUESTS_ADMIN: ModuleLookup<GuestsAdminModule> = {
  name: 'guestsAdmin',
  has: 'checkInTickets',
  build: guestsAdmin,
  needs: 'the guests-admin module (@tessera/sdk/guests-admin)',
};
const guestsOf = (client: BaseClient): GuestsAdminModule => moduleOf(client, GUESTS_ADMIN);

/** What the guest list of one event shows: a status facet, a name/email prefix, a page. */
export interface EventGuestsView {
  eventId: string;
  status?: AttendanceStatus;
  /** Matched as a prefix of the first name, last name or email. */
  search?: string;
  offset?: number;
  limit?: number;
}

/** Query keys of guests and check-ins; every check-in refreshes all of them. */
export const guestsAdminKeys = {
  all: ['tessera', 'guests-admin'] as const,
  guests: (view: EventGuestsView) => [...guestsAdminKeys.all, 'guests', view] as const,
  guestCounts: (eventId: string) => [...guestsAdminKeys.all, 'guest-counts', eventId] as const,
  tickets: (query: TicketsQuery) => [...guestsAdminKeys.all, 'tickets', query] as const,
};

const ATTENDANCE: AttendanceStatus[] = ['ATTENDING', 'IN_WAITLIST', 'NOT_ATTENDING'];

/** The filter of a guest list view (RSVP answers; ticket holders are the door list's). */
export function guestsFilter(view: EventGuestsView): Record<string, unknown> {
  const all: Record<string, unknown>[] = [{ eventId: { $eq: view.eventId } }, { guestType: { $eq: 'RSVP' } }];
  if (view.status) all.push({ attendanceStatus: { $eq: view.status } });
  const phrase = view.search?.trim();
  if (phrase) {
    all.push({
      $or: [
        { 'guestDetails.firstName': { $startsWith: phrase } },
        { 'guestDetails.lastName': { $startsWith: phrase } },
        { 'guestDetails.email': { $startsWith: phrase.toLowerCase() } },
      ],
    });
  }
  return { $and: all };
}

export const eventGuestsQueryOptions = (client: BaseClient, view: EventGuestsView) =>
  queryOptions({
    queryKey: guestsAdminKeys.guests(view),
    queryFn: ({ signal }) =>
      guestsOf(client).queryGuests(
        {
          filter: guestsFilter(view),
          sort: [{ fieldName: 'createdDate', order: 'ASC' }],
          paging: { offset: view.offset ?? 0, limit: view.limit ?? 50 },
        },
        { signal },
      ),
  });

/** Guests of an event by attendance status: the facet counts of the guest list. */
export const guestCountsQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: guestsAdminKeys.guestCounts(eventId),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        ATTENDANCE.map((status) =>
          guestsOf(client).queryGuests(
            { filter: guestsFilter({ eventId, status }), paging: { offset: 0, limit: 1 } },
            { signal },
          ),
        ),
      );
      return Object.fromEntries(ATTENDANCE.map((status, i) => [status, pages[i]!.total ?? 0])) as Record<
        AttendanceStatus,
        number
      >;
    },
  });

export const doorTicketsQueryOptions = (client: BaseClient, query: TicketsQuery) =>
  queryOptions({
    queryKey: guestsAdminKeys.tickets(query),
    queryFn: ({ signal }) => guestsOf(client).listTickets(query, { signal }),
  });

export function useEventGuests(view: EventGuestsView, enabled = true) {
  return useQuery({ ...eventGuestsQueryOptions(useTesseraClient(), view), enabled });
}

export function useGuestCounts(eventId: string, enabled = true) {
  return useQuery({ ...guestCountsQueryOptions(useTesseraClient(), eventId), enabled });
}

/** An event's tickets at the door (search by name, email or number; checked in or not). */
export function useDoorTickets(query: TicketsQuery, enabled = true) {
  return useQuery({ ...doorTicketsQueryOptions(useTesseraClient(), query), enabled });
}

const refreshGuests = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: guestsAdminKeys.all });

/** Checks tickets in by number or scanned QR payload; answers those in now and those in already. */
export const checkInTicketsMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ eventId, ...by }: { eventId: string; ticketNumbers?: string[]; qrCodes?: string[] }) =>
    guestsOf(client).checkInTickets(eventId, by),
  onSettled: refreshGuests(queryClient),
});

export const undoTicketCheckInsMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ eventId, ticketNumbers }: { eventId: string; ticketNumbers: string[] }) =>
    guestsOf(client).undoTicketCheckIns(eventId, ticketNumbers),
  onSettled: refreshGuests(queryClient),
});

/** Archives tickets of an event (`archived: false` restores them), all or none; the owner only. */
export const archiveTicketsMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({
    eventId,
    ticketNumbers,
    archived = true,
  }: {
    eventId: string;
    ticketNumbers: string[];
    archived?: boolean;
  }) => guestsOf(client).archiveTickets(eventId, ticketNumbers, archived),
  onSettled: refreshGuests(queryClient),
});

/** Checks in (or, with `undo`, cancels the check-in of) every guest of each RSVP named. */
export const rsvpCheckInMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ rsvpIds, undo }: { rsvpIds: string[]; undo?: boolean }) =>
    Promise.all(
      rsvpIds.map((id) =>
        undo ? guestsOf(client).undoRsvpCheckIn(id) : guestsOf(client).checkInRsvpGuests(id),
      ),
    ),
  onSettled: refreshGuests(queryClient),
});

export function useCheckInTickets() {
  return useMutation(checkInTicketsMutationOptions(useTesseraClient(), useQueryClient()));
}

export function useUndoTicketCheckIns() {
  return useMutation(undoTicketCheckInsMutationOptions(useTesseraClient(), useQueryClient()));
}

export function useArchiveTickets() {
  return useMutation(archiveTicketsMutationOptions(useTesseraClient(), useQueryClient()));
}

export function useRsvpCheckIn() {
  return useMutation(rsvpCheckInMutationOptions(useTesseraClient(), useQueryClient()));
}
