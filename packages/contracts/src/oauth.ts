import { Type, type Static } from '@sinclair/typebox';

/** `POST /oauth2/token` body. Both camelCase (SDK) and snake_case (RFC 6749) spellings are accepted. */
export const TokenRequest = Type.Object({
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  grantType: Type.Optional(Type.String({ maxLength: 100 })),
  grant_type: Type.Optional(Type.String({ maxLength: 100 })),
  refreshToken: Type.Optional(Type.String({ maxLength: 2000 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 2000 })),
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  codeVerifier: Type.Optional(Type.String({ maxLength: 200 })),
  redirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  member_id: Type.Optional(Type.String({ maxLength: 200 })),
  session_token: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  token_type: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const TokenRoles = ['NONE', 'VISITOR', 'MEMBER'] as const;
export type TokenRole = (typeof TokenRoles)[number];
