import { Type, type Static } from '@sinclair/typebox';

const closed = { additionalProperties: false } as const;

/**
 * `POST /oauth2/token` body. Both camelCase (SDK) and snake_case (RFC 6749) spellings are
 * accepted. Grants: `anonymous`, `refresh_token`, `authorization_code` (PKCE S256) and
 * `authorized_client` (a member on behalf of the site: the API key travels in `Authorization`).
 */
export const TokenRequest = Type.Object({
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  grantType: Type.Optional(Type.String({ maxLength: 100 })),
  grant_type: Type.Optional(Type.String({ maxLength: 100 })),
  refreshToken: Type.Optional(Type.String({ maxLength: 2000 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 2000 })),
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  codeVerifier: Type.Optional(Type.String({ maxLength: 200 })),
  code_verifier: Type.Optional(Type.String({ maxLength: 200 })),
  redirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
  redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  member_id: Type.Optional(Type.String({ maxLength: 200 })),
  memberId: Type.Optional(Type.String({ maxLength: 200 })),
  session_token: Type.Optional(Type.String({ maxLength: 4000 })),
  sessionToken: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    expires_in: Type.Integer(),
    token_type: Type.String(),
  },
  closed,
);
export type TokenResponse = Static<typeof TokenResponse>;

export const TokenRoles = ['NONE', 'VISITOR', 'MEMBER'] as const;
export type TokenRole = (typeof TokenRoles)[number];

export const JwksRequest = Type.Object({
  siteId: Type.Optional(Type.String({ maxLength: 64 })),
  client_id: Type.Optional(Type.String({ maxLength: 64 })),
});

const Jwk = Type.Object(
  {
    kty: Type.String(),
    crv: Type.Optional(Type.String()),
    x: Type.Optional(Type.String()),
    y: Type.Optional(Type.String()),
    kid: Type.String(),
    alg: Type.String(),
    use: Type.String(),
  },
  closed,
);
export const JwksResponse = Type.Object({ keys: Type.Array(Jwk) }, closed);

/** `POST /oauth2/token-info`: the token in the body (official SDK) or in `Authorization`. */
export const TokenInfoRequest = Type.Object({ token: Type.Optional(Type.String({ maxLength: 4000 })) });
export type TokenInfoRequest = Static<typeof TokenInfoRequest>;

export const SubjectTypes = ['UNKNOWN', 'USER', 'VISITOR', 'MEMBER', 'APP'] as const;
export const TokenInfoResponse = Type.Object(
  {
    active: Type.Boolean(),
    subjectType: Type.Union(SubjectTypes.map((t) => Type.Literal(t))),
    subjectId: Type.String(),
    clientId: Type.String(),
    siteId: Type.Optional(Type.String()),
    instanceId: Type.Optional(Type.String()),
    /** Epoch seconds, as int64 strings on the wire. */
    exp: Type.Optional(Type.String()),
    iat: Type.Optional(Type.String()),
  },
  closed,
);
export type TokenInfoResponse = Static<typeof TokenInfoResponse>;

/** OpenID Connect UserInfo of the member the access token belongs to. */
export const UserInfoResponse = Type.Object(
  {
    sub: Type.String(),
    name: Type.Optional(Type.String()),
    givenName: Type.Optional(Type.String()),
    familyName: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    emailVerified: Type.Optional(Type.Boolean()),
    picture: Type.Optional(Type.String()),
  },
  closed,
);
export type UserInfoResponse = Static<typeof UserInfoResponse>;

/**
 * An allowed origin of an OAuth client: `https://shop.example`, `http://localhost:5173`, or a
 * port wildcard `http://localhost:*`. Redirect URIs and CORS callers must match one. The loopback
 * names `localhost`, `127.0.0.1` and `[::1]` match each other.
 */
export const AllowedOrigin = Type.String({
  maxLength: 300,
  pattern: '^https?://([A-Za-z0-9.-]+|\\[::1\\])(:([0-9]{1,5}|\\*))?$',
});

export const OAuthClient = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    allowedRedirectOrigins: Type.Array(Type.String()),
    createdDate: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type OAuthClient = Static<typeof OAuthClient>;

export const CreateOAuthClientRequest = Type.Object({
  client: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 200 }),
    allowedRedirectOrigins: Type.Optional(Type.Array(AllowedOrigin, { maxItems: 50 })),
  }),
});
export type CreateOAuthClientRequest = Static<typeof CreateOAuthClientRequest>;

/** Replaces the fields it names: the name, or the whole list of allowed origins. */
export const UpdateOAuthClientRequest = Type.Object({
  client: Type.Object({
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    allowedRedirectOrigins: Type.Optional(Type.Array(AllowedOrigin, { maxItems: 50 })),
  }),
});
export type UpdateOAuthClientRequest = Static<typeof UpdateOAuthClientRequest>;

export const OAuthClientResponse = Type.Object({ client: OAuthClient }, closed);
export const ListOAuthClientsResponse = Type.Object({ clients: Type.Array(OAuthClient) }, closed);
export const OAuthClientIdParams = Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 64 }) });
