import { endpoint } from './endpoint.ts';
import type { staffRoutes } from './staff.routes.ts';

// Staff members of the events area (routes.md "Implied — staff members").

export const createStaffMember = endpoint({
  operationId: 'CreateStaffMember',
  method: 'POST',
  path: '/events/v1/staff-members',
});
export const getStaffMember = endpoint({
  operationId: 'GetStaffMember',
  method: 'GET',
  path: '/events/v1/staff-members/:staffMemberId',
});
export const updateStaffMember = endpoint({
  operationId: 'UpdateStaffMember',
  method: 'PATCH',
  path: '/events/v1/staff-members/:staffMemberId',
});
export const deleteStaffMember = endpoint({
  operationId: 'DeleteStaffMember',
  method: 'DELETE',
  path: '/events/v1/staff-members/:staffMemberId',
});
export const queryStaffMembers = endpoint({
  operationId: 'QueryStaffMembers',
  method: 'POST',
  path: '/events/v1/staff-members/query',
});
export const joinStaffMember = endpoint({
  operationId: 'JoinStaffMember',
  method: 'POST',
  path: '/events/v1/staff-members/join',
});
export const loginStaffMember = endpoint({
  operationId: 'LoginStaffMember',
  method: 'POST',
  path: '/events/v1/staff-members/login',
});
/** A new join link for a PENDING staff member, mailed again; the old link stops working. */
export const resendStaffInvitation = endpoint({
  operationId: 'ResendStaffInvitation',
  method: 'POST',
  path: '/events/v1/staff-members/:staffMemberId/resend-invitation',
});
/** The login link's page spends its one-time code for a member session token (never in a URL). */
export const redeemStaffLoginLink = endpoint({
  operationId: 'RedeemStaffLoginLink',
  method: 'POST',
  path: '/events/v1/staff-members/login/redeem',
});
export const accessStaffMember = endpoint({
  operationId: 'AccessStaffMember',
  method: 'POST',
  path: '/events/v1/staff-members/access',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    staff: typeof staffRoutes;
  }
}
