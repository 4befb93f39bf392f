import { TesseraClientError, type BaseClient } from '@tessera/sdk/core';
import type { MemberOAuthStrategy } from '@tessera/sdk/identity';
import { members, type MembersModule } from '@tessera/sdk/members';
import { moduleOf, type ModuleLookup } from './client-modules.ts';

// Member hooks need a client whose auth is the member OAuth strategy (`@tessera/sdk/identity`);
// the members calls go through the client itself, so it needs no extra module.

export function memberAuth(client: BaseClient): MemberOAuthStrategy {
  const auth = client.auth as Partial<MemberOAuthStrategy>;
  if (typeof auth.login !== 'function' || typeof auth.subscribe !== 'function') {
    throw new TesseraClientError(
      'This hook needs a client with the member OAuth strategy (OAuthStrategy from @tessera/sdk/identity)',
    );
  }
  return auth as MemberOAuthStrategy;
}

const MEMBERS: ModuleLookup<MembersModule> = {
  name: 'members',
  has: 'getCurrentMember',
  build: members,
  needs: 'the members module (@tessera/sdk/members)',
};

export const membersOf = (client: BaseClient): MembersModule => moduleOf(client, MEMBERS);

/** Query keys of the member's data; cleared on logout. */
export const memberKeys = {
  all: ['tessera', 'member'] as const,
  current: () => [...memberKeys.all, 'current'] as const,
  factors: () => [...memberKeys.all, 'factors'] as const,
};
