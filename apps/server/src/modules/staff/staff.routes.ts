import type { FastifyInstance } from 'fastify';
import { staffRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { StaffService } from './staff.service.ts';

/** The staff routes of the table, each one call of the service. */
export function registerStaffRoutes(app: FastifyInstance, staff: StaffService): void {
  registerRoutes(app, staffRoutes, {
    createStaffMember: ({ caller, input }) => staff.create(caller, input),
    getStaffMember: ({ caller, params, input }) => staff.get(caller, params.staffMemberId, input),
    updateStaffMember: ({ caller, params, input }) => staff.update(caller, params.staffMemberId, input),
    deleteStaffMember: ({ caller, params }) => staff.delete(caller, params.staffMemberId),
    queryStaffMembers: ({ caller, input }) => staff.query(caller, input),
    resendStaffInvitation: ({ caller, params }) => staff.resendInvitation(caller, params.staffMemberId),
    joinStaffMember: ({ caller, input }) => staff.join(caller, input.joinToken),
    loginStaffMember: ({ caller, input }) => staff.login(caller, input.staffMemberId),
    redeemStaffLoginLink: ({ caller, input }) => staff.redeemLogin(caller, input.loginCode),
    accessStaffMember: ({ caller }) => staff.access(caller),
  });
}
