import { Type, type Static } from '@sinclair/typebox';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ maxLength: 200 });
const Url = Type.String({ maxLength: 2000 });

/** The OAuth authorize request a login redirect session carries (spec §7 "Identity"). */
export const AuthorizeRequest = Type.Object({
  clientId: Id,
  responseType: Type.Optional(Type.String({ maxLength: 20 })),
  redirectUri: Type.Optional(Type.Union([Url, Type.Null()])),
  scope: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  responseMode: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  codeChallenge: Type.Optional(Type.Union([Type.String({ maxLength: 128 }), Type.Null()])),
  codeChallengeMethod: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
  sessionToken: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  nonce: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  prompt: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
});
export type AuthorizeRequest = Static<typeof AuthorizeRequest>;

export const Prompts = ['login', 'none', 'consent', 'select_account'] as const;
export const MembersAccountSections = [
  'ACCOUNT_INFO',
  'BOOKINGS',
  'ORDERS',
  'SUBSCRIPTIONS',
  'EVENTS',
] as const;

/**
 * `POST /_api/redirects-api/v1/redirect-session`: one section says where the browser goes (spec
 * §2); `callbacks` and `preferences` tune it.
 */
export const CreateRedirectSessionRequest = Type.Object({
  bookingsCheckout: Type.Optional(
    Type.Object({
      timezone: Type.Optional(Type.String({ maxLength: 100 })),
      slotAvailability: Type.Optional(Type.Object({})),
    }),
  ),
  ecomCheckout: Type.Optional(Type.Object({ checkoutId: Type.Optional(Id) })),
  eventsCheckout: Type.Optional(
    Type.Object({
      reservationId: Type.Optional(Id),
      eventSlug: Type.Optional(Type.String({ maxLength: 300 })),
    }),
  ),
  paidPlansCheckout: Type.Optional(
    Type.Object({
      planId: Type.Optional(Id),
      checkoutData: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
    }),
  ),
  login: Type.Optional(Type.Object({})),
  logout: Type.Optional(Type.Object({ clientId: Type.Optional(Id) })),
  auth: Type.Optional(
    Type.Object({
      authRequest: Type.Optional(AuthorizeRequest),
      prompt: Type.Optional(Type.Union(Prompts.map((p) => Type.Literal(p)))),
    }),
  ),
  storesProduct: Type.Optional(Type.Object({ productSlug: Type.Optional(Type.String({ maxLength: 300 })) })),
  bookingsBook: Type.Optional(Type.Object({ resourceId: Type.Optional(Id) })),
  membersAccount: Type.Optional(
    Type.Object({ section: Type.Optional(Type.Union(MembersAccountSections.map((s) => Type.Literal(s)))) }),
  ),
  ecomOrderPaymentRequest: Type.Optional(Type.Object({ paymentRequestId: Type.Optional(Id) })),
  callbacks: Type.Optional(
    Type.Object({
      thankYouPageUrl: Type.Optional(Type.Union([Url, Type.Null()])),
      postFlowUrl: Type.Optional(Type.Union([Url, Type.Null()])),
      loginUrl: Type.Optional(Type.Union([Url, Type.Null()])),
      bookingsServiceListUrl: Type.Optional(Type.Union([Url, Type.Null()])),
      cartPageUrl: Type.Optional(Type.Union([Url, Type.Null()])),
      planListUrl: Type.Optional(Type.Union([Url, Type.Null()])),
    }),
  ),
  preferences: Type.Optional(
    Type.Object({
      useGenericWixPages: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
      maintainIdentity: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
      additionalQueryParameters: Type.Optional(
        Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), { maxProperties: 20 }),
      ),
      checkIfPublish: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    }),
  ),
  origin: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
});
export type CreateRedirectSessionRequest = Static<typeof CreateRedirectSessionRequest>;

export const RedirectSession = Type.Object(
  {
    id: Type.String(),
    fullUrl: Type.String(),
    urlDetails: Type.Object(
      { endpoint: Type.String(), searchParams: Type.Record(Type.String(), Type.String()) },
      closed,
    ),
    sessionToken: Type.String(),
    shortUrl: Type.String(),
  },
  closed,
);
export type RedirectSession = Static<typeof RedirectSession>;

export const CreateRedirectSessionResponse = Type.Object({ redirectSession: RedirectSession }, closed);
export type CreateRedirectSessionResponse = Static<typeof CreateRedirectSessionResponse>;

/**
 * `POST /_api/tessera/v1/redirect-sessions/visitor-tokens`: the web app, opened by a page redirect
 * session (`redirectSession=` in its address), trades the session's handle once for tokens of the
 * visitor or member who created it, issued to the calling client.
 */
export const ExchangeRedirectSessionRequest = Type.Object(
  { sessionToken: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export type ExchangeRedirectSessionRequest = Static<typeof ExchangeRedirectSessionRequest>;

export const ExchangeRedirectSessionResponse = Type.Object(
  {
    tokens: Type.Object(
      {
        access_token: Type.String(),
        refresh_token: Type.String(),
        expires_in: Type.Integer(),
        token_type: Type.String(),
      },
      closed,
    ),
    /** Whose tokens: the refresh token's role for the client's token storage. */
    role: Type.Union([Type.Literal('VISITOR'), Type.Literal('MEMBER')]),
    /** The session's callbacks, checked against the creating client's origins when it was made. */
    callbacks: Type.Record(Type.String(), Type.String()),
  },
  closed,
);
export type ExchangeRedirectSessionResponse = Static<typeof ExchangeRedirectSessionResponse>;
