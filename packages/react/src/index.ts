export { TesseraProvider } from './TesseraProvider.tsx';
export type { TesseraProviderProps } from './TesseraProvider.tsx';
export { useTesseraClient } from './useTesseraClient.ts';
export { useEventsQuery } from './useEventsQuery.ts';
export type { UseEventsQueryOptions } from './useEventsQuery.ts';
export { useEventBySlug } from './useEventBySlug.ts';
export { useCreateEvent } from './useCreateEvent.ts';
export type { CreateEventVariables } from './useCreateEvent.ts';
export {
  createTesseraQueryClient,
  retryDelay,
  shouldRetryQuery,
  QUERY_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  GC_TIME_MS,
} from './query-client.ts';
export { eventKeys } from './query-keys.ts';
export { eventBySlugQueryOptions, eventsQueryOptions } from './query-options.ts';
export { MemberSessionProvider, useMemberSession } from './MemberSessionProvider.tsx';
export type { MemberSession, MemberSessionProviderProps } from './MemberSessionProvider.tsx';
export { useLogin, useLogout, useRegister, useVerify } from './useMemberAuth.ts';
export { useCurrentMember, useUpdateCurrentMember, currentMemberQueryOptions } from './useCurrentMember.ts';
export { useMfaFactors, mfaFactorsQueryOptions } from './useMfaFactors.ts';
export {
  loginMutationOptions,
  logoutMutationOptions,
  registerMutationOptions,
  verifyMutationOptions,
} from './member-mutations.ts';
export { memberKeys } from './member-client.ts';
export {
  useMembersQuery,
  useMemberAction,
  useCreateMember,
  useIdentitySettings,
  useUpdateIdentitySettings,
  useDevMailbox,
  membersQueryOptions,
  identitySettingsQueryOptions,
  devMailboxQueryOptions,
  createMemberMutationOptions,
  membersAdminKeys,
  useBulkMembersAction,
  useBulkDeleteMembers,
  useSetMemberSlug,
  bulkMembersMutationOptions,
  bulkDeleteMembersMutationOptions,
  setMemberSlugMutationOptions,
} from './useMembersAdmin.ts';
export { useUpdateCurrentMemberSlug, updateCurrentMemberSlugMutationOptions } from './useMemberSlug.ts';
export {
  useCommunityVisibility,
  useDeleteMyMember,
  communityVisibilityMutationOptions,
  deleteMyMemberMutationOptions,
} from './useMemberAccount.ts';
export type { CommunityVisibility } from './useMemberAccount.ts';
export {
  useOAuthClients,
  useUpdateOAuthClient,
  useCreateOAuthClient,
  useDeleteOAuthClient,
  oauthClientsQueryOptions,
  updateOAuthClientMutationOptions,
  createOAuthClientMutationOptions,
  deleteOAuthClientMutationOptions,
  oauthClientsKeys,
} from './useOAuthClients.ts';
export {
  useSiteSettings,
  useUpdateSiteSettings,
  siteSettingsQueryOptions,
  siteSettingsKeys,
} from './useSiteSettings.ts';
export { useUploadImage, uploadImageMutationOptions, mediaKeys } from './useUploadImage.ts';
export type { UploadImageVariables } from './useUploadImage.ts';
export {
  useEventAgenda,
  useEventPolicies,
  useEventCategories,
  agendaQueryOptions,
  eventPoliciesQueryOptions,
  eventCategoriesQueryOptions,
  eventSideKeys,
} from './useEventSideAreas.ts';
export {
  useRsvpForm,
  useMyRsvps,
  useCreateRsvp,
  useUpdateRsvp,
  useCancelRsvp,
  rsvpFormQueryOptions,
  myRsvpsQueryOptions,
  createRsvpMutationOptions,
  updateRsvpMutationOptions,
  cancelRsvpMutationOptions,
  rsvpKeys,
  rsvpsModule,
  MY_RSVPS_MAX,
} from './useRsvps.ts';
export type { UpdateRsvpVariables } from './useRsvps.ts';
export {
  useAvailableTickets,
  useCheckoutForm,
  useInvoice,
  useEventOrder,
  useReserveTickets,
  useCancelReservation,
  useCheckout,
  availableTicketsQueryOptions,
  checkoutFormQueryOptions,
  invoiceQueryOptions,
  eventOrderQueryOptions,
  reserveTicketsMutationOptions,
  cancelReservationMutationOptions,
  checkoutMutationOptions,
  eventCheckoutOf,
  checkoutKeys,
} from './useEventCheckout.ts';
export type { ReserveTicketsVariables, CancelReservationVariables } from './useEventCheckout.ts';
export { usePayOrder, payOrderMutationOptions, type PayOrderVariables } from './usePayOrder.ts';
export {
  useOrdersQuery,
  useOrder,
  useEventSales,
  useOrderAction,
  ordersQueryOptions,
  orderQueryOptions,
  eventSalesQueryOptions,
  orderActionMutationOptions,
  fetchEventSales,
  runOrderAction,
  eventOrdersAdminOf,
  eventOrdersKeys,
} from './useEventOrdersAdmin.ts';
export type { EventSales, OrderAction, OrderRef } from './useEventOrdersAdmin.ts';
export {
  useEventGuests,
  useGuestCounts,
  useDoorTickets,
  useCheckInTickets,
  useUndoTicketCheckIns,
  useArchiveTickets,
  useRsvpCheckIn,
  eventGuestsQueryOptions,
  guestCountsQueryOptions,
  doorTicketsQueryOptions,
  checkInTicketsMutationOptions,
  undoTicketCheckInsMutationOptions,
  rsvpCheckInMutationOptions,
  guestsFilter,
  guestsAdminKeys,
} from './useGuestsAdmin.ts';
export type { EventGuestsView } from './useGuestsAdmin.ts';
export {
  useStaffMembers,
  useStaffAccess,
  useInviteStaffMember,
  useChangeStaffMember,
  useStaffLoginLink,
  useJoinStaff,
  useRedeemStaffLoginLink,
  useResendStaffInvitation,
  staffMembersQueryOptions,
  staffAccessQueryOptions,
  inviteStaffMutationOptions,
  changeStaffMutationOptions,
  staffKeys,
} from './useStaffAdmin.ts';
export type { StaffChange } from './useStaffAdmin.ts';
export {
  useNotificationConfig,
  useUpdateReminder,
  useSendReminderNow,
  notificationConfigQueryOptions,
  updateReminderMutationOptions,
  notificationKeys,
} from './useNotificationsAdmin.ts';
export {
  useEditorEvent,
  useSaveEvent,
  useSiteCategories,
  useSetEventCategories,
  editorEventQueryOptions,
  eventEditorKeys,
  EDITOR_EVENT_FIELDS,
} from './useEventEditor.ts';
export type { SaveEventVariables, SetEventCategoriesVariables } from './useEventEditor.ts';
export {
  useTicketDefinitions,
  useChangeTicketDefinition,
  ticketDefinitionsQueryOptions,
  changeTicketDefinitionMutationOptions,
  ticketDefinitionKeys,
} from './useTicketDefinitionsAdmin.ts';
export type { TicketDefinitionChange } from './useTicketDefinitionsAdmin.ts';
export {
  useDiscountCodes,
  useChangeDiscountCode,
  discountCodesQueryOptions,
  changeDiscountCodeMutationOptions,
  discountCodeKeys,
} from './useDiscountCodesAdmin.ts';
export type { DiscountCodeChange } from './useDiscountCodesAdmin.ts';
export {
  useOwnerPolicies,
  useChangePolicy,
  ownerPoliciesQueryOptions,
  changePolicyMutationOptions,
  policiesAdminKeys,
} from './usePoliciesAdmin.ts';
export type { PolicyChange } from './usePoliciesAdmin.ts';
export {
  useEventFormAdmin,
  useChangeEventForm,
  eventFormQueryOptions,
  changeFormMutationOptions,
  eventFormKeys,
} from './useEventFormAdmin.ts';
export type { FormChange } from './useEventFormAdmin.ts';
export {
  useMyEventOrders,
  myEventOrdersQueryOptions,
  myEventOrdersKey,
  MY_EVENT_ORDERS_MAX,
} from './useMyEventOrders.ts';
// The store (issue 15): catalog, cart, checkout, orders, back in stock.
export * from './store/index.ts';
