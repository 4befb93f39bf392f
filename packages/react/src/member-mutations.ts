import type { QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  LoginState,
  type LoginParams,
  type MemberOAuthStrategy,
  type RegisterParams,
  type StateMachine,
  type VerificationInputs,
} from '@tessera/sdk/identity';
import { memberAuth, memberKeys } from './member-client.ts';

// The logic of the login hooks, without React: each step answers the state machine, and a SUCCESS
// turns its session token into the member's tokens (direct login) before it is answered.

async function finish(auth: MemberOAuthStrategy, queryClient: QueryClient, state: StateMachine) {
  if (state.loginState === LoginState.SUCCESS) {
    auth.setTokens(await auth.getMemberTokensForDirectLogin(state.data.sessionToken));
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }
  return state;
}

export const loginMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: async (params: LoginParams) => {
    const auth = memberAuth(client);
    return finish(auth, queryClient, await auth.login(params));
  },
});

export const registerMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: async (params: RegisterParams) => {
    const auth = memberAuth(client);
    return finish(auth, queryClient, await auth.register(params));
  },
});

/** The emailed code or the MFA code of the last state (or of `state`). */
export const verifyMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: async ({ state, ...inputs }: VerificationInputs & { state?: StateMachine }) => {
    const auth = memberAuth(client);
    return finish(auth, queryClient, await auth.processVerification(inputs, state));
  },
});

/** Forgets the tokens and the member's cached data; answers the hosted logout address. */
export const logoutMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: async ({ postLogoutRedirectUri }: { postLogoutRedirectUri?: string } = {}) => {
    const { logoutUrl } = await memberAuth(client).logout(postLogoutRedirectUri);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    return logoutUrl;
  },
});
