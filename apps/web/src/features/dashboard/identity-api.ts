import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import * as identity from '@tessera/contracts/routes/identity.endpoints';
import * as members from '@tessera/contracts/routes/members.endpoints';
import type { TesseraClient } from '@tessera/sdk';

// The owner's identity calls (members, identity settings, development mailbox, email sign-in) until
// @tessera/sdk has them: paths and methods from the contracts' endpoint declarations.

export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';

export interface Member {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: MemberStatus;
  pendingReasons: string[];
  contact: { firstName?: string | null; lastName?: string | null };
  createdDate: string;
  lastLoginDate?: string;
}

export interface IdentitySettings {
  registrationOpen: boolean;
  requireOwnerApproval: boolean;
  requireEmailVerification: boolean;
  requireCaptcha: boolean;
  mfaPolicy: 'OFF' | 'OPTIONAL' | 'REQUIRED';
}

export interface MailboxMessage {
  id: string;
  channel: 'EMAIL' | 'SMS' | 'CALL';
  to: string;
  subject: string;
  body: string;
  createdDate: string;
}

function call<T>(
  client: TesseraClient,
  endpoint: Endpoint,
  payload?: Record<string, unknown>,
  params: Record<string, string> = {},
): Promise<T> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return client.request<T>({ method: endpoint.method, path, payload, operationId: endpoint.operationId });
}

export const MEMBERS_PAGE_SIZE = 50;

export const queryMembers = (client: TesseraClient, page: number) =>
  call<{ members: Member[]; metadata: { total: number } }>(client, members.queryMembers, {
    query: {
      sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
      paging: { limit: MEMBERS_PAGE_SIZE, offset: page * MEMBERS_PAGE_SIZE },
    },
    fieldsets: ['FULL'],
  });

export type MemberAction = 'approve' | 'block' | 'unblock' | 'delete';

const ACTION_ENDPOINTS: Record<MemberAction, Endpoint> = {
  approve: members.approveMember,
  block: members.blockMember,
  unblock: members.unblockMember,
  delete: members.deleteMember,
};

export const runMemberAction = (client: TesseraClient, action: MemberAction, id: string) =>
  call<unknown>(client, ACTION_ENDPOINTS[action], action === 'delete' ? undefined : {}, { id });

export const getIdentitySettings = (client: TesseraClient) =>
  call<{ settings: IdentitySettings }>(client, identity.getIdentitySettings);

export const updateIdentitySettings = (client: TesseraClient, settings: Partial<IdentitySettings>) =>
  call<{ settings: IdentitySettings }>(client, identity.updateIdentitySettings, { settings });

export const listMailbox = (client: TesseraClient) =>
  call<{ messages: MailboxMessage[] }>(client, identity.listDevMailbox, { limit: 100 });

/** `POST /_api/tessera/v1/owner/login`: an owner session token, used like an API key. */
export async function ownerLogin(input: { email: string; password: string; siteId?: string }) {
  const response = await fetch(identity.ownerLogin.path, {
    method: identity.ownerLogin.method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      email: input.email,
      password: input.password,
      ...(input.siteId ? { siteId: input.siteId } : {}),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    token?: string;
    siteId?: string;
    message?: string;
  };
  if (!response.ok || !body.token || !body.siteId) {
    throw new Error(body.message ?? `Sign-in failed (HTTP ${response.status}).`);
  }
  return { token: body.token, siteId: body.siteId };
}
