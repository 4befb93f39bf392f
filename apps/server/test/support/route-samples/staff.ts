import type { staffRoutes } from '@tessera/contracts/routes/index';
import { memberHeaders } from '../../identity/helpers.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

let invitations = 0;

/** A new invitation of the owner (each sample its own email: one invitation per email). */
async function invite(fx: SampleFixtures): Promise<{ id: string; joinToken: string }> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v1/staff-members',
    headers: fx.app.ownerHeaders(),
    payload: {
      staffMember: {
        email: `sample-staff-${++invitations}-${Date.now()}@example.com`,
        scopes: ['SELL_TICKETS'],
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample staff member: ${response.body}`);
  const body = response.json() as { staffMember: { id: string }; joinToken: string };
  return { id: body.staffMember.id, joinToken: body.joinToken };
}

/** A site member (created through sign-on) who joined an invitation. */
async function joined(fx: SampleFixtures): Promise<{ id: string; memberId: string }> {
  const staff = await invite(fx);
  const memberId = await sampleMember(fx);
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v1/staff-members/join',
    headers: await memberHeaders(fx.app, memberId),
    payload: { joinToken: staff.joinToken },
  });
  if (response.statusCode !== 200) throw new Error(`sample join: ${response.body}`);
  return { id: staff.id, memberId };
}

/** A fresh login link's one-time code for a joined staff member (each redeem spends one). */
async function loginCode(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v1/staff-members/login',
    headers: fx.app.ownerHeaders(),
    payload: { staffMemberId: (await joined(fx)).id },
  });
  if (response.statusCode !== 200) throw new Error(`sample login link: ${response.body}`);
  const link = new URL((response.json() as { loginLink: string }).loginLink);
  return new URLSearchParams(link.hash.slice(1)).get('loginCode') ?? '';
}

async function sampleMember(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/_api/iam/authentication/v2/sign-on',
    headers: fx.app.ownerHeaders(),
    payload: { loginId: { email: `sample-member-${++invitations}-${Date.now()}@example.com` } },
  });
  if (response.statusCode !== 200) throw new Error(`sample member: ${response.body}`);
  return (response.json() as { identity: { id: string } }).identity.id;
}

/** Staff members (modules/staff). */
export const staffSamples: SamplesOf<typeof staffRoutes> = {
  CreateStaffMember: () => ({
    input: {
      staffMember: {
        email: `new-staff-${++invitations}-${Date.now()}@example.com`,
        scopes: ['CHECK_IN_GUESTS'],
      },
    },
  }),
  GetStaffMember: async (fx) => ({ params: { staffMemberId: (await invite(fx)).id } }),
  UpdateStaffMember: async (fx) => ({
    params: { staffMemberId: (await invite(fx)).id },
    input: { staffMember: { scopes: ['ADD_GUESTS'] } },
  }),
  DeleteStaffMember: async (fx) => ({ params: { staffMemberId: (await invite(fx)).id } }),
  QueryStaffMembers: () => ({ input: { query: { paging: { limit: 10 } } } }),
  ResendStaffInvitation: async (fx) => ({ params: { staffMemberId: (await invite(fx)).id }, input: {} }),
  JoinStaffMember: async (fx) => ({ input: { joinToken: (await invite(fx)).joinToken } }),
  LoginStaffMember: async (fx) => ({ input: { staffMemberId: (await joined(fx)).id } }),
  RedeemStaffLoginLink: async (fx) => ({ input: { loginCode: await loginCode(fx) } }),
  AccessStaffMember: () => ({ input: {} }),
};
