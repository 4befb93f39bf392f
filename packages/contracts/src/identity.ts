import { Type, type Static } from '@sinclair/typebox';
import { LooseObject, Nullable, StringEnum } from './common.ts';

// Identity (spec §3 "Identity and session", §7 "Identity"): field names and enums follow the
// hosted platform's authentication, verification and recovery APIs.

const closed = { additionalProperties: false } as const;
const text = (maxLength = 200) => Type.String({ maxLength });
const optionalText = (maxLength = 200) => Type.Optional(Nullable(text(maxLength)));

export const PrivacyStatuses = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const;
export const EmailTags = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const;
export const PhoneTags = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const;
export const AddressTags = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const;
export const StateTypes = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MFA',
] as const;
export type StateType = (typeof StateTypes)[number];
export const IdentityStatusNames = [
  'UNKNOWN_STATUS',
  'PENDING',
  'ACTIVE',
  'DELETED',
  'BLOCKED',
  'OFFLINE',
] as const;
export const PendingReasons = [
  'UNKNOWN_REASON',
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
] as const;
export type PendingReason = (typeof PendingReasons)[number];
export const FactorTypes = ['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'] as const;
export type FactorType = (typeof FactorTypes)[number];
/** Lower-case path form of a factor type (`/_api/iam/authentication/v2/totp/verify`). */
export const FactorPathTypes = ['sms', 'call', 'email', 'totp'] as const;

/** A custom field value: string, number or date (ISO-8601), one of them. */
export const CustomValue = Type.Object(
  {
    strValue: Type.Optional(text(2000)),
    numValue: Type.Optional(Type.Number()),
    dateValue: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  },
  closed,
);
export const CustomField = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }), value: CustomValue },
  closed,
);
export type CustomField = Static<typeof CustomField>;

export const SecondaryEmail = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 320 }), tag: Type.Optional(StringEnum(EmailTags)) },
  closed,
);
export const Phone = Type.Object(
  {
    countryCode: optionalText(8),
    phone: Type.String({ maxLength: 40 }),
    tag: Type.Optional(StringEnum(PhoneTags)),
  },
  closed,
);
export const IdentityAddress = Type.Object(
  {
    country: optionalText(100),
    subdivision: optionalText(100),
    city: optionalText(100),
    postalCode: optionalText(40),
    addressLine1: optionalText(300),
    addressLine2: optionalText(300),
  },
  closed,
);
export const AddressWrapper = Type.Object(
  { address: Type.Optional(IdentityAddress), tag: Type.Optional(StringEnum(AddressTags)) },
  closed,
);

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T, maxItems = 20) =>
  Type.Optional(Type.Array(item, { maxItems }));

/** A member's profile as the identity APIs carry it. */
export const IdentityProfile = Type.Object(
  {
    firstName: optionalText(),
    lastName: optionalText(),
    nickname: optionalText(),
    picture: optionalText(2000),
    emails: list(Type.String({ maxLength: 320 })),
    phones: list(Type.String({ maxLength: 40 })),
    labels: list(text(100)),
    language: optionalText(20),
    privacyStatus: Type.Optional(StringEnum(PrivacyStatuses)),
    customFields: list(CustomField, 50),
    secondaryEmails: list(SecondaryEmail),
    phonesV2: list(Phone),
    addresses: list(AddressWrapper),
    company: optionalText(),
    position: optionalText(),
    birthdate: optionalText(20),
    slug: optionalText(),
    subscription: Type.Optional(Nullable(Type.Boolean())),
    vatId: optionalText(40),
  },
  closed,
);
export type IdentityProfile = Static<typeof IdentityProfile>;

export const Identity = Type.Object(
  {
    id: Type.String(),
    revision: Type.Optional(Type.String()),
    createdDate: Type.String(),
    updatedDate: Type.String(),
    connections: Type.Array(Type.Object({}, closed)),
    identityProfile: IdentityProfile,
    metadata: Type.Object({ tags: Type.Array(Type.String()) }, closed),
    email: Type.Object({ address: Type.String(), isVerified: Type.Boolean() }, closed),
    status: Type.Object(
      { name: StringEnum(IdentityStatusNames), reasons: Type.Array(StringEnum(PendingReasons)) },
      closed,
    ),
    factors: Type.Array(
      Type.Object(
        {
          factorId: Type.String(),
          type: StringEnum(FactorTypes),
          status: StringEnum(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'] as const),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type Identity = Static<typeof Identity>;

export const StateMachineResponse = Type.Object(
  {
    state: StringEnum(StateTypes),
    sessionToken: Type.Optional(Nullable(Type.String())),
    stateToken: Type.Optional(Nullable(Type.String())),
    identity: Type.Optional(Identity),
    additionalData: Type.Optional(LooseObject),
    /** REQUIRE_MFA: the factors the member may finish the login with. */
    requireMfaData: Type.Optional(
      Type.Object(
        {
          availableFactors: Type.Array(
            Type.Object({ factorType: StringEnum(FactorTypes), factorStatus: Type.String() }, closed),
          ),
          reason: StringEnum(['USER_SETTINGS', 'HIGH_RISK_LOGIN'] as const),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type StateMachineResponse = Static<typeof StateMachineResponse>;

export const LoginId = Type.Object({ email: Type.String({ maxLength: 320 }) }, closed);

/** One captcha token: visible (`Recaptcha`) or invisible (`InvisibleRecaptcha`). */
export const CaptchaToken = Type.Object(
  {
    Recaptcha: Type.Optional(Nullable(text(4000))),
    InvisibleRecaptcha: Type.Optional(Nullable(text(4000))),
    NoCaptcha: Type.Optional(Nullable(text(4000))),
  },
  closed,
);
const captchaTokens = Type.Optional(Type.Array(CaptchaToken, { maxItems: 4 }));
const password = Type.String({ minLength: 1, maxLength: 256 });
const clientMetaData = Type.Optional(
  Nullable(Type.Object({}, { additionalProperties: true, maxProperties: 20 })),
);

export const RegisterRequest = Type.Object(
  {
    loginId: LoginId,
    password: Type.Optional(password),
    profile: Type.Optional(IdentityProfile),
    captchaTokens,
    clientMetaData,
  },
  closed,
);
export const LoginRequest = Type.Object(
  {
    loginId: LoginId,
    password: Type.Optional(Nullable(password)),
    captchaTokens,
    clientMetaData,
    stateToken: Type.Optional(Nullable(text(200))),
  },
  closed,
);
export const ChangePasswordRequest = Type.Object({ newPassword: password }, closed);
export const SignOnRequest = Type.Object(
  {
    loginId: LoginId,
    profile: Type.Optional(IdentityProfile),
    verifyEmail: Type.Optional(Type.Boolean()),
    mergeExistingContact: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const SignOnResponse = Type.Object({ sessionToken: Type.String(), identity: Identity }, closed);
export const ValidateEmailRequest = Type.Object({ email: Type.String({ maxLength: 320 }) }, closed);
export const ValidateEmailResponse = Type.Object(
  {
    valid: Type.Boolean(),
    formatInvalid: Type.Boolean(),
    failure: Type.Optional(Type.Object({ reason: Type.String() }, closed)),
  },
  closed,
);

const code = Type.Optional(Nullable(Type.String({ maxLength: 20 })));
const codeData = Type.Optional(Type.Object({ code }, { additionalProperties: true, maxProperties: 5 }));
export const FactorPathParams = Type.Object({ factorType: StringEnum(FactorPathTypes) });
export const VerifyFactorRequest = Type.Object(
  {
    stateToken: text(200),
    factorType: Type.Optional(StringEnum(FactorTypes)),
    rememberThisDevice: Type.Optional(Type.Boolean()),
    smsData: codeData,
    callData: codeData,
    emailData: codeData,
    totpData: codeData,
  },
  closed,
);

export const VerificationStartRequest = Type.Object(
  { identityId: Type.Optional(text(64)), target: Type.Optional(StringEnum(['EMAIL'] as const)) },
  closed,
);
export const VerificationStartResponse = Type.Object({ verificationId: Type.String() }, closed);
export const VerifyDuringAuthenticationRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }), stateToken: text(200) },
  closed,
);
export const ResendRequest = Type.Object({ stateToken: text(200) }, closed);

export const SendRecoveryEmailRequest = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    language: optionalText(20),
    redirect: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, maxProperties: 5 }))),
  },
  closed,
);
export const SendActivationEmailRequest = Type.Object(
  {
    identityId: text(64),
    emailOptions: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, maxProperties: 5 }))),
  },
  closed,
);
export const RecoverRequest = Type.Object({ recoveryToken: text(200), password }, closed);
/** Asks whether a recovery or activation link can still set a password, without using it. */
export const RecoveryTokenStatusRequest = Type.Object({ recoveryToken: text(200) }, closed);
export const RecoveryTokenStatusResponse = Type.Object({ usable: Type.Boolean() }, closed);

// Tessera's own identity routes (owner settings, development mailbox, owner login, MFA enrolment).

export const MfaPolicies = ['OFF', 'OPTIONAL', 'REQUIRED'] as const;
export const IdentitySettings = Type.Object(
  {
    /** Anyone may sign up (false: the owner creates members). */
    registrationOpen: Type.Boolean(),
    /** New members wait for the owner's approval. */
    requireOwnerApproval: Type.Boolean(),
    /** New members verify their email with a code before they can log in. */
    requireEmailVerification: Type.Boolean(),
    /** Register and login need a captcha token. */
    requireCaptcha: Type.Boolean(),
    /** OFF: no second factor; OPTIONAL: members with an enrolled factor use it; REQUIRED: every login. */
    mfaPolicy: StringEnum(MfaPolicies),
  },
  closed,
);
export type IdentitySettings = Static<typeof IdentitySettings>;
export const IdentitySettingsResponse = Type.Object({ settings: IdentitySettings }, closed);
export const UpdateIdentitySettingsRequest = Type.Object(
  { settings: Type.Partial(IdentitySettings, closed) },
  closed,
);

export const DevMailboxMessage = Type.Object(
  {
    id: Type.String(),
    channel: StringEnum(['EMAIL', 'SMS', 'CALL'] as const),
    to: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    createdDate: Type.String(),
  },
  closed,
);
export const ListDevMailboxRequest = Type.Object(
  {
    to: Type.Optional(Type.String({ maxLength: 320 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  closed,
);
export const ListDevMailboxResponse = Type.Object({ messages: Type.Array(DevMailboxMessage) }, closed);

export const OwnerLoginRequest = Type.Object(
  { email: Type.String({ maxLength: 320 }), password, siteId: Type.Optional(text(64)) },
  closed,
);
export const OwnerLoginResponse = Type.Object(
  {
    token: Type.String(),
    siteId: Type.String(),
    ownerUserId: Type.String(),
    expiresDate: Type.String(),
  },
  closed,
);

export const EnrollTotpResponse = Type.Object(
  { factorId: Type.String(), secret: Type.String(), otpauthUrl: Type.String() },
  closed,
);
export const ConfirmFactorRequest = Type.Object(
  { factorId: text(64), code: Type.String({ minLength: 1, maxLength: 20 }) },
  closed,
);
export const EnrollCodeFactorRequest = Type.Object(
  { factorType: StringEnum(['EMAIL', 'SMS', 'CALL'] as const), target: Type.Optional(text(320)) },
  closed,
);
/** Turning a factor off asks for the member's current password (a stolen session is not enough). */
export const RemoveFactorRequest = Type.Object({ factorId: text(64), password }, closed);
export const FactorResponse = Type.Object(
  { factorId: Type.String(), type: StringEnum(FactorTypes), status: Type.String() },
  closed,
);
export const ListFactorsResponse = Type.Object({ factors: Type.Array(FactorResponse) }, closed);
export const FactorIdParams = Type.Object({ factorId: text(64) });
