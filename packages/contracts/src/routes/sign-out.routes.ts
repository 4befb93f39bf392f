import { LogoutPage, LogoutQuery, RevokeTokenRequest, RevokeTokenResponse } from '../sign-out.ts';
import * as endpoints from './sign-out.endpoints.ts';
import { route } from './route.ts';

/** The hosted logout page (the redirects module serves it). */
export const logoutRoutes = {
  logout: route(endpoints.logout, {
    tags: ['Hosted login'],
    // A browser page: the member is known from the logout session or the login cookie.
    access: 'public',
    description:
      'With `state` (a logout redirect session, created with the member’s access token): ends the ' +
      "member's sessions and tokens, clears the login cookie and redirects to the session's " +
      '`callbacks.postFlowUrl`. Without it only a confirmation page (a POST form) is shown, so ' +
      'another site cannot log a member out with a link.',
    input: LogoutQuery,
    response: LogoutPage,
  }),
};

/** Token revocation (the OAuth module serves it). */
export const revokeTokenRoutes = {
  revokeToken: route(endpoints.revokeToken, {
    tags: ['OAuth 2'],
    access: 'public',
    description:
      'RFC 7009: revokes an access or refresh token of the client (`application/x-www-form-urlencoded` ' +
      "or JSON). A member's token ends that member's tokens (access tokens carry no login id); an " +
      'unknown token answers 200 too.',
    input: RevokeTokenRequest,
    response: RevokeTokenResponse,
  }),
};

/** Ending sessions: the hosted logout and token revocation. */
export const signOutRoutes = { ...logoutRoutes, ...revokeTokenRoutes };
