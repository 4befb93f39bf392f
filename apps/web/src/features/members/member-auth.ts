import { useTesseraClient } from '@tessera/react';
import type { MemberOAuthStrategy, StateMachine } from '@tessera/sdk';

/** The site client's member login (`@tessera/sdk`'s complete OAuth strategy). */
export function useMemberAuth(): MemberOAuthStrategy {
  return useTesseraClient().auth as MemberOAuthStrategy;
}

/**
 * The pages show a failed step as an error: a FAILURE becomes its API error again, so the spec §8
 * codes (captcha, wrong password, ...) reach `identityErrorMessage` and `needsCaptcha`.
 */
export function failureAsError(state: StateMachine): StateMachine {
  if (state.loginState !== 'FAILURE') return state;
  throw (
    state.cause ??
    new Error(state.error === 'Unknown _state' ? 'The sign-in cannot go on from here.' : state.error)
  );
}
