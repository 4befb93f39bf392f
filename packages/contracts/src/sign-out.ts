import { Type, type Static } from '@sinclair/typebox';

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * `GET /_api/iam/authentication/v1/logout`: `state` is the handle of a logout redirect session
 * (its `fullUrl` carries it); without one the page only asks the member to confirm.
 */
export const LogoutQuery = Type.Object({
  state: Text(200),
  clientId: Text(200),
  postLogoutRedirectUri: Text(2000),
});
export type LogoutQuery = Static<typeof LogoutQuery>;

/** The hosted logout answers a redirect or a small HTML page, never JSON (errors excepted). */
export const LogoutPage = Type.String({ description: 'An HTML page (or a 302 redirect).' });

/** RFC 7009 §2.1, as a form or JSON; `clientId` / `client_id` names the public client. */
export const RevokeTokenRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
  token_type_hint: Type.Optional(Type.String({ maxLength: 40 })),
  tokenTypeHint: Type.Optional(Type.String({ maxLength: 40 })),
  client_id: Text(200),
  clientId: Text(200),
});
export type RevokeTokenRequest = Static<typeof RevokeTokenRequest>;

/** Always empty: an unknown or already revoked token is not an error (RFC 7009 §2.2). */
export const RevokeTokenResponse = Type.Object({}, { additionalProperties: false });
