import {
  AccessStaffMemberRequest,
  AccessStaffMemberResponse,
  CreateStaffMemberRequest,
  CreateStaffMemberResponse,
  GetStaffMemberQuery,
  JoinStaffMemberRequest,
  LoginStaffMemberRequest,
  LoginStaffMemberResponse,
  QueryStaffMembersRequest,
  QueryStaffMembersResponse,
  RedeemStaffLoginLinkRequest,
  RedeemStaffLoginLinkResponse,
  StaffMemberIdParams,
  StaffMemberResponse,
  UpdateStaffMemberRequest,
} from '../staff.ts';
import { Empty } from '../common.ts';
import * as endpoints from './staff.endpoints.ts';
import { route } from './route.ts';

const tags = ['Staff members'] as const;
/** Answers carrying a join token or a session token are never kept by Idempotency-Key. */
const SECRETS_NEVER_KEPT = false;

export const staffRoutes = {
  createStaffMember: route(endpoints.createStaffMember, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'owner',
    description: 'Invites a person by email with scopes; access PENDING until they join with the join token.',
    input: CreateStaffMemberRequest,
    response: CreateStaffMemberResponse,
  }),
  getStaffMember: route(endpoints.getStaffMember, {
    tags,
    access: 'owner',
    params: StaffMemberIdParams,
    input: GetStaffMemberQuery,
    response: StaffMemberResponse,
  }),
  updateStaffMember: route(endpoints.updateStaffMember, {
    tags,
    access: 'owner',
    description: 'Changes name and scopes; pauses (ACCESS_PAUSED) or resumes (HAS_ACCESS) a joined member.',
    params: StaffMemberIdParams,
    input: UpdateStaffMemberRequest,
    response: StaffMemberResponse,
  }),
  deleteStaffMember: route(endpoints.deleteStaffMember, {
    tags,
    access: 'owner',
    params: StaffMemberIdParams,
    response: Empty,
  }),
  queryStaffMembers: route(endpoints.queryStaffMembers, {
    tags,
    access: 'owner',
    description: 'Filter by id, email, access, scopes, memberId; sort by createdDate, updatedDate, email.',
    input: QueryStaffMembersRequest,
    response: QueryStaffMembersResponse,
  }),
  resendStaffInvitation: route(endpoints.resendStaffInvitation, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'owner',
    description:
      'Mails a PENDING staff member a new join link (a new token, 7 days again); the previous link stops working.',
    params: StaffMemberIdParams,
    input: Empty,
    response: CreateStaffMemberResponse,
  }),
  joinStaffMember: route(endpoints.joinStaffMember, {
    tags,
    access: 'member',
    description:
      'The logged-in member accepts an invitation with its join token (one use, expiring): HAS_ACCESS.',
    input: JoinStaffMemberRequest,
    response: StaffMemberResponse,
  }),
  loginStaffMember: route(endpoints.loginStaffMember, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'owner',
    description:
      'A short-lived, single-use link that logs a joined staff member in (a one-time login code in its fragment).',
    input: LoginStaffMemberRequest,
    response: LoginStaffMemberResponse,
  }),
  redeemStaffLoginLink: route(endpoints.redeemStaffLoginLink, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    // The page of the link has only the site's visitor tokens; the code itself is the proof.
    access: 'visitor',
    description:
      "Spends a login link's one-time code (the staff member still HAS_ACCESS) for a member session token.",
    input: RedeemStaffLoginLinkRequest,
    response: RedeemStaffLoginLinkResponse,
  }),
  accessStaffMember: route(endpoints.accessStaffMember, {
    // A read sent as POST: nothing to keep.
    idempotency: false,
    tags,
    access: 'visitor',
    description: 'What the current caller may do as staff: its staff member, access and scopes in effect.',
    input: AccessStaffMemberRequest,
    response: AccessStaffMemberResponse,
  }),
} as const;
