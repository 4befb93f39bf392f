import { Type } from '@sinclair/typebox';
import {
  CreateOAuthClientRequest,
  JwksRequest,
  JwksResponse,
  ListOAuthClientsResponse,
  OAuthClientIdParams,
  OAuthClientResponse,
  TokenInfoRequest,
  TokenInfoResponse,
  TokenRequest,
  TokenResponse,
  UpdateOAuthClientRequest,
  UserInfoResponse,
} from '../oauth.ts';
import * as endpoints from './oauth.endpoints.ts';
import { route } from './route.ts';

const tags = ['OAuth 2'] as const;

/** OAuth 2 (routes.md "OAuth 2") and the owner's OAuth clients. */
export const oauthRoutes = {
  token: route(endpoints.token, {
    tags,
    // Reads no credentials except authorized_client's API key, which the grant checks itself.
    access: 'public',
    description:
      'Grants: anonymous, refresh_token (rotated; the previous token stays valid for a short grace), ' +
      'authorization_code (PKCE S256) and authorized_client (`Authorization: <visitor token>,<API key>`).',
    input: TokenRequest,
    response: TokenResponse,
  }),
  jwks: route(endpoints.jwks, {
    tags,
    access: 'public',
    description:
      "One site's public keys, which verify its access tokens and webhook deliveries. The site " +
      'comes from the `wix-site-id` header, `siteId` or `client_id`, or the access token in `Authorization`.',
    input: JwksRequest,
    response: JwksResponse,
  }),
  tokenInfo: route(endpoints.tokenInfo, {
    tags,
    access: 'public',
    description:
      'Introspection of the token in the body (`token`) or in `Authorization`; `active: false` when void.',
    input: TokenInfoRequest,
    response: TokenInfoResponse,
  }),
  userInfo: route(endpoints.userInfo, {
    tags,
    access: 'member',
    input: Type.Object({}),
    response: UserInfoResponse,
  }),
  createOAuthClient: route(endpoints.createOAuthClient, {
    tags,
    access: 'owner',
    input: CreateOAuthClientRequest,
    response: OAuthClientResponse,
  }),
  listOAuthClients: route(endpoints.listOAuthClients, {
    tags,
    access: 'owner',
    input: Type.Object({}),
    response: ListOAuthClientsResponse,
  }),
  updateOAuthClient: route(endpoints.updateOAuthClient, {
    tags,
    access: 'owner',
    description:
      'Renames a client or replaces its allowed origins (redirect URIs, post-logout URLs and CORS ' +
      'callers must be on one); answers the client as stored.',
    params: OAuthClientIdParams,
    input: UpdateOAuthClientRequest,
    response: OAuthClientResponse,
  }),
  deleteOAuthClient: route(endpoints.deleteOAuthClient, {
    tags,
    access: 'owner',
    params: OAuthClientIdParams,
    response: Type.Object({}, { additionalProperties: false }),
  }),
};
