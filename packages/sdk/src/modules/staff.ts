import type { StaffMember, StaffScope } from '@tessera/contracts/staff';
import {
  accessStaffMember as accessEndpoint,
  joinStaffMember as joinEndpoint,
  redeemStaffLoginLink as redeemEndpoint,
} from '@tessera/contracts/routes/staff.endpoints';
import { hasArray, hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { StaffAccess, StaffMember, StaffScope } from '@tessera/contracts/staff';

/** What the caller may do as staff now: the owner every scope, a paused or pending member none. */
export interface StaffAccessAnswer {
  staffMember: StaffMember | null;
  access: StaffMember['access'] | null;
  scopes: StaffScope[];
  owner: boolean;
}

/**
 * `@tessera/sdk/staff`: a staff member's own calls — accept an invitation with its join token
 * (the logged-in member) and ask what the caller may do (any caller of the site).
 */
export function staff(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** What the caller may do as staff: the first thing a dashboard or a door app asks. */
    staffAccess(options?: CallOptions): Promise<StaffAccessAnswer> {
      return call(accessEndpoint, {}, {}, { ...options, check: hasArray('scopes'), idempotent: true });
    },
    /** The logged-in member accepts an invitation (one use, expiring): HAS_ACCESS. */
    async joinStaff(joinToken: string, options?: CallOptions): Promise<StaffMember> {
      return (await call(joinEndpoint, {}, { joinToken }, { ...options, check: hasObject('staffMember') }))
        .staffMember;
    },
    /**
     * Spends a staff login link's one-time code (`#loginCode=…`) for a member session token, which
     * the site then finishes like any login (posted to the hosted login's callback). Works once.
     */
    async redeemStaffLoginLink(loginCode: string, options?: CallOptions): Promise<string> {
      return (await call(redeemEndpoint, {}, { loginCode }, { ...options, check: hasString('sessionToken') }))
        .sessionToken;
    },
  };
}

export type StaffModule = ReturnType<typeof staff>;
